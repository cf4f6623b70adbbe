/** Stores near a point: those that deliver there, or those offering pickup. */
export type NearMeKind = "delivery" | "pickup";

/** One key factory for every discovery query, so mutations invalidate exactly what they change. */
export const discoveryKeys = {
  all: ["discovery"] as const,
  nearMe: (kind: NearMeKind, latitude: number, longitude: number, radius: number) =>
    [...discoveryKeys.all, "near-me", kind, latitude, longitude, radius] as const,
  list: (list: string, id?: number) => [...discoveryKeys.all, "list", list, id ?? null] as const,
  store: (shopId: number) => [...discoveryKeys.all, "store", shopId] as const,
  menu: (shopId: number, keyword: string) => [...discoveryKeys.all, "menu", shopId, keyword] as const,
  tagMenu: (tagId: number, keyword: string) => [...discoveryKeys.all, "tag-menu", tagId, keyword] as const,
  category: (id: number) => [...discoveryKeys.all, "category", id] as const,
  categories: () => [...discoveryKeys.all, "categories"] as const,
  shopTypes: () => [...discoveryKeys.all, "shop-types"] as const,
  liked: () => [...discoveryKeys.all, "liked"] as const,
  suggestions: (input: string) => [...discoveryKeys.all, "suggestions", input] as const,
  reverse: (latitude: number, longitude: number) => [...discoveryKeys.all, "reverse", latitude, longitude] as const,
};
