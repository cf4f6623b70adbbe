import type { AuthenticateResult, ChangePasswordInput } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `POST User/ChangePassword`: answers a fresh sign-in (every other session is signed out). */
export function changePassword(input: ChangePasswordInput): Promise<AuthenticateResult> {
  return api.post<AuthenticateResult>(identityPaths.changePassword, input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
