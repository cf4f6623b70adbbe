import type { UpdateCartInput } from "@dutchpot/contract";
import { cartLimits } from "@dutchpot/contract/constants";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import type { StoredLocation } from "../../../lib/location.ts";
import type { Point } from "../pin-rule.ts";
import { deliveryAddressOf, updateCarts } from "./carts.ts";
import { cartKeys } from "./keys.ts";

/** Facts about a chosen address from the geocoder (null when unknown). */
export interface AddressFacts {
  city: string | null;
  postalCode: string | null;
}

/** The cart fields of a chosen delivery address: its point, city and postal code (unknown ones cleared). */
export function cartAddressOf(location: StoredLocation, facts?: AddressFacts): UpdateCartInput {
  return {
    ...deliveryAddressOf(location),
    ...(facts
      ? {
          city: facts.city?.slice(0, cartLimits.shortTextMaxLength) ?? null,
          zipcode: facts.postalCode?.slice(0, cartLimits.shortTextMaxLength) ?? null,
        }
      : {}),
  };
}

/**
 * Moves the drop-off pin on every open cart. A cart without an address point first gets the stored
 * location as its address (the server refuses a pin with nothing to measure it against).
 */
export function useSavePin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pin, address }: { pin: Point; address: StoredLocation | null }) => {
      if (address) await updateCarts(deliveryAddressOf(address));
      return updateCarts({ latitude: pin.latitude, longitude: pin.longitude });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

export interface DropOffDetails {
  leaveAtDoor: boolean;
  apartmentNumber: string;
  dropOffInstructions: string;
}

/** Saves apartment, hand-off choice and instructions on every open cart (blank text clears it). */
export function useSaveDropOffDetails() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (details: DropOffDetails) => updateCarts(details),
    onSettled: () => queryClient.invalidateQueries({ queryKey: cartKeys.all }),
  });
}

/**
 * Sends a newly chosen delivery address to every open cart, so the pin rule has an address point.
 * Having no cart is normal; a failure is only logged (the address is stored locally either way).
 */
export function useApplyAddressToCarts(): (location: StoredLocation, facts?: AddressFacts) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (location, facts) => {
      updateCarts(cartAddressOf(location, facts))
        .then(() => queryClient.invalidateQueries({ queryKey: cartKeys.all }))
        .catch((error: unknown) => console.warn("Updating the carts' delivery address failed", error));
    },
    [queryClient],
  );
}
