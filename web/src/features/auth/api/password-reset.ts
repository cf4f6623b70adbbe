import type { ResetPasswordInput, SendPasswordResetCodeInput } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `POST Account/SendPasswordResetCode`: the same answer whether the account exists or not. */
export function sendPasswordResetCode(input: SendPasswordResetCodeInput): Promise<unknown> {
  return api.post(identityPaths.sendPasswordResetCode, input);
}

/** `POST Account/ResetPassword` with the emailed code and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return api.post(identityPaths.resetPassword, input);
}

export function useSendPasswordResetCode() {
  return useMutation({ mutationFn: sendPasswordResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
