import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { openCatalogueVersions } from "./catalogue-versions.ts";
import { ReadCache } from "./read-cache.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Storefront read caches (docs/decisions/033): `answer(request, reply, spec)`; `stats()` for metrics. */
    readCache: ReadCache;
  }
}

/**
 * One read cache per instance, capped at READ_CACHE_MAX_BYTES. Its versions come from the
 * database per request (PostgreSQL) or from memory kept by notifications (PGlite, decision 035),
 * loaded here, before the server takes a request.
 */
export const readCachePlugin = fp(
  async (app: FastifyInstance) => {
    const versions = await openCatalogueVersions(app.database);
    app.addHook("onClose", () => versions.close());
    app.decorate("readCache", new ReadCache(versions, { maxBytes: app.config.READ_CACHE_MAX_BYTES, clock: app.clock }));
  },
  { name: "read-cache" },
);
