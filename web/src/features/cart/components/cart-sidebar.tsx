import { useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useModal } from "../../../components/ui/use-modal.ts";
import { paths } from "../../../config/paths.ts";
import { useCarts } from "../hooks/use-carts.ts";
import { CartBlock } from "./cart-block.tsx";
import { CartUnavailable } from "./cart-unavailable.tsx";
import "../../../components/ui/dialog.css";
import "./cart-sidebar.css";

/** The right cart sidebar (spec §2): each cart with its shop, Checkout and lines; focus trapped, Escape closes. */
export function CartSidebar({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const { carts, isPending } = useCarts();
  useModal(open, ref, onClose);
  if (!open) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer shortcut; Escape and the close button are the keyboard paths
    <div
      className="overlay overlay--cart"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={ref}
        className="cart-drawer"
        role="dialog"
        aria-modal="true"
        aria-labelledby="cart-drawer-title"
        tabIndex={-1}
      >
        <div className="cart-drawer__header">
          <h2 id="cart-drawer-title" className="cart-drawer__title">
            {t("cart.sidebar.title")}
          </h2>
          <button type="button" className="icon-btn" aria-label={t("cart.sidebar.close")} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <div className="cart-drawer__body" aria-busy={isPending || undefined}>
          {isPending ? (
            <p role="status">{t("common.loading")}</p>
          ) : carts.length === 0 ? (
            <CartUnavailable
              action={
                <ButtonLink to={paths.customer.main.href()} variant="secondary" onClick={onClose}>
                  {t("cart.startShopping")}
                </ButtonLink>
              }
            />
          ) : (
            carts.map((cart) => <CartBlock key={cart.id} cart={cart} onNavigate={onClose} />)
          )}
        </div>
        {carts.length > 0 ? (
          <div className="cart-drawer__footer">
            <ButtonLink to={paths.detailedCart.href()} variant="ghost" block onClick={onClose}>
              {t("cart.sidebar.viewCart")}
            </ButtonLink>
          </div>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
