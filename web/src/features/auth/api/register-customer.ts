import type { CustomerProfile, RegisterCustomerInput } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `POST Customers/Register` (spec payload: userName is the email, role customer, shop = tenant). */
export function registerCustomer(input: RegisterCustomerInput): Promise<CustomerProfile> {
  return api.post<CustomerProfile>(identityPaths.register, input);
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}
