import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import type { Identity } from "../auth/identity.plugin.ts";
import type { Log } from "./partners.types.ts";
import { createRegistrationService, type RegistrationDeps } from "./registration.service.ts";
import { createRiderApplicationsService } from "./rider-applications.service.ts";

/** The partners module: registration into tenants, Tenant/Create, IsTenantAvailable, rider applications. */
export function createPartnersService(db: Db, identity: Identity, deps: RegistrationDeps, clock: Clock, log: Log) {
  return {
    registration: createRegistrationService(db, identity, deps, clock, log),
    riders: createRiderApplicationsService(db, identity, { tenantName: (id) => deps.tenants.nameOf(id) }, clock),
  };
}

export type PartnersService = ReturnType<typeof createPartnersService>;
