import type { Row } from "../expectations.ts";

/**
 * Merchant console: shops, settings, going live, pause, hours and closures (issue 15). Every call
 * names partner A's shop: another tenant's admin gets 404, a customer or the host admin 403.
 */
const shopRow = (request: Row["request"], extra: Partial<Row> = {}): Row => ({
  access: "tenantAdmin",
  notOwner: 404,
  request,
  ...extra,
});

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

export const merchantShopRows: Record<string, Row> = {
  // The admin's own shops: nobody else's show (the marker check), so no id and no 404.
  "MerchantShop.GetAll": { access: "tenantAdmin", request: () => ({}) },
  "MerchantShop.Get": shopRow(({ consoles }) => ({ query: { id: consoles.partnerA.shopId } })),
  "MerchantShop.Update": shopRow(({ consoles }) => ({
    body: {
      id: consoles.partnerA.shopId,
      name: "Matrix Kitchen",
      description: "Updated by its owner",
      logoUrl: consoles.uploadedImagePath,
      bannerUrl: null,
      address: "1 Yonge St",
      city: "Toronto",
      postCode: "M5E 1E5",
      latitude: 43.6426,
      longitude: -79.3871,
      deliveryFee: 2.99,
      deliveryRadiusKm: 10,
      prepTimeMinutes: 20,
      deliveryTimeMin: 20,
      deliveryTimeMax: 40,
      slotCapacity: 5,
      offersDelivery: true,
      offersPickup: true,
    },
  })),
  "MerchantShop.SetLive": shopRow(({ consoles }) => ({ body: { id: consoles.partnerA.shopId, isLive: true } })),
  // Busy, then open again at once (the owner's orders rows read the board meanwhile).
  "MerchantShop.Pause": shopRow(({ consoles }) => ({ body: { id: consoles.partnerA.shopId, minutes: null } })),
  "MerchantShop.GetHours": shopRow(({ consoles }) => ({ query: { id: consoles.partnerA.shopId } })),
  "MerchantShop.SetHours": shopRow(({ consoles }) => ({
    body: {
      id: consoles.partnerA.shopId,
      days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
        dayOfWeek,
        intervals: [{ opensAt: "00:00", closesAt: "24:00" }],
      })),
    },
  })),
  "MerchantShop.AddClosure": shopRow(({ consoles }) => ({
    body: { id: consoles.partnerA.shopId, date: inDays(25), reason: "Inventory" },
  })),
  "MerchantShop.RemoveClosure": shopRow(({ consoles }) => ({
    query: { id: consoles.partnerA.shopId, date: consoles.partnerA.closureDate },
  })),
};
