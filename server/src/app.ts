import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { requestIdHeader } from "@dutchpot/contract";
import fastifyCookie from "@fastify/cookie";
import Fastify, { type FastifyServerOptions } from "fastify";
import { validatorCompiler, type ZodTypeProvider } from "fastify-type-provider-zod";
import { readCachePlugin } from "./cache/read-cache.plugin.ts";
import type { Config } from "./config.ts";
import type { Database } from "./db/client.ts";
import { eventsPlugin } from "./events/events.plugin.ts";
import { ssePlugin } from "./events/sse.ts";
import { type JobsPluginOptions, jobsPlugin } from "./jobs/jobs.plugin.ts";
import { type Clock, systemClock } from "./lib/clock.ts";
import { createResponseSerializerCompiler } from "./lib/serializer.ts";
import { registerModules } from "./modules/index.ts";
import { abpPlugin, clientErrorHandler, frameworkErrorHandler } from "./plugins/abp.ts";
import { authPlugin } from "./plugins/auth.ts";
import { compressionPlugin } from "./plugins/compression.ts";
import { consoleScopePlugin } from "./plugins/console-scope.ts";
import { dbPlugin } from "./plugins/db.ts";
import { guestPlugin } from "./plugins/guest.ts";
import { idempotencyPlugin } from "./plugins/idempotency/idempotency.plugin.ts";
import { mediaPlugin } from "./plugins/media.ts";
import { metricsPlugin } from "./plugins/metrics.ts";
import { openApiPlugin } from "./plugins/openapi.ts";
import { rateLimitPlugin } from "./plugins/rate-limit.ts";
import { requestContextPlugin } from "./plugins/request-context.ts";
import { OneLineRequestLog } from "./plugins/request-log.ts";
import { securityPlugin } from "./plugins/security.ts";
import { spaPlugin } from "./plugins/spa.ts";
import { tenantPlugin } from "./plugins/tenant.ts";
import { webManifestPlugin } from "./plugins/web-manifest.ts";

export interface AppOptions {
  config: Config;
  database: Database;
  logger?: FastifyServerOptions["logger"];
  /** The job runner: on or off (default JOBS_ENABLED), and its timings (tests, bench). */
  jobs?: JobsPluginOptions;
  /** Now, for every time rule (default the system clock; tests pass `testClock()`). */
  clock?: Clock;
}

/** A caller's X-Request-Id is reused when it is a sane token; otherwise a uuid is generated. */
const requestIdPattern = /^[\w.:-]{1,128}$/;
function requestId(req: IncomingMessage): string {
  const given = req.headers[requestIdHeader];
  const value = Array.isArray(given) ? given[0] : given;
  return value && requestIdPattern.test(value) ? value : randomUUID();
}

/** Builds the Fastify app (no listening): used by the process entry, the tests and the bench. */
export async function buildApp({ config, database, logger = false, jobs = {}, clock = systemClock }: AppOptions) {
  const app = Fastify({
    logger,
    // One line per request instead of Fastify's two (plugins/request-log.ts).
    logController: new OneLineRequestLog(),
    routerOptions: { caseSensitive: false },
    requestIdHeader: false,
    genReqId: requestId,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    clientErrorHandler,
    frameworkErrors: frameworkErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  // Compiled answer serializers; outside production each answer is checked with zod too (a wrong shape is a 500).
  app.setSerializerCompiler(createResponseSerializerCompiler({ checked: config.NODE_ENV !== "production" }));
  app.decorate("config", config);
  app.decorate("clock", clock);
  app.addHook("onRequest", async (request, reply) => {
    reply.header(requestIdHeader, request.id);
  });

  // Order matters: hooks run in registration order (auth before tenant, which needs the user),
  // and the rate limiter, OpenAPI and the envelope's 404 must exist before any route.
  await app.register(dbPlugin, { database });
  await app.register(eventsPlugin);
  await app.register(ssePlugin, {
    heartbeatMs: config.SSE_HEARTBEAT_MS,
    maxStreams: config.SSE_MAX_STREAMS,
    maxBufferBytes: config.SSE_MAX_BUFFER_BYTES,
  });
  await app.register(jobsPlugin, jobs);
  // Reads the database, events, streams and jobs above; its request hooks must precede the routes.
  await app.register(metricsPlugin);
  await app.register(securityPlugin);
  await app.register(fastifyCookie);
  await app.register(requestContextPlugin);
  await app.register(authPlugin);
  await app.register(consoleScopePlugin);
  await app.register(tenantPlugin);
  await app.register(guestPlugin);
  await app.register(rateLimitPlugin);
  await app.register(abpPlugin);
  // Before any API route: it attaches itself to each route as the route is added.
  await app.register(compressionPlugin);
  // Before the modules: its onRoute hook documents the Idempotency-Key header of idempotent routes.
  await app.register(idempotencyPlugin);
  await app.register(openApiPlugin);
  await app.register(readCachePlugin);
  await app.register(registerModules);
  await app.register(mediaPlugin, { mediaDir: config.MEDIA_DIR });
  await app.register(webManifestPlugin);
  await app.register(spaPlugin, { distDir: config.WEB_DIST_DIR });
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

declare module "fastify" {
  interface FastifyInstance {
    config: Config;
  }
}
