import { useQuery } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { paths } from "../../../config/paths.ts";
import { shopMenuOptions } from "../api/menus.ts";
import { storeInfoOptions } from "../api/stores.ts";
import { MenuSearch } from "../components/menu-search.tsx";
import { ProductCard, ProductCardSkeleton } from "../components/product-card.tsx";
import { StoreHeader } from "../components/store-header.tsx";
import { EmptyState } from "../components/store-list.tsx";
import { TagCarousel } from "../components/tag-carousel.tsx";
import { productCarouselSlides } from "../constants.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import type { MenuSlots } from "../menu-slots.ts";
import { StoreNotFound } from "./store-not-found.tsx";
import "./store-page.css";

function PageOnly({ children }: { children: ReactNode }) {
  return children;
}

/** `/customer/store/{storeId}`: the store's header, search, tags and one product carousel per tag. */
export function StoreScreen({ productAction, StoreFrame = PageOnly }: MenuSlots) {
  const { t } = useTranslation();
  const storeId = Number(useParams().storeId);
  const valid = Number.isInteger(storeId) && storeId > 0;
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim(), 250);
  const info = useQuery({ ...storeInfoOptions(storeId), enabled: valid });
  const menu = useQuery({ ...shopMenuOptions(storeId, keyword), enabled: valid });

  if (!valid || info.isError) return <StoreNotFound />;
  if (!info.data) {
    return (
      <div className="page store-page" aria-busy="true">
        <p className="visually-hidden" role="status">
          {t("common.loading")}
        </p>
        <div className="store-header__banner skeleton" />
      </div>
    );
  }
  const store = info.data;
  const tags = menu.data?.categoryTags ?? [];
  return (
    <StoreFrame shopId={store.shopId} shopName={store.businessName}>
      <div className="page store-page">
        <StoreHeader store={store} />
        <MenuSearch value={search} onChange={setSearch} storeName={store.businessName} />
        <TagCarousel storeId={store.shopId} tags={keyword ? tags : store.tags} />
        <p className="visually-hidden" role="status">
          {keyword && menu.data
            ? t("discovery.store.results", { count: tags.reduce((n, tag) => n + tag.totalCount, 0) })
            : ""}
        </p>
        {!menu.data ? (
          <div className="product-grid" aria-hidden="true">
            {[0, 1, 2, 3, 4].map((i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        ) : tags.length === 0 ? (
          <EmptyState
            title={keyword ? t("discovery.store.noResults", { q: keyword }) : t("discovery.store.emptyMenu")}
          />
        ) : (
          tags.map((tag) => (
            <Carousel
              key={tag.id}
              title={tag.name}
              slidesPerView={productCarouselSlides}
              headerExtra={
                <Link
                  className="see-all"
                  to={paths.customer.storeCategory.href(store.shopId, tag)}
                  aria-label={t("discovery.store.seeAllOf", { tag: tag.name })}
                >
                  {t("discovery.store.seeAll")}
                </Link>
              }
            >
              {tag.items.map((product) => (
                <ProductCard key={product.id} product={product} action={productAction?.(product)} />
              ))}
            </Carousel>
          ))
        )}
      </div>
    </StoreFrame>
  );
}
