import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { CartLines } from "../components/cart-lines.tsx";
import { CartUnavailable } from "../components/cart-unavailable.tsx";
import { OrderSummary } from "../components/order-summary.tsx";
import { useCarts } from "../hooks/use-carts.ts";
import "../components/cart-empty.css";
import "./detailed-cart.css";

/** `/detailed-cart`: every open cart with its lines, counters and options, and the server's order summary. */
export function Component() {
  const { t } = useTranslation();
  const { carts, isPending, isError } = useCarts();
  const startShopping = <ButtonLink to={paths.customer.main.href()}>{t("cart.startShopping")}</ButtonLink>;
  return (
    <div className="page detailed-cart">
      <nav aria-label={t("cart.page.breadcrumb")} className="detailed-cart__crumbs">
        <ol>
          <li>
            <Link to={paths.customer.main.href()}>{t("cart.page.home")}</Link>
          </li>
          <li aria-current="page">{t("cart.page.title")}</li>
        </ol>
      </nav>
      <h1 className="detailed-cart__title">{t("cart.page.title")}</h1>
      {isPending ? (
        <p role="status">{t("common.loading")}</p>
      ) : isError ? (
        <CartUnavailable action={startShopping} />
      ) : carts.length === 0 ? (
        <div className="cart-empty">
          <h2>{t("cart.page.emptyTitle")}</h2>
          <p>{t("cart.page.emptyText")}</p>
          {startShopping}
        </div>
      ) : (
        carts.map((cart) => (
          <section key={cart.id} className="detailed-cart__cart" aria-labelledby={`cart-${cart.id}-shop`}>
            <div className="cart-block__head">
              {cart.shopLogoUrl ? <img className="cart-block__logo" src={cart.shopLogoUrl} alt="" /> : null}
              <h2 id={`cart-${cart.id}-shop`} className="cart-block__shop" dir="auto">
                <Link to={paths.customer.store.href(cart.shopId)}>{cart.shopName}</Link>
              </h2>
            </div>
            <div>
              <h3 className="visually-hidden">{t("cart.page.items", { shop: cart.shopName })}</h3>
              <CartLines cart={cart} />
            </div>
            <OrderSummary cart={cart} />
          </section>
        ))
      )}
    </div>
  );
}
