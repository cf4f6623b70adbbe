import {
  AddCartItemInputSchema,
  CartByCustomerRequestSchema,
  CartChangedEventSchema,
  CartEventsQuerySchema,
  CartListSchema,
  CartSchema,
  CreateCartInputSchema,
  UpdateCartInputSchema,
  UpdateCartItemInputSchema,
} from "../cart.ts";
import type { EndpointName } from "../constants/endpoints.ts";
import type { EndpointSpec } from "./spec.ts";

/** Shopping carts, and their server-sent event stream. */
export const cartEndpoints = {
  "ShoppingCart.Create": {
    summary: "The open cart of a shop (created if missing), with the given items added",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: CreateCartInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "ShoppingCart.AddShoppingCartItem": {
    summary: "Add an item with options; an identical line grows instead",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: AddCartItemInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "ShoppingCart.UpdateShoppingCartItem": {
    summary: "Set a line's quantity (0 removes it) or change it by quantityDelta",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: UpdateCartItemInputSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.GetCustomersCarts": {
    summary: "The caller's open carts",
    tag: "ShoppingCart",
    access: "cartOwner",
    response: CartListSchema,
    errors: [401, 403],
  },
  "ShoppingCart.GetByCustomer": {
    summary: "One of the caller's open carts, by id or by shopId",
    tag: "ShoppingCart",
    access: "cartOwner",
    query: CartByCustomerRequestSchema,
    response: CartSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.UpdateShoppingCart": {
    summary: "Drop-off details, pin (within 4 km of the address), pickup and schedule",
    tag: "ShoppingCart",
    access: "cartOwner",
    body: UpdateCartInputSchema,
    response: CartListSchema,
    errors: [400, 401, 403, 404],
  },
  "ShoppingCart.Events": {
    summary: "Server-sent events: cart.changed {cartId, shopId} for the caller's carts (Last-Event-ID replays)",
    tag: "ShoppingCart",
    access: "cartOwner",
    query: CartEventsQuerySchema,
    response: CartChangedEventSchema,
    eventStream: true,
    errors: [400, 401, 403],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
