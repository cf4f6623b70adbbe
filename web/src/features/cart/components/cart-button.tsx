import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { totalItemCount, useCarts } from "../hooks/use-carts.ts";
import { CartSidebar } from "./cart-sidebar.tsx";
import "./cart-button.css";

/** The header's cart button: the number of units in every cart; opens the right cart sidebar. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { carts } = useCarts();
  const [open, setOpen] = useState(false);
  const count = totalItemCount(carts);
  const { pathname } = useLocation();
  // Browser back/forward while the sidebar is open: the new screen starts with it closed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: close whenever the route changes
  useEffect(() => setOpen(false), [pathname]);
  return (
    <>
      <button
        type="button"
        className={["cart-button", className].filter(Boolean).join(" ")}
        aria-label={t("header.cart", { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <CartIcon />
        <span className="cart-button__count" aria-hidden="true">
          {count}
        </span>
      </button>
      <CartSidebar open={open} onClose={() => setOpen(false)} />
    </>
  );
}
