import type { CustomerProfile, RegisterCustomerInput } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST Customers/Register` (spec payload: userName is the email, role customer, shop = tenant). */
export function registerCustomer(input: RegisterCustomerInput): Promise<CustomerProfile> {
  return callApi("Customers.Register", { body: input });
}

export function useRegisterCustomer() {
  return useMutation({ mutationFn: registerCustomer });
}
