import { ErrorEnvelopeSchema, guestIdHeader } from "@dutchpot/contract";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
import { documentOperation, endpointNameOf } from "./openapi-operations.ts";
import { isApiPath } from "./paths.ts";

export const openApiJsonPath = "/api/docs/json";

const description = `
The Dutchpot marketplace API, ABP style: \`/api/TokenAuth/…\` and \`/api/services/app/<Service>/<Method>\`.

**Envelope.** Every response is \`{result, targetUrl, success, error, unAuthorizedRequest, __abp: true}\`;
the schemas below describe \`result\`. Errors carry \`error: {code, message, details, validationErrors}\` with
status 400 (validation or business rule), 401 (not signed in: \`unAuthorizedRequest: true\`), 403, 404, 409,
429 (rate limit, see \`Retry-After\`) and 5xx only for server faults.

**Tenant.** Send \`Abp.TenantId\` (or \`Abp-TenantId\`); without it the host name's storefront is used. A signed-in
user's token tenant always wins, and a tenant header contradicting it is refused with 403.

**Sign-in.** \`Authorization: Bearer <accessToken>\` from \`POST /api/TokenAuth/Authenticate\`.

**Guests.** Without a token, cart and payment calls identify the visitor by \`${guestIdHeader}\` (a uuid).

See docs/api.md in the repository for paging, rate limits and request ids.
`.trim();

/** One tag per ABP service, in the order the document lists them. */
const tags = [
  { name: "TokenAuth", description: "Sign-in with email and password." },
  { name: "Account", description: "Password reset by a one-time code." },
  { name: "User", description: "The signed-in user's password." },
  { name: "Customers", description: "Sign-up, phone verification, the own profile, data archive and deletion." },
  { name: "Country", description: "Countries and their states or provinces (reference data)." },
  { name: "ShopType", description: "The kinds of shop on the marketplace." },
  { name: "Shop", description: "Store discovery: near me, lists, search and the store page." },
  { name: "MenuCategory", description: "Marketplace categories." },
  { name: "FoodMenu", description: "Menus and products." },
  { name: "ShopLikeList", description: "A customer's saved stores." },
  { name: "Geocoding", description: "Address suggestions, place details and reverse look-ups." },
  { name: "ShoppingCart", description: "Carts of signed-in customers and guests." },
];

/** OpenAPI 3 generated from the endpoint map's zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Dutchpot API", version: "1.0.0", description },
      // Relative: the document is served by the API it describes, whatever its host.
      servers: [{ url: app.config.PUBLIC_URL ?? "/", description: "This server" }],
      tags,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: "http",
            scheme: "bearer",
            bearerFormat: "JWT",
            description: "Access token from POST /api/TokenAuth/Authenticate.",
          },
          tenantHeader: {
            type: "apiKey",
            in: "header",
            name: "Abp.TenantId",
            description: "Tenant id (integer). `Abp-TenantId` and the same-named cookie are accepted too.",
          },
          guestId: {
            type: "apiKey",
            in: "header",
            name: "X-Guest-Id",
            description: "A visitor's random uuid, for guest carts when no bearer token is sent.",
          },
        },
        schemas: {
          ErrorEnvelope: z.toJSONSchema(ErrorEnvelopeSchema, { target: "openapi-3.0" }) as Record<string, unknown>,
        },
      },
      security: [{ tenantHeader: [] }, { tenantHeader: [], bearerAuth: [] }, { tenantHeader: [], guestId: [] }],
    },
    // Only the API is documented (the health probes and the pages are not client calls), each
    // call with what the endpoint map says about it.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!isApiPath(input.url)) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      const name = endpointNameOf(input.route.method, input.url);
      if (!name) return transformed;
      return { ...transformed, schema: documentOperation(name, transformed.schema as Record<string, unknown>) };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
    theme: { title: "Dutchpot API" },
  });
});
