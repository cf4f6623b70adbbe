import { useState } from "react";
import { useTranslation } from "react-i18next";
import { CartIcon } from "../../../components/ui/icons.tsx";
import { totalItemCount, useCarts } from "../hooks/use-carts.ts";
import { CartSidebar } from "./cart-sidebar.tsx";

/** The header's cart button: the number of units in every cart; opens the right cart sidebar. */
export function CartButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { carts } = useCarts();
  const [open, setOpen] = useState(false);
  const count = totalItemCount(carts);
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
        <span className="header__cart-count" aria-hidden="true">
          {count}
        </span>
      </button>
      <CartSidebar open={open} onClose={() => setOpen(false)} />
    </>
  );
}
