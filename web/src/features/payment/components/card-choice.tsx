import type { SavedCard } from "@dutchpot/contract";
import { type ReactNode, useId } from "react";
import { useTranslation } from "react-i18next";
import { CardName, expiryOf } from "../../../components/order-summary/card-label.tsx";

/** The value of the new-card radio (saved cards use their cardId). */
export const newCardChoice = "new";

/** Saved cards as radios (the default first and preselected by the screen), then "Use a new card". */
export function CardChoice({
  cards,
  value,
  onChange,
  disabled,
}: {
  cards: readonly SavedCard[];
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const name = useId();
  const option = (id: string, content: ReactNode) => (
    <label key={id} className={`card-choice__option${value === id ? " card-choice__option--on" : ""}`}>
      <input
        type="radio"
        name={name}
        value={id}
        checked={value === id}
        disabled={disabled}
        onChange={() => onChange(id)}
      />
      {content}
    </label>
  );
  return (
    <fieldset className="card-choice">
      <legend className="card-choice__legend">{t("payment.method.legend")}</legend>
      {cards.map((card) =>
        option(
          card.cardId,
          <span className="card-choice__text">
            <CardName brand={card.cardBrand} last4={card.last4} />
            <span className="card-choice__meta">{t("payment.cards.expires", { expiry: expiryOf(card) })}</span>
            {card.isDefault ? <span className="payment-badge">{t("payment.cards.default")}</span> : null}
          </span>,
        ),
      )}
      {option(newCardChoice, <span className="card-choice__text">{t("payment.method.newCard")}</span>)}
    </fieldset>
  );
}
