import {
  type CreateRiderApplicationInput,
  partnerLimits,
  partnerTexts,
  type RiderApplication,
  type RiderApplicationPage,
  type RiderApplicationStatus,
} from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import type { Clock } from "../../lib/clock.ts";
import { ConflictError, NotFoundError, TooManyRequestsError } from "../../lib/errors.ts";
import type { Identity } from "../auth/identity.plugin.ts";
import * as repo from "./rider-applications.repository.ts";

export interface RiderApplicationDeps {
  /** Brand names of storefronts (the tenants module). */
  tenantName(tenantId: number): Promise<string | undefined>;
}

/**
 * Rider applications (`/partner/joinrider`): anyone applies on a storefront (limited per client
 * address); host admins list them and approve or reject each pending one once.
 */
export function createRiderApplicationsService(db: Db, identity: Identity, deps: RiderApplicationDeps, clock: Clock) {
  const names = async (ids: number[]) => {
    const entries = await Promise.all([...new Set(ids)].map(async (id) => [id, (await deps.tenantName(id)) ?? ""]));
    return new Map(entries as [number, string][]);
  };
  const toDto = (row: repo.RiderApplicationRow, brands: Map<number, string>): RiderApplication => ({
    id: row.id,
    marketplaceTenantId: row.marketplaceTenantId,
    marketplaceName: brands.get(row.marketplaceTenantId) ?? "",
    firstName: row.firstName,
    lastName: row.lastName,
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    city: row.city,
    vehicle: row.vehicle as RiderApplication["vehicle"],
    status: row.status,
    creationTime: row.createdAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  });
  const one = async (row: repo.RiderApplicationRow) => toDto(row, await names([row.marketplaceTenantId]));

  return {
    async create(
      input: CreateRiderApplicationInput,
      caller: { storefrontTenantId: number; ip: string },
    ): Promise<RiderApplication> {
      const now = clock.now();
      const ref = {
        scope: "rider-application-ip",
        key: identity.counters.key("rider-application-ip", caller.ip),
        windowSeconds: partnerLimits.windowSeconds,
      };
      const reserved = await identity.counters.reserve(
        ref,
        { kind: "send", max: partnerLimits.riderApplicationsPerIp },
        now,
      );
      if (!reserved.allowed) throw new TooManyRequestsError(reserved.retryAfterSeconds);
      const row = await repo.insertApplication(db, {
        marketplaceTenantId: caller.storefrontTenantId,
        firstName: input.firstName,
        lastName: input.lastName,
        emailAddress: input.emailAddress,
        phoneNumber: input.phoneNumber,
        city: input.city,
        vehicle: input.vehicle,
        createdAt: now,
      });
      return one(row);
    },

    async getAll(input: { Status?: RiderApplicationStatus; SkipCount: number; MaxResultCount: number }) {
      const page = await repo.pageApplications(
        db,
        { status: input.Status },
        { skip: input.SkipCount, take: input.MaxResultCount },
      );
      const brands = await names(page.rows.map((r) => r.marketplaceTenantId));
      return {
        totalCount: page.totalCount,
        items: page.rows.map((r) => toDto(r, brands)),
      } satisfies RiderApplicationPage;
    },

    /** Approves or rejects a pending application (404 unknown, 409 already reviewed). */
    async review(input: { id: number; approve: boolean }, reviewerUserId: number): Promise<RiderApplication> {
      const row = await repo.reviewApplication(db, input.id, {
        status: input.approve ? "approved" : "rejected",
        reviewedByUserId: reviewerUserId,
        reviewedAt: clock.now(),
      });
      if (row) return one(row);
      if (!(await repo.findApplication(db, input.id))) throw new NotFoundError("RiderApplication", input.id);
      throw new ConflictError(partnerTexts.riderApplicationReviewed);
    },
  };
}

export type RiderApplicationsService = ReturnType<typeof createRiderApplicationsService>;
