import type { Cart } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { formatMoney, isolateData } from "../../../lib/format.ts";
import { amountDue } from "../hooks/use-carts.ts";
import "./checkout-button.css";

/** Checkout of one cart, showing the amount due (the server's total plus tax). */
export function CheckoutButton({ cart, onNavigate }: { cart: Cart; onNavigate?: () => void }) {
  const { t, i18n } = useTranslation();
  const due = formatMoney(amountDue(cart));
  return (
    <ButtonLink
      to={paths.customer.checkout.href(cart.shopId)}
      block
      className="cart-checkout"
      aria-label={t("cart.checkout.label", { shop: isolateData(cart.shopName, i18n.language), amount: due })}
      onClick={onNavigate}
    >
      <span>{t("cart.checkout.action")}</span>
      <span className="cart-checkout__due">
        <small>{t("cart.checkout.due")}</small>
        <bdi>{due}</bdi>
      </span>
    </ButtonLink>
  );
}
