import { guestIdHeader } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The guest id (docs/decisions/003-guest-id-header.md): `X-Guest-Id` is taken only when it is a
 * uuid (stored lower-case); anything else is ignored, so it can never smuggle other keys into
 * cart look-ups.
 */
export const guestPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    const raw = request.headers[guestIdHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    request.guestId = value && uuid.test(value) ? value.toLowerCase() : null;
  });
});
