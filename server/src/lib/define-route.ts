import {
  type EndpointName,
  type EndpointParsedBody,
  type EndpointParsedQuery,
  type EndpointReply,
  type Envelope,
  endpointOf,
  envelopeOf,
} from "@dutchpot/contract";
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod, RouteShorthandOptions } from "fastify";
import type { z } from "zod";

/** The request a handler of endpoint K receives: body and query already validated by its schemas. */
export type EndpointRequest<K extends EndpointName> = FastifyRequest<{
  Body: EndpointParsedBody<K>;
  Querystring: EndpointParsedQuery<K>;
}>;

/** A handler answers `ok(result)` with the map's result type, or sends the reply itself (a 304, a file). */
export type EndpointHandler<K extends EndpointName> = (
  request: EndpointRequest<K>,
  reply: FastifyReply,
) => Promise<Envelope<EndpointReply<K>> | FastifyReply>;

/** Route options that stay with the module: guards, rate-limit and idempotency config, hooks. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, "schema">;

/**
 * Registers endpoint `name` of the contract's map: verb and path, body and query validation and
 * the 200 envelope of its result (plus other success answers such as a 304). The handler's
 * request and result types come from the map, so the server cannot drift from what the web
 * client is typed against. Its OpenAPI operationId, summary, security and 4xx answers are added
 * from the map by plugins/openapi.ts.
 */
export function defineRoute<K extends EndpointName>(
  app: FastifyInstance,
  name: K,
  options: EndpointRouteOptions,
  handler: EndpointHandler<K>,
): void {
  const endpoint = endpointOf(name);
  // A server-sent-event stream is written by the handler itself: no envelope to validate.
  const response: Record<number, z.ZodType> =
    "eventStream" in endpoint ? {} : { 200: envelopeOf(endpoint.response).describe("Success") };
  if ("otherResponses" in endpoint) Object.assign(response, endpoint.otherResponses);
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...("body" in endpoint ? { body: endpoint.body } : {}),
      ...("query" in endpoint ? { querystring: endpoint.query } : {}),
      ...("consumes" in endpoint ? { consumes: [...endpoint.consumes] } : {}),
      response,
    },
    // The map's types were checked on the handler's signature above; Fastify's own generics cannot
    // follow a schema looked up by name, hence the cast.
    handler: handler as unknown as RouteHandlerMethod,
  });
}
