import type { PlaceDetails, PlaceSuggestion } from "@dutchpot/contract";
import { unresolvedAddress } from "@dutchpot/contract/constants";
import { callApi } from "../../../lib/api/index.ts";
import { ApiError } from "../../../lib/api-client.ts";

/**
 * Place suggestions for the typed text, for the address search: a geocoder that cannot be reached
 * (network error or 5xx) throws, so the search can say so (issue 16 item 12); other failures give
 * an empty list (spec error catalogue).
 */
export async function searchPlaces(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  const text = input.trim();
  if (!text) return [];
  try {
    const result = await callApi("Geocoding.GetSuggestions", { query: { Input: text }, signal });
    return result.items;
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    if (error instanceof ApiError && (error.status === 0 || error.status >= 500)) throw error;
    console.warn("Place suggestions failed", error);
    return [];
  }
}

/** Place suggestions for the typed text; any failure gives an empty list (spec error catalogue). */
export async function fetchSuggestions(input: string, signal?: AbortSignal): Promise<PlaceSuggestion[]> {
  try {
    return await searchPlaces(input, signal);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    console.warn("Place suggestions failed", error);
    return [];
  }
}

export function fetchPlaceDetails(id: string): Promise<PlaceDetails> {
  return callApi("Geocoding.GetPlaceDetails", { query: { Id: id } });
}

/** Address of a point; 'Unresolved address' when the lookup fails (spec). */
export async function reverseGeocode(latitude: number, longitude: number): Promise<string> {
  try {
    const result = await callApi("Geocoding.Reverse", { query: { Latitude: latitude, Longitude: longitude } });
    return result.address;
  } catch (error) {
    console.warn("Reverse geocoding failed", error);
    return unresolvedAddress;
  }
}
