import {
  AuthenticateResultSchema,
  ConfirmPhoneInputSchema,
  CustomerProfileSchema,
  DataArchiveSchema,
  envelopeOf,
  GeneratePhoneCodeInputSchema,
  GetCustomerInputSchema,
  identityPaths,
  RegisterCustomerInputSchema,
  UpdateProfileInputSchema,
} from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ok } from "../../lib/envelope.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import { callerOf } from "../auth/auth.routes.ts";
import { acceptFormData } from "./form-data.ts";

const profileEnvelope = envelopeOf(CustomerProfileSchema);
const userId = (request: { user: { id: number } | null }) => request.user?.id ?? 0;

/** Sign-up, phone verification, the own profile, the data archive and account deletion. */
export async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await acceptFormData(app);
  const { customers: service, accountData } = app.services;
  // Every call on the own account: signed in (401) and on the own storefront (403).
  const ownAccount = app.requireOwnStorefront;
  const tags = ["Customers"];

  app.post(
    identityPaths.register,
    {
      schema: {
        tags,
        summary: "Sign up as a customer",
        body: RegisterCustomerInputSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ok(await service.register(request.body, await callerOf(app, request))),
  );

  app.post(
    identityPaths.generatePhoneCode,
    {
      schema: {
        tags,
        summary: "Send a 6-digit phone verification code by SMS (form data)",
        consumes: ["application/x-www-form-urlencoded", "multipart/form-data", "application/json"],
        body: GeneratePhoneCodeInputSchema,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (request) =>
      ok(await service.generatePhoneCode(request.body, request.user?.id ?? null, await callerOf(app, request))),
  );

  app.post(
    identityPaths.confirmPhone,
    {
      schema: {
        tags,
        summary: "Confirm the phone with its code; signs in",
        body: ConfirmPhoneInputSchema,
        response: { 200: envelopeOf(AuthenticateResultSchema) },
      },
    },
    async (request) =>
      ok(await service.confirmPhone(request.body, request.user?.id ?? null, await callerOf(app, request))),
  );

  app.patch(
    identityPaths.updateProfile,
    {
      preHandler: ownAccount,
      schema: {
        tags,
        summary: "Update the own profile",
        body: UpdateProfileInputSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ok(await service.updateProfile(userId(request), customerTenantId(request), request.body)),
  );

  app.post(
    identityPaths.profile,
    { preHandler: ownAccount, schema: { tags, summary: "The own profile", response: { 200: profileEnvelope } } },
    async (request) => ok(await service.profile(userId(request))),
  );

  app.get(
    identityPaths.get,
    {
      preHandler: ownAccount,
      schema: {
        tags,
        summary: "The own profile by id (another id: 404)",
        querystring: GetCustomerInputSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ok(await service.get(userId(request), request.query.id)),
  );

  app.get(
    identityPaths.exportMyData,
    {
      preHandler: ownAccount,
      schema: {
        tags,
        summary: "Download everything held about the caller (JSON attachment)",
        response: { 200: envelopeOf(DataArchiveSchema) },
      },
    },
    async (request, reply) => {
      const archive = await accountData.exportMyData(userId(request));
      const day = archive.exportedAt.slice(0, 10);
      reply.header("content-disposition", `attachment; filename="dutchpot-data-${archive.profile.id}-${day}.json"`);
      reply.header("cache-control", "no-store");
      return ok(archive);
    },
  );

  app.delete(
    identityPaths.deleteCustomer,
    {
      preHandler: ownAccount,
      schema: { tags, summary: "Delete the own account and personal data", response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => ok(await accountData.deleteCustomer(userId(request))),
  );
}
