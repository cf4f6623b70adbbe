import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";

/** Address search (`Geocoding/*`): suggestions, place details and reverse look-ups. */
export async function geocodingRoutes(app: FastifyInstance) {
  const service = app.services.geocoding;

  defineRoute(app, "Geocoding.GetSuggestions", {}, async (request) => {
    const { Input, Latitude, Longitude } = request.query;
    const near =
      Latitude !== undefined && Longitude !== undefined ? { latitude: Latitude, longitude: Longitude } : undefined;
    return ok(await service.suggestions(Input, near));
  });

  defineRoute(app, "Geocoding.GetPlaceDetails", {}, async (request) => ok(await service.details(request.query.Id)));

  defineRoute(app, "Geocoding.Reverse", {}, async (request) =>
    ok(await service.reverse({ latitude: request.query.Latitude, longitude: request.query.Longitude })),
  );
}
