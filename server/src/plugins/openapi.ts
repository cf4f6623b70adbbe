import { ErrorEnvelopeSchema, guestIdHeader } from "@dutchpot/contract";
import fastifySwagger from "@fastify/swagger";
import fastifySwaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { jsonSchemaTransform } from "fastify-type-provider-zod";
import { z } from "zod";
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

/** OpenAPI 3 generated from the routes' zod schemas: JSON at /api/docs/json, Swagger UI at /api/docs. */
export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(fastifySwagger, {
    openapi: {
      openapi: "3.0.3",
      info: { title: "Dutchpot API", version: "1.0.0", description },
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
    transform: (input) => {
      const documented = isApiPath(input.url) || input.url.startsWith("/health");
      const transformed = jsonSchemaTransform(input);
      return documented ? transformed : { ...transformed, schema: { ...transformed.schema, hide: true } };
    },
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: "/api/docs",
    uiConfig: { docExpansion: "list", deepLinking: true },
    theme: { title: "Dutchpot API" },
  });
});
