import type { AuthenticateResult, ChangePasswordInput } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST User/ChangePassword`: answers a fresh sign-in (every other session is signed out). */
export function changePassword(input: ChangePasswordInput): Promise<AuthenticateResult> {
  return callApi("User.ChangePassword", { body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
