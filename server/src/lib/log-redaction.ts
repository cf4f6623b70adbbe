/**
 * Defence in depth for card data (docs/payments.md): Fastify's request log never carries bodies,
 * and nothing logs a card entry; should a body or card fields ever be logged anyway, these paths
 * are censored. Used by the process logger (server.ts) and the card-data test's logger.
 */
export const logRedaction = {
  paths: ["req.body", "request.body", "*.cardNumber", "*.cvv", "*.body.cardNumber", "*.body.cvv", "cardNumber", "cvv"],
  censor: "[redacted]",
};
