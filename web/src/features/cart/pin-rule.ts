import type { Cart } from "@dutchpot/contract";
import { cartLimits, haversineKm } from "@dutchpot/contract/constants";
import { roundCoord } from "../../lib/geo.ts";

export interface Point {
  latitude: number;
  longitude: number;
}

/** Zoom of the drop-off map (spec §2 Map screen, §9). */
export const dropOffMapZoom = 12;

/** How far one press of a nudge button moves the pin, in metres. */
export const nudgeStepM = 200;

/** Distance from the address point to the pin, in km (haversine, R = 6371 km as the server checks it). */
export function pinDriftKm(address: Point, pin: Point): number {
  return haversineKm(address, pin);
}

/** Spec §5: the pin must stay within 4 km of the address; the server refuses it beyond that. */
export function isPinTooFar(address: Point | null, pin: Point): boolean {
  return address !== null && pinDriftKm(address, pin) > cartLimits.maxPinDriftKm;
}

/** The point `northM` metres north and `eastM` metres east of `point` (small moves; the nudge buttons). */
export function nudge(point: Point, northM: number, eastM: number): Point {
  const metresPerDegree = (Math.PI * cartLimits.earthRadiusKm * 1000) / 180;
  const latitude = point.latitude + northM / metresPerDegree;
  const longitude = point.longitude + eastM / (metresPerDegree * Math.cos((point.latitude * Math.PI) / 180));
  return { latitude: roundCoord(latitude), longitude: roundCoord(longitude) };
}

/** The cart whose drop-off details the panel shows: the first open cart that has items. */
export function dropOffCartOf(carts: readonly Cart[] | undefined): Cart | null {
  return carts?.find((cart) => cart.itemCount > 0) ?? null;
}

/** The cart's address point, if the server has one. */
export function addressPointOf(cart: Cart): Point | null {
  return cart.addressLatitude !== null && cart.addressLongitude !== null
    ? { latitude: cart.addressLatitude, longitude: cart.addressLongitude }
    : null;
}

/** Where the marker starts: the saved pin, else the address point, else `fallback` (the stored location). */
export function startPinOf(cart: Cart, fallback: Point): Point {
  if (cart.latitude !== null && cart.longitude !== null) return { latitude: cart.latitude, longitude: cart.longitude };
  return addressPointOf(cart) ?? fallback;
}
