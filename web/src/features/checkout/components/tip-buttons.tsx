import type { Cart } from "@dutchpot/contract";
import { checkoutLimits } from "@dutchpot/contract/constants";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatMoney } from "../../../lib/format.ts";
import { type CartSink, useAddTip } from "../api/cart-changes.ts";
import { reasonOf } from "../api/reason.ts";

/** The tip choice (spec §4, §9): 0, 3 or 6 CA$; the chosen one is pressed and saved to the cart. */
export function TipButtons({ cart, onCart }: { cart: Cart; onCart: CartSink }) {
  const { t } = useTranslation();
  const labelId = useId();
  const addTip = useAddTip(cart.shopId, onCart);
  // While saving, the button pressed last shows as chosen; then the server's tip.
  const chosen = addTip.isPending ? addTip.variables : cart.driverTip;
  const error = addTip.isError ? (reasonOf(addTip.error) ?? t("checkout.tip.failed")) : null;
  return (
    <div className="checkout-tip">
      <p id={labelId} className="checkout-tip__label">
        {t("checkout.tip.label")}
      </p>
      {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons, not a form fieldset */}
      <div role="group" aria-labelledby={labelId} className="checkout-tip__buttons">
        {checkoutLimits.tipOptions.map((value) => (
          <button
            key={value}
            type="button"
            className="checkout-tip__btn"
            aria-pressed={chosen === value}
            onClick={() => {
              if (!addTip.isPending && value !== cart.driverTip) addTip.mutate(value);
            }}
          >
            <bdi>{formatMoney(value)}</bdi>
          </button>
        ))}
      </div>
      {error ? (
        <p role="alert" className="checkout-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
