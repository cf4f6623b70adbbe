import { type CustomerProfile, identityPaths, type UpdateProfileInput } from "@dutchpot/contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";
import { accountKeys } from "./keys.ts";

/** `PATCH Customers/UpdateProfile`: a changed phone stays pending until it is verified. */
export function updateProfile(input: UpdateProfileInput): Promise<CustomerProfile> {
  return api.patch<CustomerProfile>(identityPaths.updateProfile, input);
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
