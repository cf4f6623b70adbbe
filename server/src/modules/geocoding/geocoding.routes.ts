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
import { createGeocodingProvider, type GeocodingProvider } from "../../providers/geocoding/index.ts";
import { createKnownPlaces } from "./geocoding.repository.ts";
import { createGeocodingService } from "./geocoding.service.ts";

export interface GeocodingRoutesOptions {
  /** Replaces the configured provider (tests). */
  provider?: GeocodingProvider;
}

/** Address search (`Geocoding/*`): suggestions, place details and reverse look-ups. */
export async function geocodingRoutes(fastify: FastifyInstance, options: GeocodingRoutesOptions = {}) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const provider = options.provider ?? createGeocodingProvider(app.config, createKnownPlaces(app.db));
  const service = createGeocodingService(app.db, provider, app.log);
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
