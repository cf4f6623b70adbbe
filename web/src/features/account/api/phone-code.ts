import type { AuthenticateResult, ConfirmPhoneInput, GeneratePhoneCodeInput } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST Customers/GeneratePhoneConfirmationCode` (form data): a code for the caller's new number. */
export function generatePhoneCode(input: GeneratePhoneCodeInput): Promise<unknown> {
  return callApi("Customers.GeneratePhoneConfirmationCode", { body: input, form: true });
}

/** `POST Customers/ConfirmPhoneNumber`: the pending number becomes the profile's phone. */
export function confirmPhone(input: ConfirmPhoneInput): Promise<AuthenticateResult> {
  return callApi("Customers.ConfirmPhoneNumber", { body: input });
}

export function useGeneratePhoneCode() {
  return useMutation({ mutationFn: generatePhoneCode });
}

export function useConfirmPhone() {
  return useMutation({ mutationFn: confirmPhone });
}
