import fastifyRateLimit, { type RateLimitOptions } from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { Redis } from "ioredis";
import { TooManyRequestsError } from "../lib/errors.ts";
import { isApiRequest } from "./paths.ts";

/** 429 in the ABP envelope; `Retry-After` and `X-RateLimit-*` headers say when to come back. */
export { TooManyRequestsError } from "../lib/errors.ts";

/**
 * Route config for an endpoint that needs a stricter limit than the global one, e.g. sign-in:
 * `app.post(url, { config: perMinute(10) }, handler)`.
 */
export const perMinute = (max: number): { rateLimit: RateLimitOptions } => ({
  rateLimit: { max, timeWindow: 60_000 },
});

/**
 * RATE_LIMIT_MAX requests per minute on `/api`, counted per signed-in user or else per client IP
 * (health probes, static files and the SPA are not limited). Counters live in memory, or in Redis
 * when REDIS_URL is set so that every instance shares them; a Redis outage lets requests through.
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  let redis: Redis | undefined;
  if (config.REDIS_URL) {
    redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2_000, enableAutoPipelining: true });
    redis.on("error", (err) => app.log.warn({ err }, "rate limit: Redis unavailable"));
    app.addHook("onClose", async () => {
      await redis?.quit().catch(() => redis?.disconnect());
    });
  }
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.RATE_LIMIT_MAX,
    timeWindow: 60_000,
    hook: "onRequest",
    ...(redis ? { redis, nameSpace: config.RATE_LIMIT_NAMESPACE, skipOnError: true } : {}),
    keyGenerator: (request) => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`),
    allowList: (request) => !isApiRequest(request),
    errorResponseBuilder: (_request, context) => new TooManyRequestsError(Math.max(1, Math.ceil(context.ttl / 1000))),
  });
});
