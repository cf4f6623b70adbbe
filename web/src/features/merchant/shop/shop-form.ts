import { merchantShopLimits as L, type MerchantShop, type UpdateMerchantShopInput } from "@dutchpot/contract";

/** The settings form's values: text as typed, numbers as strings until saved. */
export interface ShopFormValues {
  name: string;
  description: string;
  logoUrl: string | null;
  bannerUrl: string | null;
  address: string;
  city: string;
  postCode: string;
  latitude: string;
  longitude: string;
  /** The admin moved the pin (or typed coordinates): they are sent; else the server geocodes a new address. */
  pinMoved: boolean;
  deliveryFee: string;
  deliveryRadiusKm: string;
  prepTimeMinutes: string;
  deliveryTimeMin: string;
  deliveryTimeMax: string;
  slotCapacity: string;
  offersDelivery: boolean;
  offersPickup: boolean;
}

export type ShopField = Exclude<keyof ShopFormValues, "pinMoved">;

export function formValuesOf(shop: MerchantShop): ShopFormValues {
  return {
    name: shop.name,
    description: shop.description,
    logoUrl: shop.logoUrl,
    bannerUrl: shop.bannerUrl,
    address: shop.address,
    city: shop.city,
    postCode: shop.postCode,
    latitude: String(shop.latitude),
    longitude: String(shop.longitude),
    pinMoved: false,
    deliveryFee: shop.deliveryFee.toFixed(2),
    deliveryRadiusKm: String(shop.deliveryRadiusKm),
    prepTimeMinutes: String(shop.prepTimeMinutes),
    deliveryTimeMin: String(shop.deliveryTimeMin),
    deliveryTimeMax: String(shop.deliveryTimeMax),
    slotCapacity: String(shop.slotCapacity),
    offersDelivery: shop.offersDelivery,
    offersPickup: shop.offersPickup,
  };
}

/** A problem of one field, as a `merchantShop.errors.*` key with its values. */
export interface FieldProblem {
  key: string;
  values?: Record<string, number>;
}

const decimal = /^\d+(\.\d+)?$/;
const whole = /^\d+$/;

function numberProblem(text: string, min: number, max: number, integer: boolean): FieldProblem | null {
  const trimmed = text.trim();
  if (!(integer ? whole : decimal).test(trimmed)) return { key: integer ? "wholeNumber" : "number" };
  const value = Number(trimmed);
  return value < min || value > max ? { key: "range", values: { min, max } } : null;
}

/** Every field problem before anything is sent (the server checks the same rules again). */
export function problemsOf(v: ShopFormValues): Partial<Record<ShopField, FieldProblem>> {
  const p: Partial<Record<ShopField, FieldProblem>> = {};
  if (!v.name.trim()) p.name = { key: "required" };
  else if (v.name.trim().length > L.nameMax) p.name = { key: "tooLong", values: { max: L.nameMax } };
  if (v.description.length > L.descriptionMax) p.description = { key: "tooLong", values: { max: L.descriptionMax } };
  for (const [field, max] of [
    ["address", L.addressMax],
    ["city", L.cityMax],
    ["postCode", L.postCodeMax],
  ] as const) {
    if (!v[field].trim()) p[field] = { key: "required" };
    else if (v[field].trim().length > max) p[field] = { key: "tooLong", values: { max } };
  }
  const checks: [ShopField, number, number, boolean][] = [
    ["deliveryFee", 0, L.deliveryFeeMax, false],
    ["deliveryRadiusKm", L.radiusMinKm, L.radiusMaxKm, false],
    ["prepTimeMinutes", 0, L.prepMax, true],
    ["deliveryTimeMin", 0, L.deliveryTimeMax, true],
    ["deliveryTimeMax", 0, L.deliveryTimeMax, true],
    ["slotCapacity", 0, L.slotCapacityMax, true],
  ];
  for (const [field, min, max, integer] of checks) {
    const problem = numberProblem(String(v[field]), min, max, integer);
    if (problem) p[field] = problem;
  }
  if (!p.deliveryTimeMin && !p.deliveryTimeMax && Number(v.deliveryTimeMax) < Number(v.deliveryTimeMin)) {
    p.deliveryTimeMax = { key: "maxBelowMin" };
  }
  if (v.pinMoved) {
    const lat = Number(v.latitude);
    const lng = Number(v.longitude);
    if (!Number.isFinite(lat) || lat < -90 || lat > 90 || v.latitude.trim() === "") p.latitude = { key: "latitude" };
    if (!Number.isFinite(lng) || lng < -180 || lng > 180 || v.longitude.trim() === "")
      p.longitude = { key: "longitude" };
  }
  if (!v.offersDelivery && !v.offersPickup) p.offersPickup = { key: "deliveryOrPickup" };
  return p;
}

/** The Update call's body from valid form values. */
export function updateInputOf(id: number, v: ShopFormValues): UpdateMerchantShopInput {
  return {
    id,
    name: v.name.trim(),
    description: v.description,
    logoUrl: v.logoUrl,
    bannerUrl: v.bannerUrl,
    address: v.address.trim(),
    city: v.city.trim(),
    postCode: v.postCode.trim(),
    latitude: v.pinMoved ? Number(v.latitude) : null,
    longitude: v.pinMoved ? Number(v.longitude) : null,
    deliveryFee: Number(v.deliveryFee),
    deliveryRadiusKm: Number(v.deliveryRadiusKm),
    prepTimeMinutes: Number(v.prepTimeMinutes),
    deliveryTimeMin: Number(v.deliveryTimeMin),
    deliveryTimeMax: Number(v.deliveryTimeMax),
    slotCapacity: Number(v.slotCapacity),
    offersDelivery: v.offersDelivery,
    offersPickup: v.offersPickup,
  };
}
