import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `DELETE Customers/DeleteCustomer`: erases the caller's personal data and revokes every session. */
export function deleteCustomer(): Promise<unknown> {
  return api.delete(identityPaths.deleteCustomer);
}

export function useDeleteCustomer() {
  return useMutation({ mutationFn: deleteCustomer });
}
