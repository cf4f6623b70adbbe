import type { PlaceDetails, PlaceSuggestion } from "@dutchpot/contract";
import { getJson } from "./http.ts";
import { type GeocodingProvider, GeocodingProviderError, type ReversePlace } from "./types.ts";

/** The parts of a Nominatim `jsonv2` place we read (https://nominatim.org/release-docs/latest/api/Output/). */
interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  display_name?: string;
  address?: Record<string, string | undefined>;
  error?: string;
}

export interface NominatimOptions {
  /** e.g. https://nominatim.openstreetmap.org (or a self-hosted instance). */
  baseUrl: string;
  /** The usage policy asks for an identifying User-Agent (and an email for heavy use). */
  userAgent: string;
  email?: string;
  /** ISO country codes to search in, e.g. "ca". */
  countryCodes: string;
  timeoutMs: number;
  limit?: number;
}

const osmTypeLetter: Record<string, string> = { node: "N", way: "W", relation: "R" };

/** Nominatim (OpenStreetMap) search, lookup and reverse. Ids are `nominatim:<N|W|R><osm id>`. */
export function createNominatimProvider(options: NominatimOptions): GeocodingProvider {
  const limit = options.limit ?? 8;
  const headers = { "user-agent": options.userAgent, "accept-language": "en" };

  const url = (path: string, params: Record<string, string>) => {
    const u = new URL(path, `${options.baseUrl.replace(/\/+$/, "")}/`);
    for (const [k, v] of Object.entries({ format: "jsonv2", addressdetails: "1", ...params })) u.searchParams.set(k, v);
    if (options.email) u.searchParams.set("email", options.email);
    return u;
  };
  const get = (path: string, params: Record<string, string>) =>
    getJson(url(path, params), { timeoutMs: options.timeoutMs, headers });

  const idOf = (p: NominatimPlace) => {
    const letter = osmTypeLetter[p.osm_type ?? ""];
    return letter && p.osm_id !== undefined ? `nominatim:${letter}${p.osm_id}` : null;
  };
  const cityOf = (a: NominatimPlace["address"]) => a?.city ?? a?.town ?? a?.village ?? a?.municipality ?? null;
  const streetOf = (a: NominatimPlace["address"]) =>
    a?.road ? [a.house_number, a.road].filter(Boolean).join(" ") : null;
  const positionOf = (p: NominatimPlace) => {
    const latitude = Number(p.lat);
    const longitude = Number(p.lon);
    return Number.isFinite(latitude) && Number.isFinite(longitude) && p.lat && p.lon ? { latitude, longitude } : null;
  };

  const toDetails = (p: NominatimPlace): PlaceDetails | null => {
    const id = idOf(p);
    const position = positionOf(p);
    if (!id || !position || !p.display_name) return null;
    return {
      id,
      description: p.display_name,
      address: streetOf(p.address),
      city: cityOf(p.address),
      province: p.address?.state ?? null,
      postalCode: p.address?.postcode ?? null,
      country: p.address?.country ?? null,
      ...position,
    };
  };

  const asList = (body: unknown): NominatimPlace[] => {
    if (!Array.isArray(body)) throw new GeocodingProviderError("Nominatim: expected a list of places");
    return body as NominatimPlace[];
  };

  return {
    name: "nominatim",

    async suggest(input, near) {
      const params: Record<string, string> = { q: input, limit: String(limit), countrycodes: options.countryCodes };
      if (near) {
        const d = 0.5; // degrees: prefer (not restrict to) places around the given point
        params.viewbox = [near.longitude - d, near.latitude + d, near.longitude + d, near.latitude - d].join(",");
      }
      return asList(await get("search", params))
        .map(toDetails)
        .filter((p): p is PlaceDetails => p !== null)
        .map(
          (p): PlaceSuggestion => ({
            id: p.id,
            description: p.description,
            postalCode: p.postalCode,
            city: p.city,
            latitude: p.latitude,
            longitude: p.longitude,
          }),
        );
    },

    async details(id) {
      const match = /^nominatim:([NWR]\d{1,20})$/.exec(id);
      if (!match?.[1]) return null;
      const [place] = asList(await get("lookup", { osm_ids: match[1] }));
      return place ? toDetails(place) : null;
    },

    async reverse(point): Promise<ReversePlace | null> {
      const body = (await get("reverse", {
        lat: String(point.latitude),
        lon: String(point.longitude),
      })) as NominatimPlace;
      if (body.error) return null; // "Unable to geocode": nothing at this point
      const details = toDetails(body);
      if (!details) return null;
      return {
        id: details.id,
        address: details.address ? [details.address, details.city].filter(Boolean).join(", ") : details.description,
        city: details.city,
        province: details.province,
        postalCode: details.postalCode,
        country: details.country,
      };
    },
  };
}
