/** Cart constants (paths, limits, texts): no zod, so the web app can import them cheaply. */

import { endpoints } from "./endpoints.ts";
import { earthRadiusKm } from "./primitives.ts";

/** The cart calls under their older short names (tests use them); the map in `endpoints.ts` is the source. */
export const cartPaths = {
  create: endpoints["ShoppingCart.Create"],
  addItem: endpoints["ShoppingCart.AddShoppingCartItem"],
  updateItem: endpoints["ShoppingCart.UpdateShoppingCartItem"],
  customersCarts: endpoints["ShoppingCart.GetCustomersCarts"],
  byCustomer: endpoints["ShoppingCart.GetByCustomer"],
  updateCart: endpoints["ShoppingCart.UpdateShoppingCart"],
  /** Server-sent events of the caller's carts (docs/events.md). */
  events: endpoints["ShoppingCart.Events"],
} as const;

/**
 * Shopping carts (issue 5): one open cart per shop per owner (a signed-in customer, or a guest
 * identified by the `X-Guest-Id` header). The client sends intent only (items, option ids,
 * quantities, drop-off details); the server computes every amount. Money on the wire is dollars
 * with two decimals; the server stores integer cents.
 */

export const cartLimits = {
  /** A line's quantity: 0 removes it (spec 000 §4, §9); 99 is the most one line holds. */
  maxQuantity: 99,
  /** Most lines (distinct item + options) in one cart. */
  maxLines: 100,
  /** The drop-off pin must stay within this distance of the delivery address (spec 000 §9). */
  maxPinDriftKm: 4,
  /** Haversine earth radius (spec 000 §9). */
  earthRadiusKm,
  notesMaxLength: 500,
  instructionsMaxLength: 500,
  addressMaxLength: 300,
  shortTextMaxLength: 64,
  /** Default cart notes (spec 001 §9). */
  defaultNotes: "Some Notes",
  /** Ontario HST, applied to items and the delivery fee (not to the tip). */
  taxRatePercent: 13,
} as const;

/** Texts the server answers and the web app shows (spec 000 §5, §8). */
export const cartTexts = {
  pinTooFar: "The marker is too far from the provided address! Use Change Address Option",
  addressFirst: "Set the delivery address (with its coordinates) before adjusting the pin.",
  ownerRequired: "A cart needs a signed-in customer or a guest id (X-Guest-Id header).",
  itemNotInShop: "This item is not on the menu of the cart's shop.",
  itemInactive: "This item is not available any more.",
  valueNotOfItem: "This option does not belong to the item.",
  singleChoice: "Choose at most one option for this attribute.",
  requiredChoice: "Choose an option for this attribute.",
  quantityRange: `The field Quantity must be between 0 and ${cartLimits.maxQuantity}.`,
  tooManyLines: `A cart holds at most ${cartLimits.maxLines} different items.`,
  oneQuantity: "Give either quantity or quantityDelta.",
  windowOrder: "The delivery window must end after it starts.",
} as const;
