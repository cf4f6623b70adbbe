import { z } from "zod";
import { subscriptionStatus } from "./constants/orders.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idQuerySchema, idSchema } from "./primitives.ts";

/** One delivery of a subscription: the order it created (issue 14). */
export const SubscriptionOrderSchema = z.object({
  id: z.number().int(),
  orderDate: z.string(),
  orderStatus: z.number().int(),
  /** The booked slot's start (ISO). */
  deliveryDateStart: z.string().nullable(),
  amountDue: z.number(),
});

/** An item delivered every week (from the first order; re-priced at each delivery). */
export const SubscriptionItemSchema = z.object({
  foodMenuId: z.number().int().nullable(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  selectedAttributes: z.array(z.object({ name: z.string() })),
});

/**
 * A weekly subscription (spec 001 §2, §3 "Subscription detail", §4 states): the wizard's choices,
 * where it stands and what it delivered. Dollars; dates ISO.
 */
export const SubscriptionSchema = z.object({
  id: z.number().int(),
  status: z.enum(subscriptionStatus),
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogoUrl: z.string().nullable(),
  /** The shop's IANA time zone: the slot and dates read on its clock. */
  timeZone: z.string(),
  /** 0 = Sunday … 6 = Saturday. */
  daysOfWeek: z.array(z.number().int()),
  /** Local start of the delivery slot, "HH:MM". */
  timeSlot: z.string(),
  /** 1, 4, 12, 24 or 52; null when ongoing. */
  weeks: z.number().int().nullable(),
  isOnGoing: z.boolean(),
  createdAt: z.string(),
  /** The last day it delivers (shop's local date, YYYY-MM-DD); null when ongoing. */
  endsOn: z.string().nullable(),
  /** The next delivery's slot start (ISO); null when paused, cancelled or completed. */
  nextDelivery: z.string().nullable(),
  isDelivery: z.boolean(),
  deliveryAddress: z.string().nullable(),
  items: z.array(SubscriptionItemSchema),
  /** What the last delivery cost (dollars). */
  amountPerDelivery: z.number(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** Its orders, newest first. */
  orders: z.array(SubscriptionOrderSchema),
  /**
   * What a cancel (or a pause) now would refund: every order still scheduled or confirmed (not yet
   * being prepared) is cancelled and refunded in full; `amount` their sum, `orderId` the newest of
   * them. Null when nothing would be refunded.
   */
  refundOnCancel: z.object({ orderId: z.number().int(), amount: z.number() }).nullable(),
  /** Why it was paused by the platform (a declined card), when it was. */
  pausedReason: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

export const SubscriptionPageSchema = pagedResultOf(SubscriptionSchema);
export type SubscriptionPage = z.infer<typeof SubscriptionPageSchema>;
export const SubscriptionsRequestSchema = PagedRequestSchema;
export const SubscriptionByIdQuerySchema = z.object({ id: idQuerySchema });
export const SubscriptionIdInputSchema = z.object({ id: idSchema });
export type SubscriptionIdInput = z.infer<typeof SubscriptionIdInputSchema>;
