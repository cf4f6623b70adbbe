import { ApiError } from "../../../lib/api-client.ts";

/**
 * The server's reason for refusing a call, as it should be shown: a field's own message (a 400 on
 * one field says "Your request is not valid!" and puts the reason on the field), else the details,
 * else the message. Null for a failure without an answer (offline, 5xx): the screen says its own text.
 */
export function reasonOf(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return null;
  const field = error.validationErrors?.find((v) => v.message)?.message;
  return field || error.details || error.message || null;
}
