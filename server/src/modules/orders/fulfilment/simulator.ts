import type { Config } from "../../../config.ts";
import { nextForward } from "../order-status.ts";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import {
  ordersDueForSimulation,
  shopTenantsWithLiveOrders,
  storefrontsWithLiveOrders,
  tenantsWithActiveAdmin,
} from "./fulfilment.repository.ts";
import { moveEach, moveOrder } from "./move-order.ts";

export interface SimulatorSettings {
  mode: Config["SIMULATOR"];
  stepSeconds: number;
  /** Orders moved per run at most (the next run takes the rest). */
  batchSize?: number;
}

/**
 * The demo's fulfilment simulator (docs/orders.md "Fulfilment, release and notifications"): each
 * order of a simulated storefront that has sat `stepSeconds` in confirmed, processing, out for
 * delivery or ready for pickup moves one step forward (`nextForward`), as the system: a delivery
 * order 0 → 2 → 3 → 4, a pickup order 0 → 2 → 5 → 6. Scheduled orders wait for their release.
 * It steps aside for shops whose owner runs its own board (a partner tenant with an active tenant
 * admin: the merchant console moves those; decision 031). Safe on several instances at once
 * (moveOrder). Answers how many orders moved.
 */
export async function simulateFulfilment(deps: FulfilmentDeps, settings: SimulatorSettings): Promise<number> {
  if (settings.mode === "off") return 0;
  const tenantIds = settings.mode === "on" ? "all" : await simulatedStorefronts(deps);
  const changedBy = new Date(deps.clock.now().getTime() - settings.stepSeconds * 1000);
  const selfRun = await shopTenantsRunningTheirBoard(deps);
  const due = await ordersDueForSimulation(deps.db, tenantIds, changedBy, settings.batchSize ?? 100, selfRun);
  return moveEach(due, async (order) => {
    const to = nextForward(order.status, order.isDelivery);
    return to !== null && moveOrder(deps, order, to);
  });
}

/** Owners of shops with live orders that run their own board: partner tenants with an active tenant admin. */
async function shopTenantsRunningTheirBoard(deps: FulfilmentDeps): Promise<number[]> {
  const partners: number[] = [];
  for (const id of await shopTenantsWithLiveOrders(deps.db)) {
    if ((await deps.tenants.byId(id))?.kind === "partner") partners.push(id);
  }
  return tenantsWithActiveAdmin(deps.db, partners);
}

/** Storefronts with live orders whose settings turn the simulator on (SIMULATOR=tenant). */
async function simulatedStorefronts(deps: FulfilmentDeps): Promise<number[]> {
  const ids = await storefrontsWithLiveOrders(deps.db);
  const on: number[] = [];
  for (const id of ids) if ((await deps.tenants.byId(id))?.settings.simulateFulfilment === true) on.push(id);
  return on;
}
