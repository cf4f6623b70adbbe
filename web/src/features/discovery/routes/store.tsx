import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import { shopMenuOptions } from "../api/menus.ts";
import { storeInfoOptions } from "../api/stores.ts";
import { MenuSearch } from "../components/menu-search.tsx";
import { ProductCardSkeleton } from "../components/product-card.tsx";
import { StoreHeader } from "../components/store-header.tsx";
import { EmptyState } from "../components/store-list.tsx";
import { TagCarousel } from "../components/tag-carousel.tsx";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import type { MenuSlots } from "../menu-slots.ts";
import { MenuCarousels, MenuSections, scrollToTag } from "./store-menu.tsx";
import { StoreNotFound } from "./store-not-found.tsx";
import "./discovery-page.css";
import "./store-page.css";
import { useFirstScreenHandoff } from "../../../lib/first-screen.tsx";
import { usePageTitle } from "../../../lib/page-title.tsx";

function PageOnly({ children }: { children: ReactNode }) {
  return children;
}

/**
 * How the menu is laid out: the store route shows a carousel per tag whose tags open the category
 * view; `/shop` shows a grid of ≤ 10 items per tag whose tags scroll to their section (spec §2).
 */
export type StoreLayout = "carousels" | "sections";

/**
 * The one store page of both `/customer/store/{storeId}` and `/shop`: header image, logo, name,
 * like, fee and time, the menu search, the tags and the menu; `StoreFrame` puts the cart beside it.
 */
export function StorePage({
  storeId,
  layout,
  productAction,
  StoreFrame = PageOnly,
  unavailable = <StoreNotFound />,
}: MenuSlots & { storeId: number; layout: StoreLayout; unavailable?: ReactNode }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim(), 250);
  const info = useQuery(storeInfoOptions(storeId));
  const menu = useQuery(shopMenuOptions(storeId, keyword));
  // On /shop the menu renders in a transition after the render that shows the store's header and
  // takes the server's first screen over, which often gets both answers at once: React slices it, and
  // the task that un-hides the app stays short (Lighthouse TBT, decision 046). The store route's
  // carousels render with the header as before: deferred, its Lighthouse TBT rose (344 -> 798 ms).
  const deferredMenu = useDeferredValue(menu.data);
  const menuData = layout === "sections" ? deferredMenu : menu.data;
  usePageTitle(info.data?.businessName);
  // The server's banner and name (server/src/plugins/first-screen.ts) stay until this page shows its
  // header, or knows it cannot (decision 039).
  useFirstScreenHandoff(info.data !== undefined || info.isError);

  if (info.isError) return unavailable;
  if (!info.data) {
    return (
      <div className="page store-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("common.loading")}
        </p>
        {/* Not `store-header__banner`: the server's banner may still be on screen (decision 039). */}
        <div className="store-page__banner-skeleton skeleton" />
      </div>
    );
  }
  const store = info.data;
  const tags = menuData?.categoryTags ?? [];
  const sections = layout === "sections";
  return (
    <StoreFrame shopId={store.shopId} shopName={store.businessName}>
      <div className="page store-page">
        <StoreHeader store={store} />
        <MenuSearch value={search} onChange={setSearch} storeName={store.businessName} />
        {sections ? (
          <TagCarousel storeId={store.shopId} tags={tags} onSelect={scrollToTag} />
        ) : (
          <TagCarousel storeId={store.shopId} tags={keyword ? tags : store.tags} />
        )}
        <p className="visually-hidden" role="status">
          {keyword && menuData
            ? t("discovery.store.results", { count: tags.reduce((n, tag) => n + tag.totalCount, 0) })
            : ""}
        </p>
        {!menuData ? (
          <div className="product-grid" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : tags.length === 0 ? (
          <EmptyState
            title={keyword ? t("discovery.store.noResults", { q: keyword }) : t("discovery.store.emptyMenu")}
          />
        ) : sections ? (
          <MenuSections tags={tags} action={productAction} />
        ) : (
          <MenuCarousels storeId={store.shopId} tags={tags} action={productAction} />
        )}
      </div>
    </StoreFrame>
  );
}

/** `/customer/store/{storeId}`. */
export function StoreScreen(slots: MenuSlots) {
  const storeId = Number(useParams().storeId);
  if (!Number.isInteger(storeId) || storeId <= 0) return <StoreNotFound />;
  return <StorePage key={storeId} storeId={storeId} layout="carousels" {...slots} />;
}

/** `/shop` without a shop: the storefront has none configured, or it cannot be loaded. */
function ShopUnavailable() {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <div className="page discovery-page">
      <header className="discovery-page__head">
        <h1 dir="auto">{brandName}</h1>
      </header>
      <EmptyState
        title={t("discovery.shop.unavailable")}
        action={<ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>}
      />
    </div>
  );
}

/** `/shop`: the storefront's own shop (shop id from the tenant configuration) on the same store page. */
export function ShopScreen(slots: MenuSlots) {
  const { shopId } = useTenant();
  if (shopId === null) return <ShopUnavailable />;
  return <StorePage storeId={shopId} layout="sections" unavailable={<ShopUnavailable />} {...slots} />;
}
