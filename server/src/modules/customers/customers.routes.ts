import type { FastifyInstance } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { customerTenantId } from "../../plugins/request-context.ts";
import { callerOf } from "../auth/auth.routes.ts";
import { acceptFormData } from "./form-data.ts";

const userId = (request: { user: { id: number } | null }) => request.user?.id ?? 0;

/** Sign-up, phone verification, the own profile, the data archive and account deletion. */
export async function customersRoutes(app: FastifyInstance) {
  await acceptFormData(app);
  const { customers: service, accountData } = app.services;
  // Every call on the own account: signed in (401) and on the own storefront (403).
  const ownAccount = app.requireOwnStorefront;

  defineRoute(app, "Customers.Register", {}, async (request) =>
    ok(await service.register(request.body, await callerOf(app, request))),
  );

  defineRoute(app, "Customers.GeneratePhoneConfirmationCode", {}, async (request) =>
    ok(await service.generatePhoneCode(request.body, request.user?.id ?? null, await callerOf(app, request))),
  );

  defineRoute(app, "Customers.ConfirmPhoneNumber", {}, async (request) =>
    ok(await service.confirmPhone(request.body, request.user?.id ?? null, await callerOf(app, request))),
  );

  defineRoute(app, "Customers.UpdateProfile", { preHandler: ownAccount }, async (request) =>
    ok(await service.updateProfile(userId(request), customerTenantId(request), request.body)),
  );

  defineRoute(app, "Customers.Profile", { preHandler: ownAccount }, async (request) =>
    ok(await service.profile(userId(request))),
  );

  defineRoute(app, "Customers.Get", { preHandler: ownAccount }, async (request) =>
    ok(await service.get(userId(request), request.query.id)),
  );

  defineRoute(app, "Customers.ExportMyData", { preHandler: ownAccount }, async (request, reply) => {
    const archive = await accountData.exportMyData(userId(request));
    const day = archive.exportedAt.slice(0, 10);
    reply.header("content-disposition", `attachment; filename="dutchpot-data-${archive.profile.id}-${day}.json"`);
    reply.header("cache-control", "no-store");
    return ok(archive);
  });

  defineRoute(app, "Customers.DeleteCustomer", { preHandler: ownAccount }, async (request) =>
    ok(await accountData.deleteCustomer(userId(request))),
  );
}
