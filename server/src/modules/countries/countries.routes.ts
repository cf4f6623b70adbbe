import { createHash } from "node:crypto";
import { CountryListSchema, envelopeOf } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { ok } from "../../lib/envelope.ts";

const ResponseSchema = envelopeOf(CountryListSchema);
const NotModified = z.null().describe("Not modified: the list still matches If-None-Match");

/**
 * `Country/Getall`: the country and state selects of the profile and partner forms. The list is
 * reference data (~250 countries, ~5,000 states) that only changes when the process seeds it, so
 * the envelope is validated and serialised once, then sent as-is with an ETag (304 on a match).
 */
export async function countriesRoutes(fastify: FastifyInstance) {
  // Untyped on purpose: the handler sends the pre-serialised string (or a bodiless 304); the schema
  // still documents the 200 body in OpenAPI.
  const app = fastify;
  const service = app.services.countries;
  let serialized: Promise<{ body: string; etag: string }> | null = null;

  async function serialize() {
    const body = JSON.stringify(ResponseSchema.parse(ok(await service.getAll())));
    return { body, etag: `"${createHash("sha1").update(body).digest("base64url")}"` };
  }

  app.get(
    "/api/services/app/Country/Getall",
    { schema: { tags: ["Country"], response: { 200: ResponseSchema, 304: NotModified } } },
    async (request, reply) => {
      serialized ??= serialize().catch((err) => {
        serialized = null; // do not keep a failure
        throw err;
      });
      const { body, etag } = await serialized;
      reply.header("etag", etag).header("cache-control", "public, max-age=3600");
      if (request.headers["if-none-match"] === etag) return reply.code(304).send();
      return reply.type("application/json; charset=utf-8").send(body);
    },
  );
}
