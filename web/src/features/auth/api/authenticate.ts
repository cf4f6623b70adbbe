import type { AuthenticateInput, AuthenticateResult } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract/constants";
import { useMutation } from "@tanstack/react-query";
import { api } from "../../../lib/api-client.ts";

/** `POST TokenAuth/Authenticate`: a sign-in with email and password. */
export function authenticate(input: AuthenticateInput): Promise<AuthenticateResult> {
  return api.post<AuthenticateResult>(identityPaths.authenticate, input);
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
