import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Carousel } from "../../../components/ui/carousel.tsx";
import { paths } from "../../../config/paths.ts";
import { tagCarouselSlides } from "../constants.ts";
import "./tag-carousel.css";

export interface TagItem {
  id: number;
  name: string;
  imageUrl: string | null;
}

/**
 * The store's category tags. On the store page and in the category view a tag opens the category
 * view; on the shop page (`onSelect`) it scrolls to that category instead (spec §2).
 */
export function TagCarousel({
  storeId,
  tags,
  currentTagId,
  onSelect,
}: {
  storeId: number;
  tags: TagItem[];
  currentTagId?: number;
  onSelect?: (tag: TagItem) => void;
}) {
  const { t } = useTranslation();
  if (tags.length === 0) return null;
  return (
    <Carousel
      title={t("discovery.store.categories")}
      hideTitle
      compact
      slidesPerView={tagCarouselSlides}
      // 12 per view at 1024 px is 65 px a tile beside the cart panel: "Jerk & Grill" took three lines.
      minSlideWidth="7rem"
    >
      {tags.map((tag) => {
        const content = (
          <>
            {tag.imageUrl ? <img src={tag.imageUrl} alt="" /> : null}
            <span dir="auto">{tag.name}</span>
          </>
        );
        return onSelect ? (
          <button key={tag.id} type="button" className="tag-chip" onClick={() => onSelect(tag)}>
            {content}
          </button>
        ) : (
          <Link
            key={tag.id}
            className="tag-chip"
            to={paths.customer.storeCategory.href(storeId, tag)}
            aria-current={tag.id === currentTagId ? "page" : undefined}
          >
            {content}
          </Link>
        );
      })}
    </Carousel>
  );
}
