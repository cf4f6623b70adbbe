import {
  envelopeOf,
  PlaceDetailsRequestSchema,
  PlaceDetailsSchema,
  PlaceSuggestionListSchema,
  PlaceSuggestionsRequestSchema,
  ReverseGeocodeRequestSchema,
  ReverseGeocodeSchema,
} from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { ok } from "../../lib/envelope.ts";

/** Address search (`Geocoding/*`): suggestions, place details and reverse look-ups. */
export async function geocodingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.geocoding;
  const tags = ["Geocoding"];

  app.get(
    "/api/services/app/Geocoding/GetSuggestions",
    {
      schema: {
        tags,
        querystring: PlaceSuggestionsRequestSchema,
        response: { 200: envelopeOf(PlaceSuggestionListSchema) },
      },
    },
    async (request) => {
      const { Input, Latitude, Longitude } = request.query;
      const near =
        Latitude !== undefined && Longitude !== undefined ? { latitude: Latitude, longitude: Longitude } : undefined;
      return ok(await service.suggestions(Input, near));
    },
  );

  app.get(
    "/api/services/app/Geocoding/GetPlaceDetails",
    { schema: { tags, querystring: PlaceDetailsRequestSchema, response: { 200: envelopeOf(PlaceDetailsSchema) } } },
    async (request) => ok(await service.details(request.query.Id)),
  );

  app.get(
    "/api/services/app/Geocoding/Reverse",
    {
      schema: { tags, querystring: ReverseGeocodeRequestSchema, response: { 200: envelopeOf(ReverseGeocodeSchema) } },
    },
    async (request) =>
      ok(await service.reverse({ latitude: request.query.Latitude, longitude: request.query.Longitude })),
  );
}
