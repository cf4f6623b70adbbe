import { orderStatus } from "@dutchpot/contract";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import { scheduledOrdersStartingBy } from "./fulfilment.repository.ts";
import { moveEach, moveOrder } from "./move-order.ts";

/** A shop's preparation time is at most a day (shops_prep_time_check): the first look-ahead bound. */
const maxPrepMinutes = 1440;
const minuteMs = 60_000;

/**
 * Releases scheduled orders to their shop (scheduled → confirmed, as the system) once
 * now ≥ slot start − the shop's preparation time − `leadMinutes` (RELEASE_LEAD_MINUTES), so the
 * kitchen starts in time for the slot. Every storefront, simulator or not. Safe on several
 * instances at once (moveOrder). Answers how many orders were released.
 */
export async function releaseScheduledOrders(
  deps: FulfilmentDeps,
  settings: { leadMinutes: number; batchSize?: number },
): Promise<number> {
  const now = deps.clock.now().getTime();
  const horizon = new Date(now + (settings.leadMinutes + maxPrepMinutes) * minuteMs);
  const candidates = await scheduledOrdersStartingBy(deps.db, horizon, settings.batchSize ?? 200);
  if (candidates.length === 0) return 0;
  const prep = new Map(
    (await deps.shops.scheduling([...new Set(candidates.map((o) => o.shopId))])).map((s) => [s.id, s.prepTimeMinutes]),
  );
  return moveEach(candidates, async (order) => {
    const start = order.deliveryDateStart?.getTime() ?? now;
    const releaseAt = start - ((prep.get(order.shopId) ?? 0) + settings.leadMinutes) * minuteMs;
    return now >= releaseAt && moveOrder(deps, order, orderStatus.confirmed);
  });
}
