import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import "./cart-empty.css";

/** Spec 000 §8 "Cart unavailable": no cart (or it could not be read). */
export function CartUnavailable({ action }: { action?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="cart-empty">
      <h3>{t("cart.unavailable.title")}</h3>
      <p>{t("cart.unavailable.text")}</p>
      {action}
    </div>
  );
}
