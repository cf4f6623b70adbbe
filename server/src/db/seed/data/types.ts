/**
 * Shape of the demo marketplace content (`./*.ts`), consumed by the seed runner (`../seed.ts`).
 * Content only: no ids, no database concerns. Images are files under `server/public/media/`,
 * served by the app at `/media/...`.
 */
import type { ShopKind } from "@dutchpot/contract";

export interface SeedOptionValue {
  name: string;
  /** Extra cost in cents (0 allowed). */
  costCents: number;
  preSelected?: boolean;
}

export interface SeedOptionGroup {
  /** The question shown above the values, e.g. "Choose a size". */
  prompt: string;
  /** 2 = single choice (radio); 3 and 4 = multiple choice (checkboxes). */
  controlType: 2 | 3 | 4;
  required?: boolean;
  values: SeedOptionValue[];
}

export interface SeedItem {
  name: string;
  description: string;
  priceCents: number;
  /** Illustration file name under `/media/food/` (e.g. "jerk-chicken.svg"). */
  image: string;
  options?: SeedOptionGroup[];
}

/** A menu section of one shop ("shop tag"), e.g. "Jerk & Grill", "Patties", "Drinks". */
export interface SeedTag {
  name: string;
  items: SeedItem[];
}

export interface SeedShop {
  /** Unique, kebab-case; logo and banner live at `/media/shops/<slug>/{logo,banner}.svg`. */
  slug: string;
  name: string;
  kind: ShopKind;
  description: string;
  /** Street address in Toronto, e.g. "1154 Eglinton Ave W". */
  address: string;
  city: string;
  /** Canadian postal code, e.g. "M6C 2E2". */
  postCode: string;
  latitude: number;
  longitude: number;
  /** 3.5–5.0, one decimal. */
  rating: number;
  deliveryFeeCents: number;
  deliveryTimeMin: number;
  deliveryTimeMax: number;
  /** Customers may collect orders at the shop; default true (delivery-only kitchens say false). */
  offersPickup?: boolean;
  /** Names of marketplace categories (see `categories.ts`) this shop is listed under. */
  categories: string[];
  /** 3–6 menu sections holding 12–40 items in all. */
  tags: SeedTag[];
}

/** A marketplace-level category (stores by category page), e.g. "Jerk", "Seafood", "Bakery". */
export interface SeedCategory {
  name: string;
  /** Illustration file name under `/media/categories/`. */
  image: string;
}
