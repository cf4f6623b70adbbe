import type { Cart } from "@dutchpot/contract";
import { checkoutLimits } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { isolateData } from "../../../lib/format.ts";
import { type CartSink, useApplyPromo, useRemovePromo } from "../api/cart-changes.ts";
import { reasonOf } from "../api/reason.ts";

/**
 * The promotion entry (spec §2): the code the customer types goes to the server as typed; success
 * opens 'PROMOCODE ADDED', a refusal shows the server's reason; an applied code can be removed.
 */
export function PromoEntry({ cart, onCart }: { cart: Cart; onCart: CartSink }) {
  const { t, i18n } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [code, setCode] = useState("");
  const [added, setAdded] = useState(false);
  const apply = useApplyPromo(cart.shopId, onCart);
  const remove = useRemovePromo(cart.shopId, onCart);
  const error = apply.isError ? (reasonOf(apply.error) ?? t("checkout.promo.failed")) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    if (!typed) return;
    apply.mutate(typed, {
      onSuccess: () => {
        setCode("");
        setAdded(true);
      },
    });
  };

  return (
    <div className="checkout-promo">
      {cart.promoCode ? (
        <div className="checkout-promo__applied">
          <p>
            {t("checkout.promo.applied")} <bdi className="checkout-promo__code">{cart.promoCode}</bdi>
          </p>
          <Button
            size="sm"
            variant="secondary"
            loading={remove.isPending}
            onClick={() => remove.mutate()}
            aria-label={t("checkout.promo.removeLabel", { code: isolateData(cart.promoCode ?? "", i18n.language) })}
          >
            {t("checkout.promo.remove")}
          </Button>
          {cart.promoProblem ? (
            <p role="status" className="checkout-error checkout-promo__problem">
              {cart.promoProblem}
            </p>
          ) : null}
          {remove.isError ? (
            <p role="alert" className="checkout-error">
              {reasonOf(remove.error) ?? t("checkout.promo.failed")}
            </p>
          ) : null}
        </div>
      ) : (
        <form className="checkout-promo__form" onSubmit={submit} noValidate>
          <label htmlFor={inputId} className="field__label">
            {t("checkout.promo.label")}
          </label>
          <div className="checkout-promo__row">
            <input
              id={inputId}
              className="field__input"
              dir="auto"
              value={code}
              maxLength={checkoutLimits.promoCodeMaxLength}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setCode(event.target.value);
                if (apply.isError) apply.reset();
              }}
            />
            <Button type="submit" variant="secondary" loading={apply.isPending} disabled={!code.trim()}>
              {t("checkout.promo.apply")}
            </Button>
          </div>
          {error ? (
            <p id={errorId} role="alert" className="checkout-error">
              {error}
            </p>
          ) : null}
        </form>
      )}
      <Dialog
        open={added}
        onClose={() => setAdded(false)}
        title={t("checkout.promo.addedTitle")}
        actions={<Button onClick={() => setAdded(false)}>{t("checkout.promo.continue")}</Button>}
      >
        {cart.promoCode ? (
          <p>
            {t("checkout.promo.addedText")} <bdi className="checkout-promo__code">{cart.promoCode}</bdi>
          </p>
        ) : null}
      </Dialog>
    </div>
  );
}
