import type { PlaceDetails, PlaceSuggestion } from "@dutchpot/contract";
import { getJson } from "./http.ts";
import { type GeocodingProvider, GeocodingProviderError, type ReversePlace } from "./types.ts";

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface GooglePlace {
  place_id?: string;
  formatted_address?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat?: number; lng?: number } };
}
interface GoogleAnswer {
  status?: string;
  error_message?: string;
  predictions?: { place_id?: string; description?: string }[];
  result?: GooglePlace;
  results?: GooglePlace[];
}

export interface GoogleOptions {
  /** https://maps.googleapis.com (a local fake in tests). */
  baseUrl: string;
  apiKey: string;
  /** e.g. "ca": autocomplete is restricted to these countries. */
  countryCodes: string;
  timeoutMs: number;
  limit?: number;
}

/** "No result" statuses; anything else but OK is a failure (bad key, quota, …). */
const emptyStatuses = new Set(["ZERO_RESULTS", "NOT_FOUND"]);

/** Google Places Autocomplete, Place Details and the Geocoding API. Ids are `google:<place_id>`. */
export function createGoogleProvider(options: GoogleOptions): GeocodingProvider {
  const limit = options.limit ?? 8;

  async function call(path: string, params: Record<string, string>): Promise<GoogleAnswer | null> {
    const url = new URL(path, `${options.baseUrl.replace(/\/+$/, "")}/`);
    for (const [k, v] of Object.entries({ ...params, key: options.apiKey })) url.searchParams.set(k, v);
    const body = (await getJson(url, { timeoutMs: options.timeoutMs })) as GoogleAnswer;
    if (body.status === "OK") return body;
    if (body.status && emptyStatuses.has(body.status)) return null;
    throw new GeocodingProviderError(
      `Google ${path}: ${body.status ?? "no status"} ${body.error_message ?? ""}`.trim(),
    );
  }

  const component = (p: GooglePlace, type: string, short = false) => {
    const found = p.address_components?.find((c) => c.types.includes(type));
    return found ? (short ? found.short_name : found.long_name) : null;
  };
  const cityOf = (p: GooglePlace) =>
    component(p, "locality") ?? component(p, "postal_town") ?? component(p, "sublocality");
  const streetOf = (p: GooglePlace) => {
    const route = component(p, "route");
    return route ? [component(p, "street_number"), route].filter(Boolean).join(" ") : null;
  };

  const toDetails = (p: GooglePlace): PlaceDetails | null => {
    const lat = p.geometry?.location?.lat;
    const lng = p.geometry?.location?.lng;
    if (!p.place_id || !p.formatted_address || typeof lat !== "number" || typeof lng !== "number") return null;
    return {
      id: `google:${p.place_id}`,
      description: p.formatted_address,
      address: streetOf(p),
      city: cityOf(p),
      province: component(p, "administrative_area_level_1"),
      postalCode: component(p, "postal_code"),
      country: component(p, "country"),
      latitude: lat,
      longitude: lng,
    };
  };

  return {
    name: "google",

    async suggest(input, near) {
      const params: Record<string, string> = {
        input,
        components: options.countryCodes
          .split(",")
          .map((c) => `country:${c.trim()}`)
          .join("|"),
      };
      if (near) {
        params.location = `${near.latitude},${near.longitude}`;
        params.radius = "50000";
      }
      const body = await call("maps/api/place/autocomplete/json", params);
      return (body?.predictions ?? [])
        .filter((p) => p.place_id && p.description)
        .slice(0, limit)
        .map(
          (p): PlaceSuggestion => ({
            id: `google:${p.place_id}`,
            description: p.description as string,
            // Autocomplete predictions carry no postal code or position: GetPlaceDetails fills them in.
            postalCode: null,
            city: null,
            latitude: null,
            longitude: null,
          }),
        );
    },

    async details(id) {
      const match = /^google:([\w-]{1,300})$/.exec(id);
      if (!match?.[1]) return null;
      const body = await call("maps/api/place/details/json", {
        place_id: match[1],
        fields: "place_id,formatted_address,address_component,geometry",
      });
      return body?.result ? toDetails(body.result) : null;
    },

    async reverse(point): Promise<ReversePlace | null> {
      const body = await call("maps/api/geocode/json", { latlng: `${point.latitude},${point.longitude}` });
      const first = body?.results?.map(toDetails).find((d): d is PlaceDetails => d !== null);
      if (!first) return null;
      return {
        id: first.id,
        address: first.description,
        city: first.city,
        province: first.province,
        postalCode: first.postalCode,
        country: first.country,
      };
    },
  };
}
