import { useTranslation } from "react-i18next";
import "./order-summary.css";
import { intlLocale } from "../../lib/dates.ts";
import { formatMoney } from "../../lib/format.ts";
import { type ChosenOption, ChosenOptions } from "./chosen-options.tsx";

/** A cart or order line as the summaries show it. */
export interface SummaryLine {
  id: number;
  quantity: number;
  name: string;
  /** Each chosen option with its group ("Size", "Large"). */
  options: ChosenOption[];
  price: number;
  imageUrl: string | null;
  /** False when the item left the menu since it was added (carts only). */
  available: boolean;
}

/** Quantity, name, options, price and picture of each line. */
export function SummaryLines({ lines }: { lines: readonly SummaryLine[] }) {
  const { t, i18n } = useTranslation();
  // Quantities in the app's digits (Latin in every language, lib/dates.ts); `count` still picks the plural.
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  return (
    <ul className="summary-lines">
      {lines.map((line) => (
        <li key={line.id} className="summary-lines__line">
          {line.imageUrl ? (
            <img className="summary-lines__image" src={line.imageUrl} alt="" loading="lazy" />
          ) : (
            <span className="summary-lines__image summary-lines__image--none" aria-hidden="true" />
          )}
          <div className="summary-lines__text">
            <p className="summary-lines__name">
              <span className="summary-lines__qty">
                {t("payment.lines.quantity", { count: line.quantity, n: number.format(line.quantity) })}
              </span>{" "}
              <bdi>{line.name}</bdi>
            </p>
            {line.options.length > 0 ? (
              <p className="summary-lines__options">
                <ChosenOptions options={line.options} />
              </p>
            ) : null}
            {line.available ? null : <p className="summary-lines__gone">{t("payment.lines.unavailable")}</p>}
          </div>
          <span className="summary-lines__price">
            <bdi>{formatMoney(line.price)}</bdi>
          </span>
        </li>
      ))}
    </ul>
  );
}
