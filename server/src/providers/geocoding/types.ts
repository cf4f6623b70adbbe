import type { PlaceDetails, PlaceSuggestion } from "@dutchpot/contract";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** A resolved address for a point (reverse look-up). */
export interface ReversePlace {
  /** Provider place id, so the place can be remembered and suggested again. */
  id: string;
  address: string;
  city: string | null;
  province: string | null;
  postalCode: string | null;
  country: string | null;
}

/**
 * Place search behind one interface (architecture §5): `local` works offline; `nominatim` and
 * `google` call the real services. Implementations throw on transport or provider errors; the
 * geocoding service turns failures into the product's fallbacks (empty list, 'Unresolved address').
 */
export interface GeocodingProvider {
  readonly name: "local" | "nominatim" | "google";
  suggest(input: string, near?: LatLng): Promise<PlaceSuggestion[]>;
  /** Details of a suggestion's id; null when the id is unknown. */
  details(id: string): Promise<PlaceDetails | null>;
  /** The address at a point; null when nothing is there. */
  reverse(point: LatLng): Promise<ReversePlace | null>;
}

/** Thrown for a non-success answer of an external provider. */
export class GeocodingProviderError extends Error {}
