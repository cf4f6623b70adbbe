import {
  type CreateStorefrontInput,
  hostTexts,
  type StorefrontBrand,
  type TenantDetail,
  type TenantListItem,
  type TenantPage,
  type UpdateBrandInput,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { TenantSettings } from "../../db/schema/tenants.ts";
import { withTransaction } from "../../db/transaction.ts";
import { BusinessRuleError, ConflictError, NotFoundError } from "../../lib/errors.ts";
import { appendTenantChanged } from "./tenants.events.ts";
import * as repo from "./tenants.host.repository.ts";
import { tenancyNameIndex } from "./tenants.registration.ts";
import { setActive } from "./tenants.repository.ts";

const listItemOf = (row: repo.HostTenantRow): TenantListItem => ({
  id: row.id,
  tenancyName: row.tenancyName,
  name: row.name,
  kind: row.kind,
  isActive: row.isActive,
  shopCount: row.shopCount,
  hostNames: row.settings.hostNames ?? [],
  createdAt: row.createdAt.toISOString(),
});

const detailOf = (row: repo.HostTenantRow): TenantDetail => {
  const s = row.settings;
  const tagline = s.tagline ?? "";
  return {
    ...listItemOf(row),
    tagline,
    logoUrl: s.logoUrl ?? null,
    headerImageUrl: s.headerImageUrl ?? null,
    primaryColor: s.primaryColor ?? null,
    metaTitle: s.metaTitle ?? row.name,
    metaDescription: s.metaDescription ?? tagline,
    socialLinks: s.socialLinks ?? {},
  };
};

/** The settings keys a brand owns (fees, payments and the rest are left as they are). */
const settingsOf = (brand: StorefrontBrand): TenantSettings => ({
  tagline: brand.tagline,
  logoUrl: brand.logoUrl,
  headerImageUrl: brand.headerImageUrl,
  primaryColor: brand.primaryColor,
  metaTitle: brand.metaTitle,
  metaDescription: brand.metaDescription,
  hostNames: brand.hostNames,
  socialLinks: brand.socialLinks,
});

/**
 * The host console's tenant calls (docs/host-console.md). Every change appends `tenant.changed` in
 * its transaction, so every instance's tenant directory and page cache drop the tenant at commit:
 * a new brand is served at once, everywhere. Host names are unique across tenants (checked under
 * an advisory lock, so two concurrent writes cannot both claim one).
 */
/** The unique index a failed insert ran into (PostgreSQL 23505, possibly wrapped), or null. */
function violatedIndex(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}

export function createTenantsHostService(db: Db, options: { defaultTenantId: number }) {
  const read = async (id: number, tx: DbOrTx = db) => {
    const row = await repo.tenantById(tx, id);
    if (!row) throw new NotFoundError("Tenant", id);
    return row;
  };

  const claimHostNames = async (tx: DbOrTx, names: string[], tenantId: number | null) => {
    const taken = await repo.hostNamesTaken(tx, names, tenantId);
    if (taken[0]) throw new ConflictError(hostTexts.hostNameTaken(taken[0]));
  };

  const setActiveState = (id: number, isActive: boolean) =>
    withTransaction(db, async (tx) => {
      if (!isActive && id === options.defaultTenantId) throw new BusinessRuleError(hostTexts.defaultTenantStays);
      if (!(await setActive(tx, id, isActive))) throw new NotFoundError("Tenant", id);
      await appendTenantChanged(tx, id);
      return detailOf(await read(id, tx));
    });

  return {
    async list(query: {
      Keyword?: string;
      IsActive?: boolean;
      Kind?: TenantListItem["kind"];
      SkipCount: number;
      MaxResultCount: number;
    }): Promise<TenantPage> {
      const { totalCount, rows } = await repo.listTenants(db, {
        keyword: query.Keyword || undefined,
        isActive: query.IsActive,
        kind: query.Kind,
        skip: query.SkipCount,
        take: query.MaxResultCount,
      });
      return { totalCount, items: rows.map(listItemOf) };
    },

    get: async (id: number) => detailOf(await read(id)),

    createStorefront: (input: CreateStorefrontInput) =>
      withTransaction(db, async (tx) => {
        await repo.lockBrandNames(tx);
        if (await repo.tenancyNameTaken(tx, input.tenancyName)) {
          throw new ConflictError(hostTexts.tenancyNameTaken(input.tenancyName));
        }
        await claimHostNames(tx, input.hostNames, null);
        const id = await repo
          .insertMarketplace(tx, { tenancyName: input.tenancyName, name: input.name, settings: settingsOf(input) })
          .catch((err: unknown) => {
            // Tenant/Register does not take the brand lock: a registration of the name that commits
            // between the check and the insert lands on the unique index. Same answer as the check.
            if (violatedIndex(err) === tenancyNameIndex) {
              throw new ConflictError(hostTexts.tenancyNameTaken(input.tenancyName));
            }
            throw err;
          });
        await appendTenantChanged(tx, id);
        return detailOf(await read(id, tx));
      }),

    updateBrand: (input: UpdateBrandInput) =>
      withTransaction(db, async (tx) => {
        await repo.lockBrandNames(tx);
        const current = await read(input.id, tx);
        if (current.kind !== "marketplace") {
          throw new BusinessRuleError(
            "A partner tenant has no storefront brand: its shops are listed on a storefront.",
          );
        }
        await claimHostNames(tx, input.hostNames, input.id);
        await repo.updateBrand(tx, input.id, input.name, settingsOf(input));
        await appendTenantChanged(tx, input.id);
        return detailOf(await read(input.id, tx));
      }),

    deactivate: (id: number) => setActiveState(id, false),
    activate: (id: number) => setActiveState(id, true),
  };
}

export type TenantsHostService = ReturnType<typeof createTenantsHostService>;
