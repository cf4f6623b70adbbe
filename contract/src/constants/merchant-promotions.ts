/**
 * The merchant console's promotion codes and sales page, zod-free (the web app's form and texts):
 * kinds, states, limits and the server's refusal texts (docs/merchant-console.md).
 */

export const promotionKindNames = ["percentage", "fixedAmount", "freeDelivery"] as const;
export type PromotionKindName = (typeof promotionKindNames)[number];

/** What a code is now: not started yet, usable, ended (switched off or past its end), or used up. */
export const promotionStates = ["scheduled", "active", "ended", "exhausted"] as const;
export type PromotionState = (typeof promotionStates)[number];

export const promotionLimits = {
  codeMin: 3,
  codeMax: 32,
  descriptionMax: 200,
  /** A fixed amount, a cap or a minimum subtotal, in dollars. */
  amountMax: 10_000,
  usesMax: 1_000_000,
} as const;

export const salesLimits = {
  /** The sales page looks back at most this many days (30 by default). */
  daysMax: 90,
  daysDefault: 30,
  /** Best sellers listed. */
  bestSellers: 10,
} as const;

/** Codes are letters A–Z, digits, "-" and "_" (stored upper case). */
export const promotionCodePattern = /^[A-Z0-9_-]+$/;

export const promotionTexts = {
  code: "The code must be 3 to 32 characters: letters A–Z, digits, - or _.",
  percentage: "A percentage must be between 1 and 100, with at most two decimals.",
  fixedAmount: "A fixed amount must be more than 0.",
  maxDiscount: "A maximum discount only applies to a percentage code.",
  window: "The code must end after it starts.",
  cents: "Amounts have at most two decimals.",
  codeInUse: "The code {code} is already in use.",
  codeUsed: "The code {code} has been used already; it cannot be renamed.",
  marketplaceOnly: "Only the marketplace's administrator can manage codes valid at every shop.",
} as const;
