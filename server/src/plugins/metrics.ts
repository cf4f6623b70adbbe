import type { Server } from "node:http";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { collectDefaultMetrics, Registry } from "prom-client";
import { type CacheTracker, cacheMetrics } from "../observability/cache-metrics.ts";
import { trackDatabase } from "../observability/database-metrics.ts";
import { trackEvents } from "../observability/event-metrics.ts";
import { trackRequests } from "../observability/http-metrics.ts";
import { trackJobs } from "../observability/job-metrics.ts";
import { addressOf, startMetricsServer } from "../observability/metrics-server.ts";

/** The app's metrics, as other plugins see them; everything is a no-op when METRICS_PORT is unset. */
export interface AppMetrics {
  /** The Prometheus registry, or null when metrics are off. */
  readonly registry: Registry | null;
  /** Where the metrics port listens once the app is ready (tests use port 0); null when off. */
  address(): { host: string; port: number } | null;
  /** Reports a cache's counters (read at scrape time) under `name`. */
  trackCache: CacheTracker;
}

declare module "fastify" {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/**
 * Prometheus metrics (docs/operations.md, "Metrics and alerts") on an internal port of their own
 * (METRICS_PORT, METRICS_HOST, optional METRICS_TOKEN), started with the app's `ready` so the job
 * worker, which never listens, serves them too. Unset, the plugin adds no hook and no cost.
 * Registered after the database, events, streams and jobs it reads.
 */
export const metricsPlugin = fp(
  async (app: FastifyInstance) => {
    const { METRICS_PORT: port, METRICS_HOST: host, METRICS_TOKEN: token } = app.config;
    if (port === undefined) {
      app.decorate("metrics", { registry: null, address: () => null, trackCache: () => {} });
      return;
    }
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    trackRequests(app, registry);
    trackJobs(app, registry);
    const stopQueries = trackDatabase(app.database, registry);
    const stopEvents = trackEvents(app, registry);
    const trackCache = cacheMetrics(registry);
    let server: Server | undefined;
    app.decorate("metrics", {
      registry,
      address: () => (server ? addressOf(server) : null),
      trackCache,
    });

    app.addHook("onReady", async () => {
      // The storefront read cache (server/src/cache) is registered after this plugin, with the modules.
      trackCache("read", () => app.readCache.stats());
      server = await startMetricsServer(registry, {
        port,
        host,
        token,
        onError: (err) => app.log.error({ err }, "metrics: collecting failed"),
      });
    });
    app.addHook("onClose", async () => {
      stopQueries();
      stopEvents();
      if (!server) return;
      const closed = new Promise((resolve) => server?.close(resolve));
      server.closeAllConnections();
      await closed;
    });
  },
  { name: "metrics", dependencies: ["events", "sse"] },
);
