import type { Config } from "../../config.ts";
import { createGoogleProvider } from "./google.ts";
import { createLocalProvider, type KnownPlaces } from "./local.ts";
import { createNominatimProvider } from "./nominatim.ts";
import type { GeocodingProvider } from "./types.ts";

export type { KnownPlace, KnownPlaces } from "./local.ts";
export type { GeocodingProvider, LatLng, ReversePlace } from "./types.ts";

type GeocodingConfig = Pick<
  Config,
  | "GEOCODING_PROVIDER"
  | "GEOCODING_TIMEOUT_MS"
  | "GEOCODING_COUNTRIES"
  | "NOMINATIM_URL"
  | "NOMINATIM_EMAIL"
  | "GEOCODING_USER_AGENT"
  | "GOOGLE_MAPS_URL"
  | "GOOGLE_MAPS_API_KEY"
>;

/** The configured provider (GEOCODING_PROVIDER); `local` needs nothing but the database. */
export function createGeocodingProvider(config: GeocodingConfig, known: KnownPlaces): GeocodingProvider {
  switch (config.GEOCODING_PROVIDER) {
    case "nominatim":
      return createNominatimProvider({
        baseUrl: config.NOMINATIM_URL,
        userAgent: config.GEOCODING_USER_AGENT,
        email: config.NOMINATIM_EMAIL,
        countryCodes: config.GEOCODING_COUNTRIES,
        timeoutMs: config.GEOCODING_TIMEOUT_MS,
      });
    case "google":
      if (!config.GOOGLE_MAPS_API_KEY) throw new Error("GOOGLE_MAPS_API_KEY is required for GEOCODING_PROVIDER=google");
      return createGoogleProvider({
        baseUrl: config.GOOGLE_MAPS_URL,
        apiKey: config.GOOGLE_MAPS_API_KEY,
        countryCodes: config.GEOCODING_COUNTRIES,
        timeoutMs: config.GEOCODING_TIMEOUT_MS,
      });
    default:
      return createLocalProvider({ known });
  }
}
