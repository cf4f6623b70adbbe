import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";

/**
 * `Country/Getall`: the country and state selects of the profile and partner forms. The list is
 * reference data (~250 countries, ~5,000 states) that only the seed changes, so it is answered from
 * the read cache (decision 033, scope `global`): serialized and compressed once, sent with an ETag
 * (304 on a match), and cacheable by browsers and shared caches for an hour (no tenant in it).
 */
export async function countriesRoutes(app: FastifyInstance) {
  const service = app.services.countries;

  defineRoute(app, "Country.Getall", {}, (request, reply) =>
    app.readCache.answer(request, reply, {
      scope: "global",
      fill: () => service.getAll(),
      cacheControl: "public, max-age=3600",
    }),
  );
}
