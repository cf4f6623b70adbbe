import type { SlidesPerView } from "../../components/ui/carousel.tsx";

/** Spec §9: store map zoom 18. */
export const storeMapZoom = 18;

/** Spec §9: category tag carousel — 12 wide, 5 below 1024 px, 2 below 600 px, 1 below 480 px. */
export const tagCarouselSlides: SlidesPerView = { 0: 1, 480: 2, 600: 5, 1024: 12 };
/** Spec §9: store product carousel — 5 at 1024 px, 4 at 900 px, 2 at 600 px, 1 at 480 px (and below). */
export const productCarouselSlides: SlidesPerView = { 0: 1, 600: 2, 900: 4, 1024: 5 };
/** Spec §2: product slider on a map store card shows 5 (narrower cards show fewer). */
export const storeCardProductSlides: SlidesPerView = { 0: 3, 1024: 5 };
/** Spec §2: the store list carousel shows 3 items. */
export const storeCarouselSlides: SlidesPerView = { 0: 1, 600: 2, 1024: 3 };
