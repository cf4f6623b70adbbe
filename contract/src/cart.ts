import { z } from "zod";
import { cartLimits, cartTexts } from "./constants/cart.ts";
import {
  boolishSchema,
  dateTimeInputSchema,
  idQuerySchema,
  idSchema,
  ignoredInputSchema,
  parseUtcDateTime,
  text,
} from "./primitives.ts";

export * from "./constants/cart.ts";

const id = idSchema;
const idQuery = idQuerySchema;
const boolish = boolishSchema;
/** Optional text: blank or null clears it. Notes and drop-off instructions may span lines. */
const clearable = (max: number, multiline = false) =>
  text({ max, multiline })
    .nullable()
    .transform((v) => (v ? v : null));
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);
/** Absolute quantity of a line: an integer 0–99 (0 removes the line); negatives are refused. */
const quantity = z.number().int().min(0).max(cartLimits.maxQuantity);
/** A quantity change (+1 / −1 from the counters); applied atomically under the cart's row lock. */
const quantityDelta = z
  .number()
  .int()
  .min(-cartLimits.maxQuantity)
  .max(cartLimits.maxQuantity)
  .refine((v) => v !== 0, "must not be 0");

/**
 * A chosen option: the attribute value id as a number, `{productAttributeValueId}` or the value
 * object from the menu (`{id, …}`); all three mean the same value.
 */
export const SelectedAttributeInputSchema = z.union([
  id,
  z.object({ productAttributeValueId: id }).transform((v) => v.productAttributeValueId),
  z.object({ id }).transform((v) => v.id),
]);

/** An item to put in a cart: the menu item, how many, and the chosen option values. */
export const CartItemInputSchema = z.object({
  foodMenuId: id,
  /** How many to add (1–99); added to an identical line (same item and options) if there is one. */
  quantity: z.number().int().min(1).max(cartLimits.maxQuantity).default(1),
  selectedAttributes: z.array(SelectedAttributeInputSchema).max(50).nullish(),
});
export type CartItemInput = z.infer<typeof CartItemInputSchema>;

/**
 * `POST ShoppingCart/Create` {shopId, shoppingCartItems, shoppingCartCharges, notes}: the owner's
 * open cart for the shop, created if missing (a second Create answers the same cart), with the
 * given items added. `shoppingCartCharges` is accepted for compatibility and ignored: the server
 * computes every charge.
 */
export const CreateCartInputSchema = z.object({
  shopId: id,
  shoppingCartItems: z.array(CartItemInputSchema).max(cartLimits.maxLines).nullish(),
  shoppingCartCharges: ignoredInputSchema,
  notes: clearable(cartLimits.notesMaxLength, true).optional(),
});
export type CreateCartInput = z.infer<typeof CreateCartInputSchema>;

/** `POST ShoppingCart/AddShoppingCartItem` {shoppingCartItem {shopId, shoppingCartId, foodMenuId, quantity, selectedAttributes}, shoppingCartId}. */
export const AddCartItemInputSchema = z.object({
  shoppingCartItem: CartItemInputSchema.extend({
    shopId: id.optional(),
    shoppingCartId: id.optional(),
  }),
  shoppingCartId: id,
});
export type AddCartItemInput = z.infer<typeof AddCartItemInputSchema>;

/**
 * `PUT ShoppingCart/UpdateShoppingCartItem` {shoppingCartItem {id, foodMenuId, quantity}, shoppingCartId, shopId}:
 * sets the line's quantity (0 removes it), or changes it by `quantityDelta` (the counters' ±1, so
 * concurrent taps never lose a change). A delta that would take the line below 1 removes it.
 */
export const UpdateCartItemInputSchema = z.object({
  shoppingCartItem: z
    .object({
      id,
      foodMenuId: id.optional(),
      quantity: quantity.optional(),
      quantityDelta: quantityDelta.optional(),
    })
    .refine((v) => (v.quantity === undefined) !== (v.quantityDelta === undefined), {
      message: cartTexts.oneQuantity,
      path: ["quantity"],
    }),
  shoppingCartId: id,
  shopId: id.optional(),
});
export type UpdateCartItemInput = z.infer<typeof UpdateCartItemInputSchema>;

