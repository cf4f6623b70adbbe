import type { Product, ShopMenu } from "@dutchpot/contract";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { paths } from "../../../config/paths.ts";
import { isolateData } from "../../../lib/format.ts";
import { itemsPerCategory } from "../api/menus.ts";
import { ProductCard } from "../components/product-card.tsx";
import type { TagItem } from "../components/tag-carousel.tsx";
import { productCarouselSlides } from "../constants.ts";
import { useProgressiveCount } from "../hooks/use-progressive-count.ts";

type Tags = ShopMenu["categoryTags"];
type Action = ((product: Product) => ReactNode) | undefined;

export const sectionId = (tagId: number) => `store-tag-${tagId}`;

/** On `/shop` a tag scrolls to its section and focuses it (spec §2) instead of opening the category view. */
export function scrollToTag(tag: TagItem) {
  const section = document.getElementById(sectionId(tag.id));
  if (!section) return;
  section.scrollIntoView({ behavior: "smooth", block: "start" });
  section.focus({ preventScroll: true });
}

/** Tags rendered with the menu's answer (a phone's first screen shows part of one); the others follow, a tag per task (decision 046). */
const firstTags = 1;

/** The store page's menu: one product carousel per tag, each with See All (the category view). */
export function MenuCarousels({ storeId, tags, action }: { storeId: number; tags: Tags; action: Action }) {
  const { t, i18n } = useTranslation();
  // Whole, not a tag per task: each carousel measures its track when it mounts, so every step laid the
  // page out again (Lighthouse, store page: 10 -> 17 long tasks, TBT 344 -> 798 ms; decision 046).
  return tags.map((tag) => (
    <Carousel
      key={tag.id}
      title={tag.name}
      slidesPerView={productCarouselSlides}
      headerExtra={
        <Link
          className="see-all"
          to={paths.customer.storeCategory.href(storeId, tag)}
          aria-label={t("discovery.store.seeAllOf", { tag: isolateData(tag.name, i18n.language) })}
        >
          {t("discovery.store.seeAll")}
        </Link>
      }
    >
      {tag.items.map((product) => (
        <ProductCard key={product.id} product={product} action={action?.(product)} />
      ))}
    </Carousel>
  ));
}

/** The shop page's menu: one section per tag with a grid of at most 10 items (spec §2). */
export function MenuSections({ tags, action }: { tags: Tags; action: Action }) {
  // Every section and its title at once (a tag scrolls to its section at any time); the cards fill
  // in a section per task.
  const shown = useProgressiveCount(tags.length, firstTags, 1);
  return tags.map((tag, index) => (
    <section
      key={tag.id}
      id={sectionId(tag.id)}
      tabIndex={-1}
      className="store-section"
      aria-labelledby={`${sectionId(tag.id)}-title`}
    >
      <h2 id={`${sectionId(tag.id)}-title`} dir="auto">
        {tag.name}
      </h2>
      <ul className="product-grid">
        {tag.items.slice(0, index < shown ? itemsPerCategory : 0).map((product) => (
          <li key={product.id}>
            <ProductCard product={product} action={action?.(product)} />
          </li>
        ))}
      </ul>
    </section>
  ));
}
