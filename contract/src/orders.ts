import { z } from "zod";
import { CartSchema } from "./cart.ts";
import { orderActors, orderLimits, orderProblemKinds } from "./constants/orders.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idQuerySchema, idSchema, text } from "./primitives.ts";

export * from "./constants/orders.ts";

/** An order line as charged (spec 001 §3 "orderDetails"). Dollars. */
export const OrderLineSchema = z.object({
  id: z.number().int(),
  foodMenuId: z.number().int().nullable(),
  quantity: z.number().int(),
  /** (unit price + option costs) × quantity. */
  price: z.number(),
  unitPrice: z.number(),
  foodMenu: z.object({ name: z.string(), imageUrl: z.string().nullable() }),
  selectedAttributes: z.array(z.object({ name: z.string(), textPrompt: z.string(), cost: z.number() })),
});

/** One status change: the status, when, and who made it. */
export const OrderHistoryEntrySchema = z.object({
  status: z.number().int(),
  at: z.string(),
  actor: z.enum(orderActors),
});
export type OrderHistoryEntry = z.infer<typeof OrderHistoryEntrySchema>;

export const OrderRatingSchema = z.object({
  stars: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type OrderRating = z.infer<typeof OrderRatingSchema>;

export const OrderProblemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(orderProblemKinds),
  note: z.string(),
  createdAt: z.string(),
});
export type OrderProblem = z.infer<typeof OrderProblemSchema>;

/** Spec 001 §3 "Order", with every amount of the fee model. Dollars; amountDue = taxAmount + totalPrice. */
export const OrderSchema = z.object({
  id: z.number().int(),
  orderDate: z.string(),
  /** `orderStatus` numbers: 0 Confirmed, 1 Scheduled, 2 Processing, 3 Out for delivery, 4 Delivered, 5 Ready for pickup, 6 Picked up, 9 Cancelled, 10 Refunded. */
  orderStatus: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogoUrl: z.string().nullable(),
  /** The shop's IANA time zone: dates and the delivery window show on the shop's clock. */
  timeZone: z.string(),
  orderDetails: z.array(OrderLineSchema),
  subTotal: z.number(),
  discountedAmount: z.number(),
  promoCode: z.string().nullable(),
  deliveryFee: z.number(),
  serviceFee: z.number(),
  orderFee: z.number(),
  driverTip: z.number(),
  taxAmount: z.number(),
  /** e.g. "HST 13%". */
  taxLabel: z.string(),
  /** Everything but tax: subtotal − discount + delivery fee + service fee + order fee + tip. */
  totalPrice: z.number(),
  amountDue: z.number(),
  isDelivery: z.boolean(),
  deliveryAddress: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  leaveAtDoor: z.boolean(),
  dropOffInstructions: z.string().nullable(),
  /** The booked slot of a scheduled order (ISO); null for "now". */
  deliveryDateStart: z.string().nullable(),
  deliveryDateEnd: z.string().nullable(),
  subscriptionId: z.number().int().nullable(),
  payment: z
    .object({
      cardDetailsCardBrand: z.string(),
      cardDetailsCardLast4: z.string(),
      amount: z.number(),
      /** How much of it was refunded (dollars; 0 when none). */
      refunded: z.number(),
    })
    .nullable(),
  /** Every status the order has had, oldest first, with when and who moved it. */
  history: z.array(OrderHistoryEntrySchema),
  /** Whether the caller may cancel it now (scheduled or confirmed: a full refund). */
  canCancel: z.boolean(),
  /** The caller's rating, once given (delivered or picked-up orders only). */
  rating: OrderRatingSchema.nullable(),
  /** Problems the customer reported (Get Help), oldest first. */
  problems: z.array(OrderProblemSchema),
  /** The shop's preparation estimate in minutes once it accepted the order (merchant console); else null. */
  prepEstimateMinutes: z.number().int().nullable().optional(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderPageSchema = pagedResultOf(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
export const OrdersByCustomerRequestSchema = PagedRequestSchema;
export const OrderByIdRequestSchema = z.object({ id: idQuerySchema });

// ---------------------------------------------------------------------------------------------
// Calls on one order (issue 14)

/** `POST Orders/Cancel`, `POST Orders/Reorder`: the order's id. */
export const OrderIdInputSchema = z.object({ id: idSchema });
export type OrderIdInput = z.infer<typeof OrderIdInputSchema>;

/** `POST Orders/Rate`: 1–5 stars and an optional comment, once per order, after it was delivered or picked up. */
export const RateOrderInputSchema = z.object({
  id: idSchema,
  stars: z.number().int().min(orderLimits.ratingMin).max(orderLimits.ratingMax),
  comment: text({ max: orderLimits.ratingCommentMaxLength, multiline: true }).nullish(),
});
export type RateOrderInput = z.infer<typeof RateOrderInputSchema>;

/** `POST Orders/ReportProblem`: what went wrong, with a note (stored for the shop, shown on the order). */
export const ReportProblemInputSchema = z.object({
  id: idSchema,
  kind: z.enum(orderProblemKinds),
  note: text({ max: orderLimits.problemNoteMaxLength, multiline: true }).default(""),
});
export type ReportProblemInput = z.infer<typeof ReportProblemInputSchema>;

/** `POST Orders/Reorder`: the order's lines put into the caller's cart of that shop; the ones no longer sold are named. */
export const ReorderResultSchema = z.object({
  cart: CartSchema,
  /** Names of the order's items that are no longer available (left out). */
  unavailable: z.array(z.string()),
});
export type ReorderResult = z.infer<typeof ReorderResultSchema>;

/**
 * `GET Orders/Events` (server-sent events): the caller's order events, or one order's with `id`.
 * `guestId` and `access_token` because an EventSource cannot send headers; `lastEventId` when the
 * `Last-Event-ID` header cannot be sent.
 */
export const OrderEventsQuerySchema = z.object({
  id: idQuerySchema.optional(),
  guestId: text({ max: 64 }).optional(),
  access_token: text({ max: 4096 }).optional(),
  lastEventId: text({ max: 16 }).optional(),
});

/** The data of `order.created` and `order.changed` events: refetch this order. */
export const OrderEventSchema = z.object({
  orderId: z.number().int(),
  shopId: z.number().int(),
  status: z.number().int(),
});
export type OrderEvent = z.infer<typeof OrderEventSchema>;
