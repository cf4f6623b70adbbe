import type { Cart } from "@dutchpot/contract";
import { useId } from "react";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { CartLines } from "./cart-lines.tsx";
import { CheckoutButton } from "./checkout-button.tsx";
import "./cart-block.css";

/** One shop's cart in the sidebar and the store side panel: shop, Checkout with the amount due, lines. */
export function CartBlock({
  cart,
  showShop = true,
  onNavigate,
}: {
  cart: Cart;
  showShop?: boolean;
  onNavigate?: () => void;
}) {
  const titleId = useId();
  return (
    <section className="cart-block" aria-labelledby={showShop ? titleId : undefined}>
      {showShop ? (
        <div className="cart-block__head">
          {cart.shopLogoUrl ? <img className="cart-block__logo" src={cart.shopLogoUrl} alt="" /> : null}
          <h3 id={titleId} className="cart-block__shop" dir="auto">
            <Link to={paths.customer.store.href(cart.shopId)} onClick={onNavigate}>
              {cart.shopName}
            </Link>
          </h3>
        </div>
      ) : null}
      <CheckoutButton cart={cart} onNavigate={onNavigate} />
      <CartLines cart={cart} />
    </section>
  );
}
