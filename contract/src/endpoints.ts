import type { z } from "zod";
import { type EndpointName, endpoints } from "./constants/endpoints.ts";
import { cartEndpoints } from "./endpoints/cart.ts";
import { checkoutEndpoints } from "./endpoints/checkout.ts";
import { discoveryEndpoints } from "./endpoints/discovery.ts";
import { hostEndpoints } from "./endpoints/host.ts";
import { identityEndpoints } from "./endpoints/identity.ts";
import { mediaEndpoints } from "./endpoints/media.ts";
import { merchantMenuEndpoints } from "./endpoints/merchant-menu.ts";
import { merchantOrdersEndpoints } from "./endpoints/merchant-orders.ts";
import { merchantPromotionsEndpoints } from "./endpoints/merchant-promotions.ts";
import { merchantShopEndpoints } from "./endpoints/merchant-shop.ts";
import { orderEndpoints } from "./endpoints/orders.ts";
import { partnersEndpoints } from "./endpoints/partners.ts";
import type { EndpointSpec } from "./endpoints/spec.ts";
import type { WireOf } from "./primitives.ts";

export * from "./constants/endpoints.ts";
export * from "./endpoints/spec.ts";

/**
 * The endpoint map's schemas: one entry per call of `endpoints`, with what it takes, what it
 * answers and the client errors it can give. The server registers its routes from it
 * (`defineRoute`); the web app derives its call types from it (`import type` only).
 */
export const endpointSchemas = {
  ...identityEndpoints,
  ...discoveryEndpoints,
  ...cartEndpoints,
  ...checkoutEndpoints,
  ...orderEndpoints,
  ...partnersEndpoints,
  ...merchantShopEndpoints,
  ...merchantMenuEndpoints,
  ...merchantOrdersEndpoints,
  ...merchantPromotionsEndpoints,
  ...hostEndpoints,
  ...mediaEndpoints,
} satisfies { [K in EndpointName]: EndpointSpec };

export type EndpointSchemas = typeof endpointSchemas;

/** The calls answering JSON in the envelope (every call but the server-sent-event streams). */
export type JsonEndpointName = {
  [K in EndpointName]: EndpointSchemas[K] extends { eventStream: true } ? never : K;
}[EndpointName];

/** A call's whole definition: verb and path from `endpoints`, schemas from `endpointSchemas`. */
export const endpointOf = <K extends EndpointName>(name: K) => ({ ...endpoints[name], ...endpointSchemas[name] });

type SchemaOf<K extends EndpointName, Part extends "body" | "query"> = EndpointSchemas[K] extends {
  [P in Part]: infer S extends z.ZodType;
}
  ? S
  : undefined;

type Sent<S> = S extends z.ZodType ? WireOf<S> : undefined;
type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The body a client sends (`undefined` when the call takes none). */
export type EndpointBody<K extends EndpointName> = Sent<SchemaOf<K, "body">>;
/** The query a client sends (`undefined` when the call takes none). */
export type EndpointQuery<K extends EndpointName> = Sent<SchemaOf<K, "query">>;
/** The body a handler receives, validated and transformed. */
export type EndpointParsedBody<K extends EndpointName> = Parsed<SchemaOf<K, "body">>;
/** The query a handler receives, validated and transformed. */
export type EndpointParsedQuery<K extends EndpointName> = Parsed<SchemaOf<K, "query">>;
/** The envelope's `result` as the client receives it. */
export type EndpointResult<K extends EndpointName> = z.output<EndpointSchemas[K]["response"]>;
/** What a handler may put in the envelope's `result` (before serialisation). */
export type EndpointReply<K extends EndpointName> = z.input<EndpointSchemas[K]["response"]>;
