import { categories } from "./categories.ts";
import { convenienceStores } from "./convenience.ts";
import { groceryStores } from "./grocery.ts";
import { homeChefs } from "./home-chefs.ts";
import { downtownEastRestaurants } from "./restaurants-downtown-east.ts";
import { dutchpotKitchen } from "./restaurants-flagship.ts";
import { littleJamaicaRestaurants } from "./restaurants-little-jamaica.ts";
import { scarboroughRestaurants } from "./restaurants-scarborough.ts";
import { westRestaurants } from "./restaurants-west.ts";
import type { SeedCategory, SeedShop } from "./types.ts";

export type { SeedCategory, SeedItem, SeedOptionGroup, SeedOptionValue, SeedShop, SeedTag } from "./types.ts";

/** Marketplace categories shown on the storefront. */
export const demoCategories: SeedCategory[] = categories;

/** Every demo shop; `dutchpot-kitchen` is the marketplace's own flagship. */
export const demoShops: SeedShop[] = [
  dutchpotKitchen,
  ...littleJamaicaRestaurants,
  ...scarboroughRestaurants,
  ...westRestaurants,
  ...downtownEastRestaurants,
  ...groceryStores,
  ...convenienceStores,
  ...homeChefs,
];
