import { CountryListSchema, envelopeOf } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";
import { createCountriesService } from "./countries.service.ts";

/** `Country/Getall`: the country and state selects of the profile and partner forms. */
export async function countriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = createCountriesService(app.db);

  app.get(
    "/api/services/app/Country/Getall",
    { schema: { tags: ["Country"], response: { 200: envelopeOf(CountryListSchema) } } },
    async () => ok(await service.getAll()),
  );
}
