import { z } from "zod";
import { checkoutLimits, checkoutTexts } from "./constants/checkout.ts";
import { OrderSchema } from "./orders.ts";
import { idQuerySchema, idSchema, ignoredInputSchema, nameText, text } from "./primitives.ts";

export * from "./constants/checkout.ts";

/**
 * Checkout (issue 12): opening hours and delivery slots, tips, promotional codes and the payment
 * that turns a cart into an order. Amounts on the wire are dollars; the server computes all of them
 * in integer cents (docs/checkout.md).
 */

// ---------------------------------------------------------------------------------------------
// Opening hours and delivery slots

/** Open now, and when it next opens or closes (ISO instants); shown on store cards and the store page. */
export const OpeningStateSchema = z.object({
  isOpen: z.boolean(),
  /** When the current opening ends (null when closed). */
  closesAt: z.string().nullable(),
  /** When the shop next opens (null when open now or no opening in the next 7 days). */
  opensAt: z.string().nullable(),
});
export type OpeningState = z.infer<typeof OpeningStateSchema>;

export const OpeningIntervalSchema = z.object({
  /** Local "HH:MM". */
  opensAt: z.string(),
  /** Local "HH:MM"; not after opensAt means past midnight (overnight). */
  closesAt: z.string(),
});

/** `GET Shop/GetOpeningHours?shopId=`. */
export const OpeningHoursSchema = z.object({
  shopId: z.number().int(),
  timeZone: z.string(),
  prepTimeMinutes: z.number().int(),
  state: OpeningStateSchema,
  /** Seven entries, 0 = Sunday … 6 = Saturday; no intervals = closed that day. */
  week: z.array(z.object({ dayOfWeek: z.number().int(), intervals: z.array(OpeningIntervalSchema) })),
  /** Dated closures to come ("YYYY-MM-DD", local). */
  closures: z.array(z.object({ date: z.string(), reason: z.string() })),
});
export type OpeningHours = z.infer<typeof OpeningHoursSchema>;

export const ShopIdQuerySchema = z.object({ shopId: idQuerySchema });

/** A half-hour delivery slot. */
export const DeliverySlotSchema = z.object({
  /** ISO instants (send them back as deliveryDateStart / deliveryDateEnd). */
  start: z.string(),
  end: z.string(),
  /** Local time label, "HH:MM". */
  time: z.string(),
  /** Orders the slot can still take. */
  remaining: z.number().int(),
});

/** `GET Shop/GetDeliverySlots?shopId=`: the next 7 days' bookable slots (full or closed ones left out). */
export const DeliverySlotsSchema = z.object({
  shopId: z.number().int(),
  timeZone: z.string(),
  days: z.array(
    z.object({
      /** Local date "YYYY-MM-DD". */
      date: z.string(),
      dayOfWeek: z.number().int(),
      slots: z.array(DeliverySlotSchema),
    }),
  ),
});
export type DeliverySlots = z.infer<typeof DeliverySlotsSchema>;

// ---------------------------------------------------------------------------------------------
// Tip and promotions

/** `POST ShoppingCart/AddTip` {shopId, value}: value in CA$, one of 0, 3, 6. */
export const AddTipInputSchema = z.object({
  shopId: idSchema,
  value: z.number().refine((v) => (checkoutLimits.tipOptions as readonly number[]).includes(v), checkoutTexts.tipValue),
});
export type AddTipInput = z.infer<typeof AddTipInputSchema>;

/** `POST ShoppingCart/ApplyPromotionalCode` {promoCode, shopId}: the code the customer typed. */
export const ApplyPromoInputSchema = z.object({
  promoCode: text({ max: checkoutLimits.promoCodeMaxLength, min: 1 }),
  shopId: idSchema,
});
export type ApplyPromoInput = z.infer<typeof ApplyPromoInputSchema>;

/** `POST ShoppingCart/RemovePromotionalCode` {shopId}. */
export const RemovePromoInputSchema = z.object({ shopId: idSchema });

// ---------------------------------------------------------------------------------------------
// Payment

/** The wizard's choices, sent with the payment (spec: {weeks, isOnGoing, dayOfWeek}). */
export const OrderSubscriptionInputSchema = z
  .object({
    /** 1, 4, 12, 24 or 52; ignored when isOnGoing. */
    weeks: z.number().int().nullish(),
    isOnGoing: z.boolean().default(false),
    /** One day (0 = Sunday … 6 = Saturday), as the spec sends it … */
    dayOfWeek: z.number().int().min(0).max(6).nullish(),
    /** … or several (the wizard's choice). */
    daysOfWeek: z.array(z.number().int().min(0).max(6)).max(7).nullish(),
    /** One of the wizard's time slots, local "HH:MM". */
    timeSlot: z.enum(checkoutLimits.subscriptionTimeSlots).optional(),
  })
  .refine((v) => v.isOnGoing || (checkoutLimits.subscriptionWeeks as readonly number[]).includes(v.weeks ?? -1), {
    message: "Choose a duration of 1, 4, 12, 24 or 52 weeks, or ongoing.",
    path: ["weeks"],
  })
  .refine((v) => (v.daysOfWeek?.length ?? 0) > 0 || v.dayOfWeek != null, {
    message: "Choose at least one day.",
    path: ["daysOfWeek"],
  });
export type OrderSubscriptionInput = z.infer<typeof OrderSubscriptionInputSchema>;

/**
 * `POST ShoppingCart/ProcessPayment` (Idempotency-Key header required). `sourceId` is a one-time
 * card token (from the provider's browser SDK or the sandbox's TokenizeCard) or a saved card's
 * `cardId`. `cardNumber` is accepted for compatibility and dropped unread: card numbers never reach
 * the database or the logs.
 */
export const ProcessPaymentInputSchema = z.object({
  shopId: idSchema,
  sourceId: text({ max: 255, min: 1 }),
  name: nameText({ max: checkoutLimits.nameMaxLength }).nullish(),
  email: text({ max: checkoutLimits.emailMaxLength }).nullish(),
  address: text({ max: 300 }).nullish(),
  cardNumber: ignoredInputSchema,
  expiryMonth: ignoredInputSchema,
  expiryYear: ignoredInputSchema,
  saveCard: z.boolean().default(false),
  orderSubscription: OrderSubscriptionInputSchema.nullish(),
  /** The amount due (dollars) the customer saw: a different server total answers 409 (re-priced). */
  expectedAmount: z.number().min(0).optional(),
});
export type ProcessPaymentInput = z.infer<typeof ProcessPaymentInputSchema>;

/** The answer of ProcessPayment: the order (`id`), as `Orders/Get` shows it. */
export const ProcessPaymentResultSchema = OrderSchema;
