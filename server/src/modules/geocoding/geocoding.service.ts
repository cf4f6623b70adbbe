import {
  type PlaceDetails,
  type PlaceSuggestionList,
  type ReverseGeocode,
  unresolvedAddress,
} from "@dutchpot/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { Db } from "../../db/client.ts";
import { AppError, NotFoundError } from "../../lib/errors.ts";
import { createGeocodingProvider, type GeocodingProvider, type LatLng } from "../../providers/geocoding/index.ts";
import { createKnownPlaces, rememberPlace } from "./geocoding.repository.ts";

/**
 * Place search for the address box and the map (spec 000 §8): a failed suggestion look-up is an
 * empty list, a failed reverse look-up reads 'Unresolved address'. Places an external provider
 * resolves are remembered, so the offline provider knows them too.
 */
export function createGeocodingService(db: Db, provider: GeocodingProvider, log: FastifyBaseLogger) {
  const remember = async (place: Parameters<typeof rememberPlace>[1]) => {
    if (provider.name === "local") return;
    try {
      await rememberPlace(db, place);
    } catch (err) {
      log.warn({ err }, "could not remember a geocoded place");
    }
  };

  return {
    async suggestions(input: string, near?: LatLng): Promise<PlaceSuggestionList> {
      try {
        return { items: await provider.suggest(input, near) };
      } catch (err) {
        log.warn({ err, provider: provider.name }, "place suggestions failed: answering an empty list");
        return { items: [] };
      }
    },

    async details(id: string): Promise<PlaceDetails> {
      let place: PlaceDetails | null;
      try {
        place = await provider.details(id);
      } catch (err) {
        log.warn({ err, provider: provider.name }, "place details failed");
        throw new AppError(503, "Place details are unavailable right now.", "Please try again in a moment.");
      }
      if (!place) throw new NotFoundError("Place", id);
      await remember(place);
      return place;
    },

    async reverse(point: LatLng): Promise<ReverseGeocode> {
      const unresolved: ReverseGeocode = {
        address: unresolvedAddress,
        city: null,
        postalCode: null,
        ...point,
        resolved: false,
      };
      try {
        const place = await provider.reverse(point);
        if (!place) return unresolved;
        await remember({ ...place, description: place.address, address: place.address, ...point });
        return { address: place.address, city: place.city, postalCode: place.postalCode, ...point, resolved: true };
      } catch (err) {
        log.warn({ err, provider: provider.name }, "reverse geocoding failed: answering 'Unresolved address'");
        return unresolved;
      }
    },
  };
}

/** The geocoding service on the configured provider (the offline one knows the places remembered here). */
export function createGeocoding(config: Config, db: Db, log: FastifyBaseLogger) {
  return createGeocodingService(db, createGeocodingProvider(config, createKnownPlaces(db)), log);
}
