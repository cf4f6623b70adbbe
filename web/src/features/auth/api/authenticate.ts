import type { AuthenticateInput, AuthenticateResult } from "@dutchpot/contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api/index.ts";

/** `POST TokenAuth/Authenticate`: a sign-in with email and password. */
export function authenticate(input: AuthenticateInput): Promise<AuthenticateResult> {
  return callApi("TokenAuth.Authenticate", { body: input });
}

export function useAuthenticate() {
  return useMutation({ mutationFn: authenticate });
}
