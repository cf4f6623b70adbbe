import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `DELETE Customers/DeleteCustomer`: erases the caller's personal data and revokes every session. */
export function deleteCustomer(): Promise<unknown> {
  return callApi("Customers.DeleteCustomer");
}

export function useDeleteCustomer() {
  return useMutation({ mutationFn: deleteCustomer });
}
