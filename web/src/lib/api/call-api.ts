import type { EndpointBody, EndpointName, EndpointQuery, EndpointResult, JsonEndpointName } from "@dutchpot/contract";
// Values only from the zod-free constants: the schemas stay out of the first load.
import { endpoints } from "@dutchpot/contract/constants";
import { type ApiClient, apiRequest, type Query, type RequestOptions } from "../api-client.ts";

/**
 * What a call of endpoint K takes: its body and query as the contract's map types them (required
 * when the call has one, absent when it has none), an abort signal, and `form: true` to send the
 * body as form data (the calls that accept it, such as GeneratePhoneConfirmationCode).
 */
export type CallInput<K extends EndpointName> = (EndpointBody<K> extends undefined
  ? { body?: undefined }
  : { body: EndpointBody<K> }) &
  (EndpointQuery<K> extends undefined ? { query?: undefined } : { query: EndpointQuery<K> }) & {
    signal?: AbortSignal;
    form?: boolean;
    /** Extra headers of this call, e.g. ProcessPayment's `Idempotency-Key`. */
    headers?: Record<string, string>;
  };

/** The input argument is optional exactly when the call needs neither body nor query. */
export type CallArgs<K extends EndpointName> =
  object extends CallInput<K> ? [input?: CallInput<K>] : [input: CallInput<K>];

/** Sends one request and answers the envelope's `result` (the per-app client from api-client.ts). */
export type Requester = (path: string, options: RequestOptions) => Promise<unknown>;

function formDataOf(body: unknown): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
    if (value !== undefined && value !== null) form.set(key, String(value));
  }
  return form;
}

/**
 * A typed caller over a requester: `call("ShoppingCart.Create", { body })` sends the map's verb to
 * its path and answers the map's result type. No path or response type is written by hand.
 */
export function createEndpointCaller(request: Requester) {
  return function call<K extends JsonEndpointName>(name: K, ...[input]: CallArgs<K>): Promise<EndpointResult<K>> {
    const { method, path } = endpoints[name];
    const given = (input ?? {}) as {
      body?: unknown;
      query?: unknown;
      signal?: AbortSignal;
      form?: boolean;
      headers?: Record<string, string>;
    };
    const body = given.form && given.body !== undefined ? formDataOf(given.body) : given.body;
    return request(path, {
      method,
      body,
      query: given.query as Query | undefined,
      signal: given.signal,
      headers: given.headers,
    }) as Promise<EndpointResult<K>>;
  };
}

/** Calls the storefront's API (its tenant, token or guest id) by endpoint name. */
export const callApi = createEndpointCaller(apiRequest);

/** The same typed caller over another app's client (a console with its own tenant and token). */
export const callerFor = (client: ApiClient) => createEndpointCaller(client.request);
