import type { Db, DbOrTx } from "../../db/client.ts";
import type { TenantSettings } from "../../db/schema/tenants.ts";
import { withTransaction } from "../../db/transaction.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { appendTenantChanged } from "./tenants.events.ts";
import * as repo from "./tenants.repository.ts";

/**
 * Changes to tenants (the module owns the `tenants` table). Each change appends `tenant.changed`
 * in its transaction, so every instance's tenant directory forgets the tenant at commit: a
 * deactivated tenant is refused everywhere at once (docs/decisions/018-tenant-directory-invalidation.md).
 * The merchant console will call these; today the tests and the seed's successors do.
 */
export function createTenantsService(db: Db) {
  const change = (tenantId: number, within: DbOrTx, write: (tx: DbOrTx) => Promise<boolean>) =>
    withTransaction(within, async (tx) => {
      if (!(await write(tx))) throw new NotFoundError("Tenant", tenantId);
      await appendTenantChanged(tx, tenantId);
    });

  return {
    /** Its storefront, customers' tokens and shops stop working on every instance. */
    deactivate: (tenantId: number, within: DbOrTx = db) =>
      change(tenantId, within, (tx) => repo.setActive(tx, tenantId, false)),
    activate: (tenantId: number, within: DbOrTx = db) =>
      change(tenantId, within, (tx) => repo.setActive(tx, tenantId, true)),
    /**
     * The marketplace's fee settings (the cart's pricing), read in the caller's transaction: the
     * payment prices the cart inside its own, where the cached tenant directory cannot join.
     */
    fees: (tenantId: number, tx: DbOrTx = db) => repo.feesOf(tx, tenantId),
    /** White-label settings (host names, header image, meta texts), merged key by key. */
    updateSettings: (tenantId: number, patch: TenantSettings, within: DbOrTx = db) =>
      change(tenantId, within, (tx) => repo.mergeSettings(tx, tenantId, patch)),
  };
}

export type TenantsService = ReturnType<typeof createTenantsService>;
