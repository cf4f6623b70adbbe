import { useSyncExternalStore } from "react";
import { local } from "./storage.ts";

/** The chosen delivery location, kept in local storage under `location` (spec §3: guest location). */
export interface StoredLocation {
  placeName: string;
  latitude: number;
  longitude: number;
}

/** Map centre when no location was chosen: Toronto City Hall (the demo marketplace's city). */
export const defaultCenter = { latitude: 43.6534, longitude: -79.3841 } as const;

const changeEvent = "dutchpot:location-changed";

export function parseLocation(value: unknown): StoredLocation | null {
  if (typeof value !== "object" || value === null) return null;
  const { placeName, latitude, longitude } = value as Record<string, unknown>;
  const lat = typeof latitude === "string" ? Number(latitude) : latitude;
  const lon = typeof longitude === "string" ? Number(longitude) : longitude;
  if (typeof placeName !== "string" || typeof lat !== "number" || typeof lon !== "number") return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null;
  return { placeName, latitude: lat, longitude: lon };
}

export function readLocation(): StoredLocation | null {
  return parseLocation(local.getJson<unknown>("location"));
}

/**
 * The place's name in the `place` cookie, for the server's first screen of near-me (it names the
 * place as the app does; server/src/plugins/first-screen.ts, decision 046). Only the name: the
 * coordinates stay in this browser.
 */
function writePlaceCookie(placeName: string | null): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is asynchronous and missing in Firefox and older Safari
  document.cookie = placeName
    ? `place=${encodeURIComponent(placeName)}; path=/; max-age=31536000; samesite=lax`
    : "place=; path=/; max-age=0; samesite=lax";
}

export function saveLocation(location: StoredLocation): void {
  local.setJson("location", location);
  writePlaceCookie(location.placeName);
  window.dispatchEvent(new Event(changeEvent));
}

/** Forgets the chosen location (signing out: it was the customer's; their profile restores it). */
export function clearLocation(): void {
  local.remove("location");
  writePlaceCookie(null);
  window.dispatchEvent(new Event(changeEvent));
}

let cachedRaw: string | null | undefined;
let cachedValue: StoredLocation | null = null;

function snapshot(): StoredLocation | null {
  const raw = local.get("location");
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedValue = readLocation();
  }
  return cachedValue;
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(changeEvent, onChange);
  window.addEventListener("storage", onChange);
  return () => {
    window.removeEventListener(changeEvent, onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** The stored location, updated whenever any screen (landing, header dropdown) saves a new one. */
export function useStoredLocation(): StoredLocation | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
