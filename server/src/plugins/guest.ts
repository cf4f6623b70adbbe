import { guestIdHeader, guestIdPattern } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiRequest } from "./paths.ts";

/**
 * The guest id (docs/decisions/003-guest-id-header.md): `X-Guest-Id` is taken only when it is a
 * random (version 4) uuid (stored lower-case); anything else, the nil and all-f uuids included, is
 * ignored (no guest), so it can never smuggle other keys into cart look-ups nor name a cart that
 * anyone could share (decision 027).
 */
export const guestPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRequest", async (request) => {
    if (!isApiRequest(request)) return; // only API calls act for a guest
    const raw = request.headers[guestIdHeader];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    request.guestId = value && guestIdPattern.test(value) ? value.toLowerCase() : null;
  });
});
