import {
  discoveryLimits,
  type OpeningState,
  type StoreCardProduct,
  type StoreSummary,
  toDollars,
} from "@dutchpot/contract";
import type { CardProductRow, StoreRow } from "./stores.repository.ts";

/** "20-35 min" (or "25 min"); the spec's default text when the shop has no estimate. */
export function deliveryTimeText(min: number | null, max: number | null): string {
  if (min == null || max == null || max <= 0) return discoveryLimits.defaultDeliveryTime;
  return min === max ? `${min} min` : `${min}-${max} min`;
}

/** The same estimate in minutes (the web app formats and translates them); the default when there is none. */
export function deliveryTimeMinutes(
  min: number | null,
  max: number | null,
): { deliveryTimeMin: number; deliveryTimeMax: number } {
  if (min == null || max == null || max <= 0) {
    return {
      deliveryTimeMin: discoveryLimits.defaultDeliveryTimeMin,
      deliveryTimeMax: discoveryLimits.defaultDeliveryTimeMax,
    };
  }
  return { deliveryTimeMin: min, deliveryTimeMax: max };
}

export const toCardProduct = (p: CardProductRow): StoreCardProduct => ({
  id: p.id,
  name: p.name,
  unitPrice: toDollars(p.unitPriceCents),
  imageUrl: p.imageUrl,
});

/** Metres as the cards show them: kilometres to the metre. */
export const distanceKm = (metres: number) => Math.round(metres) / 1000;

export function toStoreSummary(
  row: StoreRow,
  extra: { liked: boolean; products: CardProductRow[]; distanceMetres?: number; openingState: OpeningState },
): StoreSummary {
  const deliveryFee = toDollars(row.deliveryFeeCents);
  const rating = Number(row.rating);
  return {
    shopId: row.id,
    tenantId: row.tenantId,
    businessName: row.name,
    kind: row.kind,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    deliveryFee,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
    latitude: row.latitude,
    longitude: row.longitude,
    offersPickup: row.offersPickup,
    distanceKm: extra.distanceMetres === undefined ? null : distanceKm(extra.distanceMetres),
    isSavedShop: extra.liked,
    isLiked: extra.liked,
    shopDetails: {
      shopName: row.name,
      tenant: {
        rating,
        deliveryTime: deliveryTimeText(row.deliveryTimeMin, row.deliveryTimeMax),
        ...deliveryTimeMinutes(row.deliveryTimeMin, row.deliveryTimeMax),
        deliveryFee,
      },
    },
    productsInShop: extra.products.map(toCardProduct),
    openingState: extra.openingState,
    timeZone: row.timeZone,
  };
}
