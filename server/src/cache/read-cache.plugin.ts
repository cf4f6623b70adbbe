import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { ReadCache } from "./read-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Storefront read caches (docs/decisions/033): `answer(request, reply, spec)`; `stats()` for metrics. */
    readCache: ReadCache;
  }
}

/** One read cache per instance, capped at READ_CACHE_MAX_BYTES. */
export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate("readCache", new ReadCache(app.db, { maxBytes: app.config.READ_CACHE_MAX_BYTES, clock: app.clock }));
  },
  { name: "read-cache" },
);
