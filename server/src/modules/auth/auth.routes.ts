import {
  AuthenticateInputSchema,
  AuthenticateResultSchema,
  ChangePasswordInputSchema,
  envelopeOf,
  identityPaths,
  ResetPasswordInputSchema,
  SendPasswordResetCodeInputSchema,
} from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import type { Caller } from "./auth.service.ts";

/**
 * The tenant, client IP, brand name (for message texts) and guest id of a request. The tenant is
 * the storefront's; a signed-in caller must be on their own storefront (403 otherwise).
 */
export async function callerOf(app: FastifyInstance, request: FastifyRequest): Promise<Caller> {
  const tenantId = customerTenantId(request);
  const tenant = await app.tenantDirectory.byId(tenantId);
  return { tenantId, ip: request.ip, brand: tenant?.name ?? "Dutchpot", guestId: request.guestId };
}

/** Sign-in, password reset by code and password change. */
export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const service = app.services.auth;

  app.post(
    identityPaths.authenticate,
    {
      schema: {
        tags: ["TokenAuth"],
        summary: "Sign in with email (or user name) and password",
        body: AuthenticateInputSchema,
        response: { 200: envelopeOf(AuthenticateResultSchema) },
      },
    },
    async (request) => ok(await service.authenticate(request.body, await callerOf(app, request))),
  );

  app.post(
    identityPaths.sendPasswordResetCode,
    {
      schema: {
        tags: ["Account"],
        summary: "Send a password reset code by email or SMS (same answer whether the account exists or not)",
        body: SendPasswordResetCodeInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) => ok(await service.sendPasswordResetCode(request.body, await callerOf(app, request))),
  );

  app.post(
    identityPaths.resetPassword,
    {
      schema: {
        tags: ["Account"],
        summary: "Set a new password with a reset code; signs every session out",
        body: ResetPasswordInputSchema,
        response: { 200: envelopeOf(z.literal(true)) },
      },
    },
    async (request) => ok(await service.resetPassword(request.body, await callerOf(app, request))),
  );

  app.post(
    identityPaths.changePassword,
    {
      preHandler: app.requireUser,
      schema: {
        tags: ["User"],
        summary: "Change the password (current password required); returns a fresh sign-in",
        body: ChangePasswordInputSchema,
        response: { 200: envelopeOf(AuthenticateResultSchema) },
      },
    },
    async (request) =>
      ok(await service.changePassword(request.user?.id ?? 0, request.body, await callerOf(app, request))),
  );
}
