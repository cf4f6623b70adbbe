import type { StoreSummary } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { filterStores, fold } from "./search.ts";

function store(id: number, name: string, products: string[] = [], address = "1 King St W"): StoreSummary {
  return {
    shopId: id,
    tenantId: 10 + id,
    businessName: name,
    kind: "restaurant",
    logoUrl: null,
    bannerUrl: null,
    deliveryFee: 2.99,
    address,
    city: "Toronto",
    postCode: "M5H 1A1",
    latitude: 43.65,
    longitude: -79.38,
    offersPickup: true,
    distanceKm: 1,
    isSavedShop: false,
    isLiked: false,
    shopDetails: {
      shopName: name,
      tenant: { rating: 4.5, deliveryTime: "20-30 min", deliveryTimeMin: 20, deliveryTimeMax: 30, deliveryFee: 2.99 },
    },
    productsInShop: products.map((p, i) => ({ id: id * 100 + i, name: p, unitPrice: 5, imageUrl: null })),
    openingState: { isOpen: true, closesAt: null, opensAt: null },
    timeZone: "America/Toronto",
  };
}

const stores = [
  store(1, "Rasta Pasta Kitchen", ["Jerk chicken pasta"]),
  store(2, "Épicerie Kingston", ["Ackee", "Callaloo"]),
  store(3, "Patty King", ["Beef patty"], "1154 Eglinton Ave W"),
];

describe("fold", () => {
  it("drops accents and case", () => {
    expect(fold("Épicerie CRÈME")).toBe("epicerie creme");
  });
});

describe("filterStores", () => {
  it("returns every store for a blank query", () => {
    expect(filterStores(stores, "  ")).toBe(stores);
  });

  it("matches names without accents or case", () => {
    expect(filterStores(stores, "epicerie").map((s) => s.shopId)).toEqual([2]);
  });

  it("matches products and addresses, and needs every word", () => {
    expect(filterStores(stores, "callaloo").map((s) => s.shopId)).toEqual([2]);
    expect(filterStores(stores, "eglinton").map((s) => s.shopId)).toEqual([3]);
    expect(filterStores(stores, "jerk pasta").map((s) => s.shopId)).toEqual([1]);
    expect(filterStores(stores, "jerk patty")).toEqual([]);
  });
});
