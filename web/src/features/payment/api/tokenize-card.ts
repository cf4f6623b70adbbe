import type { CardToken, EndpointBody } from "@dutchpot/contract";
import { callApi } from "../../../lib/api/index.ts";

export type TokenizeCardInput = EndpointBody<"Payments.TokenizeCard">;

/** `POST Payments/TokenizeCard` (sandbox provider): the typed card → a one-time source id. */
export function tokenizeCard(input: TokenizeCardInput): Promise<CardToken> {
  return callApi("Payments.TokenizeCard", { body: input });
}
