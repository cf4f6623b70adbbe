import type { PaymentConfiguration } from "@dutchpot/contract";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";
import { paymentKeys } from "./keys.ts";

/** `GET Payments/GetConfiguration`: sandbox or Square, Square's public ids, the sandbox's test cards. */
export function getPaymentConfiguration(): Promise<PaymentConfiguration> {
  return callApi("Payments.GetConfiguration");
}

export function paymentConfigurationOptions() {
  // The tenant's provider does not change while a page is open.
  return queryOptions({ queryKey: paymentKeys.configuration(), queryFn: getPaymentConfiguration, staleTime: Infinity });
}

export function usePaymentConfiguration() {
  return useQuery(paymentConfigurationOptions());
}
