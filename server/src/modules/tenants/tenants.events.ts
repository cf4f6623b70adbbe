import type { DbOrTx } from "../../db/client.ts";
import { appendEvent } from "../../events/event-store.ts";

/** One platform-wide stream of tenant changes: every instance's directory listens to it. */
export const tenantsStream = "tenants";
export const tenantChanged = "tenant.changed";

/** Appends `tenant.changed` {tenantId} in the change's transaction. */
export const appendTenantChanged = (tx: DbOrTx, tenantId: number) =>
  appendEvent(tx, { tenantId, stream: tenantsStream, type: tenantChanged, payload: { tenantId } });
