import type { ReactNode } from "react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCartOfShop } from "../hooks/use-carts.ts";
import { CartBlock } from "./cart-block.tsx";
import "./cart-empty.css";
import "./shop-cart-panel.css";

/** The shop's cart beside its menu on wide screens (≥ 1200 px), headed 'Your cart from' + shop name (spec §2). */
export function ShopCartPanel({ shopId, shopName }: { shopId: number; shopName: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cart = useCartOfShop(shopId);
  const hasItems = cart !== undefined && cart.shoppingCartItems.length > 0;
  return (
    <aside className="shop-cart-panel" aria-labelledby={titleId}>
      <h2 id={titleId} className="shop-cart-panel__title">
        {t("cart.panel.title")} <bdi>{shopName}</bdi>
      </h2>
      {hasItems ? (
        <CartBlock cart={cart} showShop={false} />
      ) : (
        <p className="cart-empty__hint">{t("cart.panel.empty")}</p>
      )}
    </aside>
  );
}

/** A store screen with its cart panel at its side on wide screens (the panel hides below 1200 px). */
export function WithShopCart({
  shopId,
  shopName,
  children,
}: {
  shopId: number;
  shopName: string;
  children: ReactNode;
}) {
  return (
    <div className="shop-cart-layout">
      {children}
      <ShopCartPanel shopId={shopId} shopName={shopName} />
    </div>
  );
}
