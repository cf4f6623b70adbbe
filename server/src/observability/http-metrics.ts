import type { FastifyInstance } from "fastify";
import { Gauge, Histogram, type Registry } from "prom-client";

/** Seconds; around the targets (p99 ≤ 100 ms for reads, ≤ 250 ms for cart writes). */
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** The route label of a request no route matched (API 404s, SPA pages): never the raw URL. */
export const unmatchedRoute = "<unmatched>";

/**
 * Request duration per method, route pattern and status code, and the requests in flight. The
 * label is the route's URL pattern (`/media/uploads/:file`), never the URL: a label per distinct
 * URL would grow without bound. Hijacked replies (event streams) are counted in flight until their
 * socket closes; their duration is not observed (a stream's length says nothing about latency).
 */
export function trackRequests(app: FastifyInstance, registry: Registry) {
  const duration = new Histogram({
    name: "dutchpot_http_request_duration_seconds",
    help: "Time from a request's arrival to its answer sent, by method, route pattern and status code.",
    labelNames: ["method", "route", "status_code"] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const inFlight = new Gauge({
    name: "dutchpot_http_requests_in_flight",
    help: "Requests being answered now (open event streams included).",
    registers: [registry],
  });

  app.addHook("onRequest", async (_request, reply) => {
    inFlight.inc();
    // 'close' fires once whether the answer was sent or the client went away mid-way.
    reply.raw.once("close", () => inFlight.dec());
  });
  app.addHook("onResponse", async (request, reply) => {
    duration.observe(
      {
        method: request.method,
        route: request.routeOptions.url ?? unmatchedRoute,
        status_code: reply.statusCode,
      },
      reply.elapsedTime / 1000,
    );
  });
}
