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
import { callerOf } from "../auth/auth.routes.ts";
import { mergeGuestCarts } from "../cart/merge-guest-carts.ts";
import { createAccountDataService } from "./account-data.service.ts";
import { createCustomersService } from "./customers.service.ts";
import { acceptFormData } from "./form-data.ts";

const profileEnvelope = envelopeOf(CustomerProfileSchema);
const userId = (request: { user: { id: number } | null }) => request.user?.id ?? 0;

/** Sign-up, phone verification, the own profile, the data archive and account deletion. */
export async function customersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await acceptFormData(app);
  const service = createCustomersService(app.db, app.identity);
  const accountData = createAccountDataService(app.db, app.identity);
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
    async (request) => {
      const signedIn = await service.confirmPhone(request.body, request.user?.id ?? null, await callerOf(app, request));
      await mergeGuestCarts(app.db, request.guestId, signedIn.userId); // a guest's carts follow them, as on sign-in
      return ok(signedIn);
    },
  );

  app.patch(
    identityPaths.updateProfile,
    {
      preHandler: app.requireUser,
      schema: {
        tags,
        summary: "Update the own profile",
        body: UpdateProfileInputSchema,
        response: { 200: profileEnvelope },
      },
    },
    async (request) => ok(await service.updateProfile(userId(request), request.tenantId, request.body)),
  );

  app.post(
    identityPaths.profile,
    { preHandler: app.requireUser, schema: { tags, summary: "The own profile", response: { 200: profileEnvelope } } },
    async (request) => ok(await service.profile(userId(request))),
  );

  app.get(
    identityPaths.get,
    {
      preHandler: app.requireUser,
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
      preHandler: app.requireUser,
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
      preHandler: app.requireUser,
      schema: { tags, summary: "Delete the own account and personal data", response: { 200: envelopeOf(z.null()) } },
    },
    async (request) => ok(await accountData.deleteCustomer(userId(request))),
  );
}
