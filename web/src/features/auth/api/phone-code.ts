import type { AuthenticateResult, ConfirmPhoneInput, GeneratePhoneCodeInput } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `POST Customers/GeneratePhoneConfirmationCode`, sent as form data (spec). */
export function generatePhoneCode(input: GeneratePhoneCodeInput): Promise<unknown> {
  const form = new FormData();
  form.set("phoneNumber", input.phoneNumber);
  form.set("countryCode", input.countryCode);
  return api.post(identityPaths.generatePhoneCode, form);
}

/** `POST Customers/ConfirmPhoneNumber`: marks the phone verified and signs the customer in. */
export function confirmPhone(input: ConfirmPhoneInput): Promise<AuthenticateResult> {
  return api.post<AuthenticateResult>(identityPaths.confirmPhone, input);
}

export function useGeneratePhoneCode() {
  return useMutation({ mutationFn: generatePhoneCode });
}

export function useConfirmPhone() {
  return useMutation({ mutationFn: confirmPhone });
}
