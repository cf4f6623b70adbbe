import type { StoreSummary } from "@dutchpot/contract";

/**
 * A store card's summary as the discovery calls answer it: an open restaurant in downtown Toronto,
 * CA$2.99 delivery in 25-40 min, rated 4.6, no products. The business name is also the shop name.
 */
export function storeFixture(
  overrides: Partial<StoreSummary> & { shopId: number; businessName: string },
): StoreSummary {
  const { shopId, businessName } = overrides;
  return {
    tenantId: 100 + shopId,
    kind: "restaurant",
    logoUrl: null,
    bannerUrl: null,
    deliveryFee: 2.99,
    address: "1 King St W",
    city: "Toronto",
    postCode: "M5H 1A1",
    latitude: 43.65,
    longitude: -79.38,
    offersPickup: false,
    distanceKm: null,
    isSavedShop: false,
    isLiked: false,
    shopDetails: {
      shopName: businessName,
      tenant: { rating: 4.6, deliveryTime: "25-40 min", deliveryTimeMin: 25, deliveryTimeMax: 40, deliveryFee: 2.99 },
    },
    productsInShop: [],
    openingState: { isOpen: true, closesAt: null, opensAt: null },
    timeZone: "America/Toronto",
    ...overrides,
  };
}
