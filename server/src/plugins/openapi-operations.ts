import {
  type EndpointAccess,
  type EndpointName,
  endpointSchemas,
  endpoints,
  everyCallErrors,
} from "@dutchpot/contract";
import { z } from "zod";

/**
 * What the OpenAPI document says about each call beyond its schemas, all taken from the endpoint
 * map: operationId (the map's name), summary, tag, security and the 4xx answers.
 */

/** OpenAPI security alternatives per access kind (schemes defined in openapi.ts). */
const securityOf: Record<EndpointAccess, Record<string, string[]>[]> = {
  public: [{ tenantHeader: [] }, { tenantHeader: [], bearerAuth: [] }],
  signedIn: [{ tenantHeader: [], bearerAuth: [] }],
  cartOwner: [
    { tenantHeader: [], bearerAuth: [] },
    { tenantHeader: [], guestId: [] },
  ],
  tenantAdmin: [{ bearerAuth: [] }],
  hostAdmin: [{ bearerAuth: [] }],
};

const errorTexts: Record<number, string> = {
  400: "Validation or business rule failed (error.validationErrors names the fields)",
  401: "Not signed in (unAuthorizedRequest: true)",
  403: "Not allowed: another role, or a signed-in caller on a storefront other than their own",
  404: "Not found (another owner's data is not found either)",
  409: "Conflict with existing data",
  413: "The upload is too large",
  415: "The upload is not of an accepted type",
  429: "Too many requests (see Retry-After)",
};

/** The error envelope is documented once, in components; every 4xx answer refers to it. */
const errorResponse = (status: number) => ({
  description: errorTexts[status] ?? "Error",
  content: { "application/json": { schema: { $ref: "#/components/schemas/ErrorEnvelope" } } },
});

const byRoute = new Map<string, EndpointName>(
  (Object.keys(endpoints) as EndpointName[]).map((name) => {
    const { method, path } = endpoints[name];
    return [`${method} ${path.toLowerCase()}`, name] as const;
  }),
);

/** The map's name of a registered route (paths match case-insensitively, as the router does). */
export function endpointNameOf(method: string | string[], url: string): EndpointName | undefined {
  const verb = Array.isArray(method) ? method[0] : method;
  return byRoute.get(`${String(verb).toUpperCase()} ${url.toLowerCase()}`);
}

/** Adds the map's documentation of call `name` to a route's (already JSON) schema. */
export function documentOperation(name: EndpointName, schema: Record<string, unknown>): Record<string, unknown> {
  const spec = endpointSchemas[name];
  const response: Record<string, unknown> = { ...(schema.response as Record<string, unknown> | undefined) };
  if ("eventStream" in spec) {
    response[200] = {
      description: "A stream of server-sent events; each event's data is this JSON",
      content: { "text/event-stream": { schema: z.toJSONSchema(spec.response, { target: "openapi-3.0" }) } },
    };
  }
  for (const status of [...spec.errors, ...everyCallErrors]) response[status] = errorResponse(status);
  return {
    ...schema,
    operationId: name,
    summary: spec.summary,
    tags: [spec.tag],
    security: securityOf[spec.access],
    response,
  };
}
