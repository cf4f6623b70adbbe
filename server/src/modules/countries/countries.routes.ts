import { createHash } from "node:crypto";
import { CountryListSchema, envelopeOf } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";

const ResponseSchema = envelopeOf(CountryListSchema);

/**
 * `Country/Getall`: the country and state selects of the profile and partner forms. The list is
 * reference data (~250 countries, ~5,000 states) that only changes when the process seeds it, so
 * the envelope is validated and serialised once, then sent as-is with an ETag (304 on a match).
 */
export async function countriesRoutes(app: FastifyInstance) {
  const service = app.services.countries;
  let serialized: Promise<{ body: string; etag: string }> | null = null;

  async function serialize() {
    const body = JSON.stringify(ResponseSchema.parse(ok(await service.getAll())));
    return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  }

  // The handler sends the pre-serialised string (or a bodiless 304) itself; the map's schemas
  // still document the 200 and 304 answers in OpenAPI.
  defineRoute(app, "Country.Getall", {}, async (request, reply) => {
    serialized ??= serialize().catch((err) => {
      serialized = null; // do not keep a failure
      throw err;
    });
    const { body, etag } = await serialized;
    reply.header("etag", etag).header("cache-control", "public, max-age=3600");
    if (request.headers["if-none-match"] === etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(body);
  });
}
