import { eq, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type TenantSettings, tenants } from "../../db/schema/tenants.ts";
import { appendTenantChanged } from "./tenants.events.ts";

/** A tenant found by its tenancy name (the console's Business ID), active or not. */
export interface NamedTenant {
  id: number;
  tenancyName: string;
  name: string;
  kind: "marketplace" | "partner";
  isActive: boolean;
}

const namedColumns = {
  id: tenants.id,
  tenancyName: tenants.tenancyName,
  name: tenants.name,
  kind: tenants.kind,
  isActive: tenants.isActive,
};

/** The tenant with this tenancy name, any letter case (ABP compares names case-insensitively). */
async function findByTenancyName(db: DbOrTx, tenancyName: string): Promise<NamedTenant | undefined> {
  const [row] = await db
    .select(namedColumns)
    .from(tenants)
    .where(sql`lower(${tenants.tenancyName}) = ${tenancyName.toLowerCase()}`)
    .limit(1);
  return row;
}

/** The unique index that refuses a second tenant with the same name (any letter case). */
export const tenancyNameIndex = "tenants_tenancy_name_key";

/**
 * Partner tenants made by registration (`Tenant/Register`) and by host admins (`Tenant/Create`),
 * and the look-up of a tenant by name (console sign-in, `Account/IsTenantAvailable`). Writes join
 * the caller's transaction and append `tenant.changed`, so every instance's directory sees them.
 */
export function createTenantRegistry(db: Db) {
  return {
    byTenancyName: (tenancyName: string, tx: DbOrTx = db) => findByTenancyName(tx, tenancyName),

    /**
     * A new partner tenant; a taken name (any case) fails on `tenancyNameIndex` (the caller answers 409).
     */
    async insertPartner(
      values: { tenancyName: string; name: string; isActive: boolean; settings?: TenantSettings },
      tx: DbOrTx,
    ): Promise<NamedTenant> {
      const [row] = await tx
        .insert(tenants)
        .values({ ...values, kind: "partner", settings: values.settings ?? {} })
        .returning(namedColumns);
      if (!row) throw new Error("tenant insert returned nothing");
      await appendTenantChanged(tx, row.id);
      return row;
    },

    /** The tenant's brand name (onboarding texts), or undefined. */
    async nameOf(tenantId: number, tx: DbOrTx = db): Promise<string | undefined> {
      const [row] = await tx.select({ name: tenants.name }).from(tenants).where(eq(tenants.id, tenantId));
      return row?.name;
    },
  };
}

export type TenantRegistry = ReturnType<typeof createTenantRegistry>;
