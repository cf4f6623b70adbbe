/**
 * The merchant console's order board (issue 15, docs/merchant-console.md "Order board"): a shop's
 * orders as its tenant admin sees and moves them. Amounts in dollars; every call is scoped to the
 * admin's tenant (another tenant's shop or order is a 404).
 */
export const merchantOrderLimits = {
  prepMinutesMin: 5,
  prepMinutesMax: 240,
  /** What the board offers to choose from (any whole number of minutes in range is accepted). */
  prepMinutesChoices: [10, 15, 20, 30, 45, 60],
  reasonMaxLength: 300,
} as const;

/** Texts the merchant order calls answer. */
export const merchantOrderTexts = {
  refundTooLarge: "The refund must be more than 0 and at most what is left of the payment ({left}).",
  notAdvance: "An order moves forward with Advance; use Accept, Reject or Cancel for the other moves.",
} as const;
