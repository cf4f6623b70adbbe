import { partnerTexts } from "@dutchpot/contract";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { defineRoute } from "../../lib/define-route.ts";
import { ok } from "../../lib/envelope.ts";
import { BusinessRuleError, NotFoundError } from "../../lib/errors.ts";
import type { RegistrationCaller } from "./registration.service.ts";

/**
 * Partner pages (docs/partners.md): self-registration on the storefront the partner came through,
 * the host's Tenant/Create, the console's IsTenantAvailable, and rider applications (anyone applies
 * on a storefront; host admins review).
 */
export async function partnersRoutes(app: FastifyInstance) {
  const { registration, riders } = app.services.partners;

  const callerOf = async (request: FastifyRequest): Promise<RegistrationCaller> => {
    const storefront = await app.tenantDirectory.byId(request.storefront.tenantId);
    if (!storefront) throw new NotFoundError("Tenant", request.storefront.tenantId);
    return { storefront, ip: request.ip };
  };

  /** Registrations and rider applications belong to a marketplace storefront, never a partner's tenant. */
  const marketplaceOf = async (request: FastifyRequest) => {
    const caller = await callerOf(request);
    if (caller.storefront.kind !== "marketplace") throw new BusinessRuleError(partnerTexts.notAStorefront);
    return caller;
  };

  defineRoute(app, "Tenant.Register", {}, async (request) =>
    ok(await registration.register(request.body, await marketplaceOf(request))),
  );

  defineRoute(app, "Tenant.Create", { preHandler: app.requireHostAdmin }, async (request) =>
    ok(await registration.create(request.body, await callerOf(request))),
  );

  defineRoute(app, "Account.IsTenantAvailable", {}, async (request) =>
    ok(await registration.isTenantAvailable(request.body.tenancyName)),
  );

  defineRoute(app, "RiderApplication.Create", {}, async (request) =>
    ok(
      await riders.create(request.body, {
        storefrontTenantId: (await marketplaceOf(request)).storefront.id,
        ip: request.ip,
      }),
    ),
  );

  defineRoute(app, "RiderApplication.GetAll", { preHandler: app.requireHostAdmin }, async (request) =>
    ok(await riders.getAll(request.query)),
  );

  defineRoute(app, "RiderApplication.Review", { preHandler: app.requireHostAdmin }, async (request) =>
    ok(await riders.review(request.body, request.user?.id ?? 0)),
  );
}
