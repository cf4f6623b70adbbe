import { createHash } from "node:crypto";
import type { FastifyRequest } from "fastify";

/** The request header naming a mutation's idempotency key (docs/decisions/009-idempotency-keys.md). */
export const idempotencyKeyHeader = "idempotency-key";
/** Set to `true` on an answer replayed from a stored one. */
export const idempotentReplayedHeader = "idempotent-replayed";

/** 1–255 printable ASCII characters (space to tilde): a uuid, a ULID or any client token fits. */
const keyPattern = /^[\x20-\x7e]{1,255}$/;

export const isValidKey = (key: string) => keyPattern.test(key);

/** The header's value; a repeated header counts as one value (Node joins them), so it is refused when odd. */
export function keyOf(request: FastifyRequest): string | undefined {
  const raw = request.headers[idempotencyKeyHeader];
  return Array.isArray(raw) ? raw.join(", ") : raw;
}

/**
 * Who owns the key. Keys are per caller, so two callers can never see each other's stored
 * answers: a signed-in user, a guest (its uuid), or, for a call with neither, the client address.
 */
export function actorOf(request: FastifyRequest): string {
  const { actor } = request;
  if (actor.kind === "user") return `user:${actor.userId}`;
  if (actor.kind === "guest") return `guest:${actor.guestId}`;
  return `anonymous:${request.ip}`;
}

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(",")}]`;
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(",")}}`;
  }
  return JSON.stringify(value) ?? "null";
}

/**
 * sha256 of what makes two calls "the same request": the method, the route (its pattern, so case or
 * a trailing query order does not matter), and the validated params, query and body.
 */
export function requestHash(request: FastifyRequest): string {
  const { method, params, query, body } = request;
  const route = request.routeOptions.url ?? request.url;
  const input = canonicalJson({ params: params ?? null, query: query ?? null, body: body ?? null });
  return createHash("sha256").update(`${method} ${route}\n${input}`).digest("hex");
}