/**
 * `PATCH ShoppingCart/UpdateShoppingCart`: drop-off details, the pin, pickup and schedule.
 * Which carts: `shoppingCartId` (or `id`), else `shopId`, else every open cart of the owner (the
 * header's drop-off panel is not tied to a shop).
 *
 * Coordinates: with `deliveryAddress` in the same call, `latitude`/`longitude` are the address's
 * own coordinates (they set the address point and put the pin on it). Without `deliveryAddress`
 * they move the pin, which must stay within 4 km of the address point (haversine, R = 6371 km).
 */
export const UpdateCartInputSchema = z
  .object({
    shoppingCartId: id.optional(),
    id: id.optional(),
    shopId: id.optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
    leaveAtDoor: boolish.optional(),
    dropOffInstructions: clearable(cartLimits.instructionsMaxLength, true).optional(),
    apartmentNumber: clearable(cartLimits.shortTextMaxLength).optional(),
    deliveryAddress: clearable(cartLimits.addressMaxLength).optional(),
    city: clearable(cartLimits.shortTextMaxLength).optional(),
    zipcode: clearable(cartLimits.shortTextMaxLength).optional(),
    /** Pickup (false) or delivery (true); pickup carts have no delivery fee. */
    isDelivery: boolish.optional(),
    /**
     * Scheduled delivery window (checkout issue): ISO date-times (UTC without an offset) in
     * 2000–2100, the end after the start; the server also wants a bookable slot of the next 7 days.
     */
    deliveryDateStart: dateTimeInputSchema.nullish(),
    deliveryDateEnd: dateTimeInputSchema.nullish(),
  })
  .refine((v) => (v.latitude === undefined) === (v.longitude === undefined), {
    message: "Give both latitude and longitude.",
    path: ["longitude"],
  })
  .refine(
    (v) =>
      !v.deliveryDateStart ||
      !v.deliveryDateEnd ||
      parseUtcDateTime(v.deliveryDateEnd) > parseUtcDateTime(v.deliveryDateStart),
    { message: cartTexts.windowOrder, path: ["deliveryDateEnd"] },
  );
export type UpdateCartInput = z.infer<typeof UpdateCartInputSchema>;

/** `GET ShoppingCart/GetByCustomer?id=` (a cart id) or `?shopId=` (the owner's open cart of that shop). */
export const CartByCustomerRequestSchema = z
  .object({ id: idQuery.optional(), shopId: idQuery.optional() })
  .refine((v) => v.id !== undefined || v.shopId !== undefined, { message: "Required", path: ["id"] });
export type CartByCustomerRequest = z.infer<typeof CartByCustomerRequestSchema>;

// ---------------------------------------------------------------------------------------------
// Answers

export const CartSelectedAttributeSchema = z.object({
  productAttributeValueId: z.number().int(),
  productAttributeValue: z.object({
    id: z.number().int(),
    name: z.string(),
    /** Dollars, two decimals. */
    cost: z.number(),
    /** The attribute's prompt ("Choose a size"). */
    textPrompt: z.string(),
  }),
});

