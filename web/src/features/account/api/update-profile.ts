import type { CustomerProfile, PlaceSuggestion, UpdateProfileInput } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useCallback } from "react";
import { callApi } from "../../../lib/api/index.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { accountKeys } from "./keys.ts";

/** `PATCH Customers/UpdateProfile`: a changed phone stays pending until it is verified. */
export function updateProfile(input: UpdateProfileInput): Promise<CustomerProfile> {
  return callApi("Customers.UpdateProfile", { body: input });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(accountKeys.profile(), profile);
      void queryClient.invalidateQueries({ queryKey: accountKeys.profile() });
    },
  });
}

/** What the geocoder said about a chosen place (null when it did not say). */
export type PlaceFacts = Pick<PlaceSuggestion, "city" | "postalCode">;

/**
 * The profile's address fields for a chosen place. City and postal code come only from the
 * geocoder; when it does not know them they are cleared (""), since the old values described the
 * previous address. Lengths are cut to the server's limits.
 */
export function profileAddressOf(placeName: string, facts: PlaceFacts): UpdateProfileInput {
  return {
    address: placeName.trim().slice(0, 256),
    city: facts.city?.trim().slice(0, 128) ?? "",
    postCode: facts.postalCode?.trim().slice(0, 16) ?? "",
  };
}

/**
 * Saves a chosen delivery address to the signed-in customer's profile (spec §4: a guest's address
 * stays in local storage only). A failure is only logged: the address is already stored locally.
 */
export function useSaveAddressToProfile(): (placeName: string, facts: PlaceFacts) => void {
  const { isSignedIn } = useAuth();
  const { mutate } = useUpdateProfile();
  return useCallback(
    (placeName, facts) => {
      if (!isSignedIn) return;
      mutate(profileAddressOf(placeName, facts), {
        onError: (error) => console.warn("Saving the address to the profile failed", error),
      });
    },
    [isSignedIn, mutate],
  );
}
