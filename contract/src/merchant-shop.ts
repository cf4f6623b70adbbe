import { z } from "zod";
import { idQuerySchema, idSchema, nameText, text } from "./primitives.ts";
import { ShopKindSchema } from "./shops.ts";

/**
 * The merchant console's shop calls (issue 15; docs/merchant-console.md): a tenant admin's shops,
 * their settings, going live, pausing, opening hours and closures. Every call acts for the token's
 * tenant only: another tenant's shop answers 404.
 */

/** Why customers cannot see a shop (the listing rule: active, live, ≥1 active item, opening hours). */
export const hiddenReasons = ["inactive", "notLive", "noActiveItems", "noHours"] as const;
export const HiddenReasonSchema = z.enum(hiddenReasons);
export type HiddenReason = z.infer<typeof HiddenReasonSchema>;

/** What going live still needs (SetLive refuses with these named). */
export const goLiveRequirements = ["noActiveItems", "noHours"] as const;

/** The limits of the settings form (server and web read the same numbers). */
export const merchantShopLimits = {
  nameMax: 128,
  descriptionMax: 2000,
  addressMax: 256,
  cityMax: 128,
  postCodeMax: 16,
  urlMax: 512,
  deliveryFeeMax: 100,
  radiusMinKm: 0.5,
  radiusMaxKm: 100,
  prepMax: 240,
  deliveryTimeMax: 240,
  slotCapacityMax: 1000,
  pauseMinutesMax: 24 * 60,
  closureReasonMax: 200,
} as const;

const L = merchantShopLimits;

export const MerchantShopIdQuerySchema = z.object({ id: idQuerySchema });
export const MerchantShopIdInputSchema = z.object({ id: idSchema });

/** One line of `MerchantShop/GetAll`. */
export const MerchantShopSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ShopKindSchema,
  isLive: z.boolean(),
  /** Customers can see the shop now (near-me, lists, search, store page, add to cart). */
  listed: z.boolean(),
  /** Why not, when not listed (empty when listed). */
  hiddenReasons: z.array(HiddenReasonSchema),
  /** ISO instant until which the shop takes no orders (busy), or null. */
  pausedUntil: z.string().nullable(),
});
export type MerchantShopSummary = z.infer<typeof MerchantShopSummarySchema>;

/** `MerchantShop/Get`: every setting of one shop. Money in dollars. */
export const MerchantShopSchema = MerchantShopSummarySchema.extend({
  description: z.string(),
  logoUrl: z.string().nullable(),
  bannerUrl: z.string().nullable(),
  address: z.string(),
  city: z.string(),
  postCode: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  deliveryFee: z.number(),
  deliveryRadiusKm: z.number(),
  prepTimeMinutes: z.number().int(),
  deliveryTimeMin: z.number().int(),
  deliveryTimeMax: z.number().int(),
  slotCapacity: z.number().int(),
  offersDelivery: z.boolean(),
  offersPickup: z.boolean(),
  timeZone: z.string(),
  province: z.string(),
});
export type MerchantShop = z.infer<typeof MerchantShopSchema>;

/** An image of the app: uploaded (`/media/uploads/…`, the admin's own) or one of its own (`/media/…`); no host, no `..`. */
const imageUrl = text({ max: L.urlMax })
  .refine(
    (v) => /^\/media\/[A-Za-z0-9._~%/-]+$/.test(v) && !v.split("/").includes(".."),
    "must be an image of this app (/media/…)",
  )
  .nullable();
const wholeNumber = (max: number) => z.number().int().min(0).max(max);

/**
 * `PUT MerchantShop/Update`: the editable settings. An address change is geocoded again unless the
 * map pin's latitude and longitude come with it. Image urls: `/media/…` urls only.
 */
