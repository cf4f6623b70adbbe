import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { z } from "zod";
import { failure } from "../../lib/envelope.ts";
import { FieldValidationError } from "../../lib/errors.ts";
import { claimKey } from "./claim-key.ts";
import { type Held, releaseKey, storeResponse } from "./idempotency.repository.ts";
import {
  actorOf,
  idempotencyKeyHeader,
  idempotentReplayedHeader,
  isValidKey,
  keyOf,
  requestHash,
} from "./request-key.ts";

/** `true`: the key is optional; `"required"`: a call without one is refused (400). */
export type IdempotentOption = boolean | "required";

declare module "fastify" {
  interface FastifyContextConfig {
    /** Makes a mutating route idempotent with the `Idempotency-Key` header (docs/decisions/009-idempotency-keys.md). */
    idempotent?: IdempotentOption;
  }
  interface FastifyRequest {
    /** The key this request holds while its handler runs; its answer is stored when sent. */
    idempotencyClaim: Held | null;
  }
}

export interface IdempotencyOptions {
  /** How long a claim holds before another request may take the key over (a crashed request's). */
  leaseMs?: number;
  /** How long a stored answer is replayed. */
  ttlMs?: number;
}

export const idempotencyTexts = {
  invalidKey: "The Idempotency-Key must be 1 to 255 printable ASCII characters.",
  missingKey: "This call requires an Idempotency-Key header.",
  conflict: "This Idempotency-Key was already used for a different request.",
  conflictDetails: "Send a new key for a new request; a retry must repeat the first request exactly.",
  inFlight: "A request with this Idempotency-Key is still being processed.",
  inFlightDetails: "Retry after the time in the Retry-After header to get its answer.",
};

/** Only the content type is kept: the body is replayed byte for byte; other headers are per response. */
const storedHeaders = ["content-type"];

const headerDoc = (required: boolean) =>
  (required ? z.string() : z.string().optional()).describe(
    "A unique key (1–255 printable ASCII, e.g. a uuid) per intended mutation: a retry with the same key and " +
      "request gets the first answer again (header Idempotent-Replayed: true); see docs/api.md.",
  );

function conflict(reply: FastifyReply, message: string, details: string, retryAfterSeconds?: number) {
  if (retryAfterSeconds !== undefined) reply.header("retry-after", String(retryAfterSeconds));
  return reply.status(409).send(failure({ code: 0, message, details, validationErrors: null }));
}

/**
 * Idempotency keys for mutating routes (docs/decisions/009-idempotency-keys.md): a route with
 * `config: { idempotent: true }` accepts `Idempotency-Key`; the first call claims the key, its
 * answer is stored, and a retry gets that answer again instead of a second effect.
 */
export const idempotencyPlugin = fp(async (app: FastifyInstance, options: IdempotencyOptions = {}) => {
  const leaseMs = options.leaseMs ?? 60_000;
  const ttlMs = options.ttlMs ?? 24 * 60 * 60 * 1000;
  app.decorateRequest("idempotencyClaim", null);

  // Documents the header on idempotent operations (OpenAPI); a loose object keeps every other header.
  app.addHook("onRoute", (route) => {
    const mode = route.config?.idempotent;
    if (!mode || route.schema?.headers) return;
    route.schema = {
      ...route.schema,
      headers: z.looseObject({ [idempotencyKeyHeader]: headerDoc(mode === "required") }),
    };
  });

  // After validation: a call refused by its schema never claims a key (nothing ran, nothing to replay).
  app.addHook("preHandler", async (request: FastifyRequest, reply: FastifyReply) => {
    const mode = request.routeOptions.config.idempotent;
    if (!mode) return;
    const key = keyOf(request);
    if (key === undefined) {
      if (mode === "required") throw new FieldValidationError("Idempotency-Key", idempotencyTexts.missingKey);
      return;
    }
    if (!isValidKey(key)) throw new FieldValidationError("Idempotency-Key", idempotencyTexts.invalidKey);

    const now = new Date();
    const outcome = await claimKey(
      app.db,
      {
        tenantId: request.storefront?.tenantId ?? 0,
        actor: actorOf(request),
        key,
        requestHash: requestHash(request),
        method: request.method,
        path: request.routeOptions.url ?? request.url,
        lockedUntil: new Date(now.getTime() + leaseMs),
        expiresAt: new Date(now.getTime() + ttlMs),
      },
      now,
    );
    switch (outcome.kind) {
      case "claimed":
        request.idempotencyClaim = outcome.held;
        return;
      case "replay": {
        const { status, headers, body } = outcome.response;
        return reply.status(status).headers(headers).header(idempotentReplayedHeader, "true").send(body);
      }
      case "conflict":
        return conflict(reply, idempotencyTexts.conflict, idempotencyTexts.conflictDetails);
      case "in_flight":
        return conflict(reply, idempotencyTexts.inFlight, idempotencyTexts.inFlightDetails, outcome.retryAfterSeconds);
    }
  });

  // The answer is stored before it leaves, so a client that got it and retries gets it again.
  app.addHook("onSend", async (request, reply, payload) => {
    const held = request.idempotencyClaim;
    if (!held) return payload;
    request.idempotencyClaim = null;
    try {
      // A server fault is not an answer to keep: the client may retry the same key.
      if (reply.statusCode >= 500 || typeof payload !== "string") await releaseKey(app.db, held);
      else {
        const headers: Record<string, string> = {};
        for (const name of storedHeaders) {
          const value = reply.getHeader(name);
          if (value !== undefined) headers[name] = String(value);
        }
        const expiresAt = new Date(Date.now() + ttlMs);
        await storeResponse(app.db, held, { status: reply.statusCode, headers, body: payload }, expiresAt);
      }
    } catch (err) {
      // The answer still goes out; the key stays in flight until its lease ends, then may be retried.
      request.log.error({ err }, "idempotency: could not store the answer");
    }
    return payload;
  });
});
