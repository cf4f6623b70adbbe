import { createHash } from "node:crypto";

/** Square accepts idempotency keys of at most 45 characters; ours are 43 (`dp` + purpose letter + 40). */
const keyChars = 40;

/**
 * The provider's idempotency key for a payment attempt (docs/decisions/022-payment-workflow.md):
 * derived from the storefront, the caller and the request's Idempotency-Key, so the same attempt
 * always maps to the same provider charge (a retry after a crash finds it instead of charging
 * twice) and two callers' keys can never collide. `purpose` keeps the refund's key apart.
 */
export function providerIdempotencyKey(
  scope: { tenantId: number; actor: string; requestKey: string },
  purpose: "charge" | "refund" = "charge",
): string {
  const digest = createHash("sha256")
    .update(`${scope.tenantId}\n${scope.actor}\n${scope.requestKey}\n${purpose}`)
    .digest("base64url");
  return `dp${purpose === "charge" ? "c" : "r"}${digest.slice(0, keyChars)}`;
}