/** Spec 000 §3 "Cart item". */
export const CartItemSchema = z.object({
  id: z.number().int(),
  foodMenuId: z.number().int(),
  quantity: z.number().int(),
  /** (unit price + chosen option costs) × quantity, dollars. */
  price: z.number(),
  foodMenu: z.object({
    name: z.string(),
    /** Dollars, two decimals. */
    unitPrice: z.number(),
    imageUrl: z.string().nullable(),
  }),
  selectedAttributes: z.array(CartSelectedAttributeSchema),
  shoppingCart: z.object({
    id: z.number().int(),
    dropOffInstructions: z.string().nullable(),
    apartmentNumber: z.string().nullable(),
    leaveAtDoor: z.boolean(),
  }),
  /** False when, since it was added, the item left the menu, went out of stock or lost a chosen option value: payment is refused until removed. */
  isAvailable: z.boolean(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/** Spec 000 §3 "Cart", plus the drop-off, pickup and schedule details it stores. All amounts in dollars. */
export const CartSchema = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  shopName: z.string(),
  shopLogoUrl: z.string().nullable(),
  /** The shop's IANA time zone: show the delivery window on the shop's clock. */
  timeZone: z.string(),
  /** Sum of the prices of the available lines (a line whose item left the menu is priced 0). */
  subTotal: z.number(),
  /** Sales tax of the shop's province on the discounted subtotal and the fees (not the tip). */
  taxAmount: z.number(),
  /**
   * The delivery fee charged: the shop's fee, 0 for pickup, an empty cart or first-order free
   * delivery. A free-delivery code leaves it here and takes it off as `discountedAmount`.
   */
  deliveryFee: z.number(),
  driverTip: z.number(),
  /** The marketplace's service fee (a percentage of the discounted subtotal). */
  serviceFee: z.number(),
  /** The flat order fee (0 when the marketplace charges none). */
  orderFee: z.number(),
  /** The promotional code's discount (never more than the subtotal, or the delivery fee for free delivery). */
  discountedAmount: z.number(),
  /** The code applied to the cart, as typed by the customer (upper case). */
  promoCode: z.string().nullable(),
  /**
   * Why the applied code gives no discount now (the subtotal fell under its minimum, it expired, its
   * limit was reached, …): the promotions text; null when it applies or no code is applied.
   */
  promoProblem: z.string().nullable(),
  /** First-order free delivery applies (the fee policy's threshold is met). */
  freeDelivery: z.boolean(),
  /** Sales tax name and rate of the shop's province, e.g. "HST 13%". */
  taxLabel: z.string(),
  /**
   * subTotal − discountedAmount + deliveryFee + serviceFee + orderFee + driverTip: everything but
   * tax. The amount due is taxAmount + totalPrice (spec 001 §9; docs/checkout.md).
   */
  totalPrice: z.number(),
  /** taxAmount + totalPrice: what Place Order charges. */
  amountDue: z.number(),
  /** The fee model behind the amounts, for the fee texts the web app shows. */
  feePolicy: z.object({
    /** Percent, e.g. 11 or 2.5. */
    serviceFeePercent: z.number(),
    /** Dollars. */
    orderFee: z.number(),
    /** Dollars; null when there is no first-order offer. */
    firstOrderFreeDeliveryMin: z.number().nullable(),
    /** The shop's delivery fee before any offer, dollars. */
    deliveryFee: z.number(),
  }),
  /** Sum of the line quantities (the header's cart badge). */
  itemCount: z.number().int(),
  notes: z.string(),
  isDelivery: z.boolean(),
  leaveAtDoor: z.boolean(),
  dropOffInstructions: z.string().nullable(),
  apartmentNumber: z.string().nullable(),
  deliveryAddress: z.string().nullable(),
  city: z.string().nullable(),
  zipcode: z.string().nullable(),
  /** The delivery address's coordinates. */
  addressLatitude: z.number().nullable(),
  addressLongitude: z.number().nullable(),
  /** The drop-off pin. */
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  deliveryDateStart: z.string().nullable(),
  deliveryDateEnd: z.string().nullable(),
  shoppingCartItems: z.array(CartItemSchema),
});
export type Cart = z.infer<typeof CartSchema>;

export const CartListSchema = z.object({ items: z.array(CartSchema) });

/**
 * `GET ShoppingCart/Events` query: an EventSource cannot send headers, so the guest id and the
 * bearer token may come here instead (headers win), and `lastEventId` when the Last-Event-ID
 * header is absent.
 */
export const CartEventsQuerySchema = z.object({
  guestId: text({ max: 64 }).optional(),
  access_token: text({ max: 4096 }).optional(),
  lastEventId: text({ max: 16 }).optional(),
});

/** The data of a `cart.changed` server-sent event: refetch this cart. */
export const CartChangedEventSchema = z.object({ cartId: z.number().int(), shopId: z.number().int() });
export type CartChangedEvent = z.infer<typeof CartChangedEventSchema>;
export type CartList = z.infer<typeof CartListSchema>;
