import { haversineKm, type PlaceDetails, type PlaceSuggestion } from "@dutchpot/contract";
// Derived from `country-state-city` by server/scripts/canadian-cities.mjs: the package's own import
// parses every city of the world (8 MB of JSON, ~60 MiB) for these ~1,100 (docs/decisions/036).
import canada from "./canadian-cities.json" with { type: "json" };
import type { GeocodingProvider, LatLng, ReversePlace } from "./types.ts";

/** An address the platform already knows: a seeded shop, or a place an external provider resolved earlier. */
export interface KnownPlace {
  id: string;
  description: string;
  address: string | null;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
  latitude: number;
  longitude: number;
}

/** Where the local provider finds known places (the database, in the app). */
export interface KnownPlaces {
  /** Places whose description contains the text (accent- and case-insensitive). */
  search(text: string, limit: number): Promise<KnownPlace[]>;
  byId(id: string): Promise<KnownPlace | null>;
  /** The closest place within `withinMetres`, or null. */
  nearest(point: LatLng, withinMetres: number): Promise<KnownPlace | null>;
}

interface GazetteerCity {
  id: string;
  name: string;
  folded: string;
  /** Its suggestion's text folded ("toronto on canada"): a suggestion's own text finds it again. */
  foldedDescription: string;
  provinceCode: string;
  province: string;
  latitude: number;
  longitude: number;
}

/** Lower-case, accents removed, punctuation as spaces: "Baie-D'Urfé" → "baie d urfe". */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();

let gazetteer: GazetteerCity[] | null = null;
/** Canadian cities of the `country-state-city` package (built on the first look-up). */
function canadianCities(): GazetteerCity[] {
  if (gazetteer) return gazetteer;
  const provinces: Record<string, string | undefined> = canada.provinces;
  gazetteer = (canada.cities as [string, string, number, number][]).map(
    ([name, provinceCode, latitude, longitude]) => ({
      id: `city:${provinceCode}:${name}`,
      name,
      folded: fold(name),
      foldedDescription: fold(cityDescription({ name, provinceCode })),
      provinceCode,
      province: provinces[provinceCode] ?? provinceCode,
      latitude,
      longitude,
    }),
  );
  return gazetteer;
}

const cityDescription = (c: Pick<GazetteerCity, "name" | "provinceCode">) => `${c.name}, ${c.provinceCode}, Canada`;

/** Great-circle distance in metres (haversine, earth radius 6371 km as in spec 000 §9). */
export function haversineMetres(a: LatLng, b: LatLng): number {
  return haversineKm(a, b) * 1000;
}

export interface LocalProviderOptions {
  known: KnownPlaces;
  /** Suggestions per answer. */
  limit?: number;
  /** A reverse look-up names a known address within this distance… */
  addressRadiusMetres?: number;
  /** …else the nearest city within this one. */
  cityRadiusMetres?: number;
}

/**
 * The offline default: the Canadian cities of a maintained data package, the platform's known
 * addresses (seeded shops) and every place an external provider resolved before.
 */
export function createLocalProvider(options: LocalProviderOptions): GeocodingProvider {
  const limit = options.limit ?? 8;
  const addressRadius = options.addressRadiusMetres ?? 150;
  const cityRadius = options.cityRadiusMetres ?? 25_000;

  function matchCities(input: string, near?: LatLng): GazetteerCity[] {
    const query = fold(input);
    if (!query) return [];
    const scored = canadianCities()
      .map((c) => ({
        c,
        rank:
          c.folded.startsWith(query) || c.foldedDescription.startsWith(query)
            ? 0
            : c.folded.includes(` ${query}`)
              ? 1
              : 2,
      }))
      .filter((s) => s.rank < 2 || s.c.folded.includes(query));
    const distance = (c: GazetteerCity) => (near ? haversineMetres(near, c) : 0);
    return scored
      .sort((a, b) => a.rank - b.rank || distance(a.c) - distance(b.c) || a.c.name.localeCompare(b.c.name))
      .map((s) => s.c);
  }

  const fromKnown = (p: KnownPlace): PlaceSuggestion => ({
    id: p.id,
    description: p.description,
    postalCode: p.postalCode,
    city: p.city,
    latitude: p.latitude,
    longitude: p.longitude,
  });

  return {
    name: "local",

    async suggest(input, near) {
      const known = (await options.known.search(input, limit)).map(fromKnown);
      const cities = matchCities(input, near)
        .slice(0, limit)
        .map(
          (c): PlaceSuggestion => ({
            id: c.id,
            description: cityDescription(c),
            postalCode: null,
            city: c.name,
            latitude: c.latitude,
            longitude: c.longitude,
          }),
        );
      // Addresses first when the text looks like one (a house number), else cities first.
      const merged = /\d/.test(input) ? [...known, ...cities] : [...cities, ...known];
      return merged.slice(0, limit);
    },

    async details(id): Promise<PlaceDetails | null> {
      if (id.startsWith("city:")) {
        const city = canadianCities().find((c) => c.id === id);
        if (!city) return null;
        return {
          id,
          description: cityDescription(city),
          address: null,
          city: city.name,
          province: city.province,
          postalCode: null,
          country: "Canada",
          latitude: city.latitude,
          longitude: city.longitude,
        };
      }
      const place = await options.known.byId(id);
      return place ? { ...place } : null;
    },

    async reverse(point): Promise<ReversePlace | null> {
      const place = await options.known.nearest(point, addressRadius);
      if (place) {
        return {
          id: place.id,
          address: place.description,
          city: place.city,
          province: place.province,
          postalCode: place.postalCode,
          country: place.country,
        };
      }
      let best: GazetteerCity | null = null;
      let bestDistance = cityRadius;
      for (const c of canadianCities()) {
        const d = haversineMetres(point, c);
        if (d <= bestDistance) {
          best = c;
          bestDistance = d;
        }
      }
      if (!best) return null;
      return {
        id: best.id,
        address: cityDescription(best),
        city: best.name,
        province: best.province,
        postalCode: null,
        country: "Canada",
      };
    },
  };
}
