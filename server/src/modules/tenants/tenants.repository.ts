import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type TenantSettings, tenants } from "../../db/schema/tenants.ts";

/** Sets whether the tenant is active; false when there is no such tenant. */
export async function setActive(db: DbOrTx, tenantId: number, isActive: boolean): Promise<boolean> {
  const rows = await db.update(tenants).set({ isActive }).where(eq(tenants.id, tenantId)).returning({ id: tenants.id });
  return rows.length > 0;
}

/** Merges `patch` into the tenant's settings (keys absent from the patch are kept). */
export async function mergeSettings(db: DbOrTx, tenantId: number, patch: TenantSettings): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ settings: sql`${tenants.settings} || ${JSON.stringify(patch)}::jsonb` })
    .where(eq(tenants.id, tenantId))
    .returning({ id: tenants.id });
  return rows.length > 0;
}

/** The tenant's fee settings (`settings.fees`), or undefined when it sets none or does not exist. */
export async function feesOf(db: DbOrTx, tenantId: number): Promise<TenantSettings["fees"]> {
  const [row] = await db
    .select({ fees: sql<TenantSettings["fees"] | null>`${tenants.settings} -> 'fees'` })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return row?.fees ?? undefined;
}
