import type { Db } from "../../../db/client.ts";
import type { TenantSettings } from "../../../db/schema/tenants.ts";
import type { Clock } from "../../../lib/clock.ts";
import type { AccountsService } from "../../auth/accounts.service.ts";
import type { ShopsService } from "../../shops/shops.service.ts";
import type { OrdersService } from "../orders.service.ts";

/**
 * What the fulfilment jobs use (wired in fulfilment.jobs.ts from `app.services`; tests build their
 * own): order moves only through the orders service's `transition`, other modules' data through
 * their services, storefront names and settings through the tenant directory.
 */
export interface FulfilmentDeps {
  db: Db;
  clock: Clock;
  transition: OrdersService["transition"];
  tenants: {
    byId(id: number): Promise<{ name: string; kind: "marketplace" | "partner"; settings: TenantSettings } | null>;
  };
  shops: Pick<ShopsService, "badges" | "scheduling">;
  accounts: Pick<AccountsService, "findLive">;
}
