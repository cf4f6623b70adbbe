/**
 * One key per user action sent as `Idempotency-Key` (decision 009): a payment attempt, a cancel, a
 * rating, a reorder. A fresh random UUID; the server answers a repeat of the same key with the first
 * answer instead of acting twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === "function") return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}
