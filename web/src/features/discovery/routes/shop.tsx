import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import { itemsPerCategory, shopMenuOptions } from "../api/menus.ts";
import { ProductCard, ProductCardSkeleton } from "../components/product-card.tsx";
import { EmptyState } from "../components/store-list.tsx";
import { TagCarousel, type TagItem } from "../components/tag-carousel.tsx";
import type { MenuSlots } from "../menu-slots.ts";
import "./discovery-page.css";
import "./shop.css";

const sectionId = (tagId: number) => `shop-tag-${tagId}`;

function scrollToTag(tag: TagItem) {
  const section = document.getElementById(sectionId(tag.id));
  if (!section) return;
  section.scrollIntoView({ behavior: "smooth", block: "start" });
  section.focus({ preventScroll: true });
}

/** `/shop`: the storefront's own shop (shop id from the tenant configuration), ≤ 10 items per category. */
export function ShopScreen({ productAction }: MenuSlots) {
  const { t } = useTranslation();
  const { shopId, brandName } = useTenant();
  const menu = useQuery({ ...shopMenuOptions(shopId ?? 0), enabled: shopId !== null });

  if (shopId === null || menu.isError) {
    return (
      <div className="page discovery-page">
        <header className="discovery-page__head">
          <h1>{brandName}</h1>
        </header>
        <EmptyState
          title={t("discovery.shop.unavailable")}
          action={<ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>}
        />
      </div>
    );
  }
  const data = menu.data;
  return (
    <div className="page shop-page">
      <header className="discovery-page__head">
        <h1>{data?.shopName ?? brandName}</h1>
        {data ? (
          <p>
            <ButtonLink to={paths.customer.store.href(data.shopId)} variant="ghost" size="sm">
              {t("discovery.shop.storeInfo")}
            </ButtonLink>
          </p>
        ) : null}
      </header>
      {data ? <TagCarousel storeId={data.shopId} tags={data.categoryTags} onSelect={scrollToTag} /> : null}
      {!data ? (
        <section aria-busy="true" aria-label={t("common.loading")}>
          <div className="product-grid">
            {Array.from({ length: 8 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders are positional
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        </section>
      ) : data.categoryTags.length === 0 ? (
        <EmptyState title={t("discovery.store.emptyMenu")} />
      ) : (
        data.categoryTags.map((tag) => (
          <section
            key={tag.id}
            id={sectionId(tag.id)}
            tabIndex={-1}
            className="shop-section"
            aria-labelledby={`${sectionId(tag.id)}-title`}
          >
            <h2 id={`${sectionId(tag.id)}-title`}>{tag.name}</h2>
            <ul className="product-grid">
              {tag.items.slice(0, itemsPerCategory).map((product) => (
                <li key={product.id}>
                  <ProductCard product={product} action={productAction?.(product)} />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  );
}
