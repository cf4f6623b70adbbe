import { z } from "zod";

/**
 * Who may call: `public` (anybody; a bearer token, when sent, personalises the answer), `signedIn`
 * (a bearer token), `cartOwner` (a bearer token or a guest's `X-Guest-Id`), `tenantAdmin` (the
 * merchant console: a tenant admin's token; everything is scoped to the token's tenant, whatever
 * storefront header is sent) or `hostAdmin` (the host console: a host admin's token, no tenant).
 */
export type EndpointAccess = "public" | "signedIn" | "cartOwner" | "tenantAdmin" | "hostAdmin";

/** The client errors a call answers on its own (every call may also give 429: `everyCallErrors`). */
export type EndpointError = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415;

/** Any call may answer 429 (rate limit, with `Retry-After`). */
export const everyCallErrors = [429] as const;

export interface EndpointSpec {
  /** One line for the OpenAPI summary. */
  summary: string;
  /** The OpenAPI tag (the ABP service name). */
  tag: string;
  access: EndpointAccess;
  /** JSON body (also form data where `consumes` says so). */
  body?: z.ZodType;
  /** Query string (keys match case-insensitively). */
  query?: z.ZodType;
  /** The envelope's `result` on success. */
  response: z.ZodType;
  errors: readonly EndpointError[];
  /**
   * Set on server-sent-event calls: the answer is `text/event-stream` and `response` is the data
   * of each event (no envelope). Read them with an EventSource, not callApi.
   */
  eventStream?: true;
  /** Other success answers, such as a 304. */
  otherResponses?: Record<number, z.ZodType>;
  consumes?: readonly string[];
}

/** The `response` of a call that answers nothing (`result: null`). */
export const nothing = z.null();
