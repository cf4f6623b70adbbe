import { z } from "zod";
import { merchantOrderLimits } from "./constants/merchant-orders.ts";
import { orderActors, orderProblemKinds } from "./constants/orders.ts";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idQuerySchema, idSchema, numberQuery, text } from "./primitives.ts";

export * from "./constants/merchant-orders.ts";

export const MerchantOrderLineSchema = z.object({
  name: z.string(),
  quantity: z.number().int(),
  /** (unit price + option costs) × quantity. */
  price: z.number(),
  /** The chosen options: each one's prompt and value. */
  options: z.array(z.object({ prompt: z.string(), name: z.string() })),
});

export const MerchantOrderHistoryEntrySchema = z.object({
  status: z.number().int(),
  at: z.string(),
  actor: z.enum(orderActors),
  /** The merchant's reason for a rejection or cancellation. */
  reason: z.string().nullable(),
});

/** One order as the board shows it. */
export const MerchantOrderSchema = z.object({
  id: z.number().int(),
  /** What the shop and the customer call the order ("#123"): its id. */
  number: z.number().int(),
  /** `orderStatus` number. */
  status: z.number().int(),
  createdAt: z.string(),
  shopId: z.number().int(),
  customerFirstName: z.string(),
  isDelivery: z.boolean(),
  /** Delivery orders only (null for pickup). */
  deliveryAddress: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  leaveAtDoor: z.boolean(),
  dropOffInstructions: z.string().nullable(),
  /** The booked slot (ISO) of a scheduled order; null for "now". */
  deliveryDateStart: z.string().nullable(),
  deliveryDateEnd: z.string().nullable(),
  lines: z.array(MerchantOrderLineSchema),
  subTotal: z.number(),
  discount: z.number(),
  deliveryFee: z.number(),
  tax: z.number(),
  tip: z.number(),
  /** What the customer paid (tax included). */
  total: z.number(),
  prepEstimateMinutes: z.number().int().nullable(),
  acceptedAt: z.string().nullable(),
  /** The next forward status (Advance's `to`), or null when the order is new, final or handed over. */
  nextStatus: z.number().int().nullable(),
  /** Whether Cancel (with a refund) is still possible. */
  canCancel: z.boolean(),
  /** Problems the customer reported (Get Help), oldest first. */
  problems: z.array(
    z.object({ id: z.number().int(), kind: z.enum(orderProblemKinds), note: z.string(), createdAt: z.string() }),
  ),
  history: z.array(MerchantOrderHistoryEntrySchema),
  payment: z.object({ captured: z.number(), refunded: z.number(), refundable: z.number() }).nullable(),
});
export type MerchantOrder = z.infer<typeof MerchantOrderSchema>;

/** `GET MerchantOrders/GetBoard`: the live orders (oldest first) and those finished today (newest first). */
export const MerchantOrderBoardSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  timeZone: z.string(),
  live: z.array(MerchantOrderSchema),
  doneToday: z.array(MerchantOrderSchema),
});
export type MerchantOrderBoard = z.infer<typeof MerchantOrderBoardSchema>;

export const MerchantOrderPageSchema = pagedResultOf(MerchantOrderSchema);
export type MerchantOrderPage = z.infer<typeof MerchantOrderPageSchema>;

export const MerchantShopQuerySchema = z.object({ shopId: idQuerySchema });
export const MerchantOrdersRequestSchema = PagedRequestSchema.extend({
  shopId: idQuerySchema,
  /** Only orders in this status. */
  Status: numberQuery(z.number().int().min(0).max(99)).optional(),
});
export type MerchantOrdersRequest = z.infer<typeof MerchantOrdersRequestSchema>;
export const MerchantOrderQuerySchema = z.object({ id: idQuerySchema });

const reason = text({ min: 1, max: merchantOrderLimits.reasonMaxLength, multiline: true });

/** `POST MerchantOrders/Accept`: confirmed → processing, with the preparation estimate. */
export const AcceptOrderInputSchema = z.object({
  id: idSchema,
  prepMinutes: z.number().int().min(merchantOrderLimits.prepMinutesMin).max(merchantOrderLimits.prepMinutesMax),
});
export type AcceptOrderInput = z.infer<typeof AcceptOrderInputSchema>;

/** `POST MerchantOrders/Reject`: a confirmed or scheduled order → cancelled, refunded in full. */
export const RejectOrderInputSchema = z.object({ id: idSchema, reason });
export type RejectOrderInput = z.infer<typeof RejectOrderInputSchema>;

/** `POST MerchantOrders/Advance`: one step forward (out for delivery, delivered, ready for pickup, picked up). */
export const AdvanceOrderInputSchema = z.object({ id: idSchema, to: z.number().int().min(0).max(99) });
export type AdvanceOrderInput = z.infer<typeof AdvanceOrderInputSchema>;

/** `POST MerchantOrders/Cancel`: any order not final → cancelled; `refundAmount` dollars (absent: all that is left). */
export const CancelOrderInputSchema = z.object({
  id: idSchema,
  refundAmount: z
    .number()
    .positive()
    .max(100_000)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, "at most two decimals")
    .optional(),
  reason,
});
export type CancelOrderInput = z.infer<typeof CancelOrderInputSchema>;

/** `GET MerchantOrders/Events` (server-sent events): the shop's order events; the token in the query. */
export const MerchantOrderEventsQuerySchema = z.object({
  shopId: idQuerySchema,
  access_token: text({ max: 4096 }).optional(),
  lastEventId: text({ max: 16 }).optional(),
});
