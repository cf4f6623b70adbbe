import type { SeedCategory } from "./types.ts";

/** Marketplace-level categories; images live under `/media/categories/`. */
export const categories: SeedCategory[] = [
  { name: "Jerk & Grill", image: "jerk-grill.svg" },
  { name: "Patties & Bakery", image: "patties-bakery.svg" },
  { name: "Seafood", image: "seafood.svg" },
  { name: "Curry", image: "curry.svg" },
  { name: "Roti & Doubles", image: "roti-doubles.svg" },
  { name: "Vegan & Ital", image: "vegan-ital.svg" },
  { name: "Breakfast", image: "breakfast.svg" },
  { name: "Drinks & Juices", image: "drinks-juices.svg" },
  { name: "Desserts", image: "desserts.svg" },
  { name: "Groceries", image: "groceries.svg" },
  { name: "Convenience", image: "convenience.svg" },
  { name: "Home Cooking", image: "home-cooking.svg" },
];
