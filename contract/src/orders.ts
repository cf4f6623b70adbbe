import { z } from "zod";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idQuerySchema } from "./primitives.ts";

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

/** Spec 001 §3 "Order", with every amount of the fee model. Dollars; amountDue = taxAmount + totalPrice. */
export const OrderSchema = z.object({
  id: z.number().int(),
  orderDate: z.string(),
  /** 0 Confirmed, 2 Processing, 3 Out for delivery, 4 Delivered (spec 001 §4). */
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
    .object({ cardDetailsCardBrand: z.string(), cardDetailsCardLast4: z.string(), amount: z.number() })
    .nullable(),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderPageSchema = pagedResultOf(OrderSchema);
export type OrderPage = z.infer<typeof OrderPageSchema>;
export const OrdersByCustomerRequestSchema = PagedRequestSchema;
export const OrderByIdRequestSchema = z.object({ id: idQuerySchema });