export const UpdateMerchantShopInputSchema = z
  .object({
    id: idSchema,
    name: nameText({ max: L.nameMax, min: 1 }),
    description: text({ max: L.descriptionMax, multiline: true }),
    logoUrl: imageUrl,
    bannerUrl: imageUrl,
    address: text({ max: L.addressMax, min: 1 }),
    city: text({ max: L.cityMax, min: 1 }),
    postCode: text({ max: L.postCodeMax, min: 1 }),
    latitude: z.number().min(-90).max(90).nullable().optional(),
    longitude: z.number().min(-180).max(180).nullable().optional(),
    deliveryFee: z.number().min(0).max(L.deliveryFeeMax),
    deliveryRadiusKm: z.number().min(L.radiusMinKm).max(L.radiusMaxKm),
    prepTimeMinutes: wholeNumber(L.prepMax),
    deliveryTimeMin: wholeNumber(L.deliveryTimeMax),
    deliveryTimeMax: wholeNumber(L.deliveryTimeMax),
    slotCapacity: wholeNumber(L.slotCapacityMax),
    offersDelivery: z.boolean(),
    offersPickup: z.boolean(),
  })
  .refine((v) => v.deliveryTimeMax >= v.deliveryTimeMin, {
    message: "The longest delivery time must not be shorter than the shortest.",
    path: ["deliveryTimeMax"],
  })
  .refine((v) => (v.latitude == null) === (v.longitude == null), {
    message: "Latitude and longitude come together.",
    path: ["longitude"],
  })
  .refine((v) => v.offersDelivery || v.offersPickup, {
    message: "The shop must offer delivery, pickup or both.",
    path: ["offersPickup"],
  });
export type UpdateMerchantShopInput = z.infer<typeof UpdateMerchantShopInputSchema>;

/** `POST MerchantShop/SetLive`: refused (400, naming what is missing) without an active item and hours. */
export const SetShopLiveInputSchema = z.object({ id: idSchema, isLive: z.boolean() });

/** `POST MerchantShop/Pause`: busy for `minutes` (no new orders), or `null` to take orders again. */
export const PauseShopInputSchema = z.object({
  id: idSchema,
  minutes: z.number().int().min(1).max(L.pauseMinutesMax).nullable(),
});

// ── Hours and closures ───────────────────────────────────────────────────────────────────────

const clock = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "HH:MM" local time; a closing time may also be "24:00" (midnight at the end of the day). */
const opensAt = text({ max: 5 }).regex(clock, "must be a time written HH:MM");
const closesAt = text({ max: 5 }).regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/, "must be a time written HH:MM");

export const MerchantIntervalInputSchema = z.object({ opensAt, closesAt }).refine((v) => v.opensAt !== v.closesAt, {
  message: "An interval must not open and close at the same time.",
  path: ["closesAt"],
});

/**
 * `PUT MerchantShop/SetHours`: the whole week, replaced. A closing time not after the opening time
 * runs past midnight into the next day (22:00–02:00). Overlapping intervals are refused (400).
 */
export const SetShopHoursInputSchema = z.object({
  id: idSchema,
  days: z
    .array(
      z.object({
        dayOfWeek: z.number().int().min(0).max(6),
        intervals: z.array(MerchantIntervalInputSchema).max(6),
      }),
    )
    .max(7)
    .refine((days) => new Set(days.map((d) => d.dayOfWeek)).size === days.length, "Each day may appear once."),
});
export type SetShopHoursInput = z.infer<typeof SetShopHoursInputSchema>;

const localDate = text({ max: 10 }).regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date written YYYY-MM-DD");

/** `POST MerchantShop/AddClosure`: closed all day on that local date (today or later). */
export const AddClosureInputSchema = z.object({
  id: idSchema,
  date: localDate,
  reason: text({ max: L.closureReasonMax }),
});

/** `DELETE MerchantShop/RemoveClosure?Id=&Date=`. */
export const RemoveClosureQuerySchema = z.object({ id: idQuerySchema, date: localDate });

/** The hours of one shop as the console edits them (GetHours and every hours call answer it). */
export const MerchantShopHoursSchema = z.object({
  shopId: z.number().int(),
  timeZone: z.string(),
  /** Seven entries, 0 = Sunday … 6 = Saturday; no intervals = closed that day. */
  days: z.array(
    z.object({
      dayOfWeek: z.number().int(),
      intervals: z.array(z.object({ opensAt: z.string(), closesAt: z.string() })),
    }),
  ),
  /** Dated closures from today on ("YYYY-MM-DD", local), earliest first. */
  closures: z.array(z.object({ date: z.string(), reason: z.string() })),
});
export type MerchantShopHours = z.infer<typeof MerchantShopHoursSchema>;
