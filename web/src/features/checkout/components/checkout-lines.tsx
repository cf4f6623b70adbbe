import type { Cart, CartItem } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { ChosenOptions } from "../../../components/order-summary/chosen-options.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { formatMoney, isolateData } from "../../../lib/format.ts";

export interface CheckoutLinesProps {
  cart: Cart;
  /** Removes a line (the cart feature's call); offered on lines taken off the menu. */
  onRemove: (line: CartItem) => void;
  removingId: number | null;
}

/** The order's lines: name, chosen options, quantity and price; a line no longer on the menu is flagged. */
export function CheckoutLines({ cart, onRemove, removingId }: CheckoutLinesProps) {
  const { t, i18n } = useTranslation();
  return (
    <ul className="checkout-lines">
      {cart.shoppingCartItems.map((line) => {
        const options = line.selectedAttributes.map((a) => ({
          group: a.productAttributeValue.textPrompt,
          value: a.productAttributeValue.name,
        }));
        return (
          <li key={line.id} className={line.isAvailable ? "checkout-line" : "checkout-line checkout-line--gone"}>
            <span className="checkout-line__qty">
              <span className="visually-hidden">{t("checkout.summary.quantity")} </span>
              <bdi>{line.quantity}</bdi>×
            </span>
            <div className="checkout-line__main">
              <p className="checkout-line__name">
                <bdi>{line.foodMenu.name}</bdi>
              </p>
              {options.length > 0 ? (
                <p className="checkout-line__options">
                  <ChosenOptions options={options} />
                </p>
              ) : null}
              {line.isAvailable ? null : (
                <div className="checkout-line__gone">
                  <p role="note">{t("checkout.summary.unavailable")}</p>
                  <Button
                    size="sm"
                    variant="secondary"
                    loading={removingId === line.id}
                    onClick={() => onRemove(line)}
                    aria-label={t("checkout.summary.removeLine", {
                      name: isolateData(line.foodMenu.name, i18n.language),
                    })}
                  >
                    {t("checkout.summary.remove")}
                  </Button>
                </div>
              )}
            </div>
            <span className="checkout-line__price">
              <bdi>{formatMoney(line.price)}</bdi>
            </span>
          </li>
        );
      })}
    </ul>
  );
}
