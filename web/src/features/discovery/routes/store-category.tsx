import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { parseCategorySegment, paths } from "../../../config/paths.ts";
import { tagMenuOptions } from "../api/menus.ts";
import { storeInfoOptions } from "../api/stores.ts";
import { MenuSearch } from "../components/menu-search.tsx";
import { ProductCard, ProductCardSkeleton } from "../components/product-card.tsx";
import { EmptyState } from "../components/store-list.tsx";
import { TagCarousel } from "../components/tag-carousel.tsx";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import type { MenuSlots } from "../menu-slots.ts";
import { StoreNotFound } from "./store-not-found.tsx";
import "./store-page.css";

/** `/customer/store/{storeId}/category/{json tag}`: breadcrumb, search, tags and the tag's products. */
export function StoreCategoryScreen({ productAction }: MenuSlots) {
  const { t } = useTranslation();
  const params = useParams();
  const storeId = Number(params.storeId);
  const tag = parseCategorySegment(params.category);
  const valid = Number.isInteger(storeId) && storeId > 0 && tag !== null;
  const [search, setSearch] = useState("");
  const keyword = useDebouncedValue(search.trim(), 250);
  const info = useQuery({ ...storeInfoOptions(storeId), enabled: valid });
  const products = useQuery({ ...tagMenuOptions(tag?.id ?? 0, keyword), enabled: valid });

  if (!valid || info.isError || products.isError) return <StoreNotFound />;
  const storeName = info.data?.businessName ?? "";
  return (
    <div className="page store-page">
      <nav aria-label={t("discovery.category.breadcrumb")} className="breadcrumb">
        <ol>
          <li>
            <Link to={paths.customer.store.href(storeId)}>{t("discovery.category.storeHome")}</Link>
          </li>
          <li aria-current="page">
            <bdi>{tag.name}</bdi>
          </li>
        </ol>
      </nav>
      <h1 className="store-page__title">
        <bdi>{tag.name}</bdi>
        {storeName ? (
          <span className="store-page__subtitle" dir="auto">
            {storeName}
          </span>
        ) : null}
      </h1>
      <MenuSearch value={search} onChange={setSearch} storeName={storeName || tag.name} />
      {info.data ? <TagCarousel storeId={storeId} tags={info.data.tags} currentTagId={tag.id} /> : null}
      {!products.data ? (
        <div className="product-grid" aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <ProductCardSkeleton key={i} />
          ))}
        </div>
      ) : products.data.items.length === 0 ? (
        <EmptyState title={keyword ? t("discovery.store.noResults", { q: keyword }) : t("discovery.store.emptyMenu")} />
      ) : (
        <section aria-labelledby="tag-products">
          <h2 id="tag-products" className="visually-hidden">
            {t("discovery.category.products", { tag: tag.name })}
          </h2>
          <ul className="product-grid">
            {products.data.items.map((product) => (
              <li key={product.id}>
                <ProductCard product={product} action={productAction?.(product)} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
