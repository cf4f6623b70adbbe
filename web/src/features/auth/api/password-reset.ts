import type { ResetPasswordInput, SendPasswordResetCodeInput } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST Account/SendPasswordResetCode`: the same answer whether the account exists or not. */
export function sendPasswordResetCode(input: SendPasswordResetCodeInput): Promise<unknown> {
  return callApi("Account.SendPasswordResetCode", { body: input });
}

/** `POST Account/ResetPassword` with the emailed code and the new password. */
export function resetPassword(input: ResetPasswordInput): Promise<unknown> {
  return callApi("Account.ResetPassword", { body: input });
}

export function useSendPasswordResetCode() {
  return useMutation({ mutationFn: sendPasswordResetCode });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
