import { orderStatus } from "@dutchpot/contract";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import { scheduledOrdersDue, shopsWithScheduledOrders } from "./fulfilment.repository.ts";
import { moveEach, moveOrder } from "./move-order.ts";

/** A shop's preparation time is at most a day (shops_prep_time_check): the look-ahead for shops. */
const maxPrepMinutes = 1440;
const minuteMs = 60_000;

/**
 * Releases scheduled orders to their shop (scheduled → confirmed, as the system) once
 * now ≥ slot start − the shop's preparation time − `leadMinutes` (RELEASE_LEAD_MINUTES), so the
 * kitchen starts in time for the slot. Every storefront, simulator or not. The shops with scheduled
 * orders in the next day are read first, then their preparation times (the shops service), and only
 * orders already due are fetched — at most `batchSize`, earliest slot first — so orders not due yet
 * never crowd a due one out of the batch. Safe on several instances at once (moveOrder). Answers how
 * many orders were released.
 */
export async function releaseScheduledOrders(
  deps: FulfilmentDeps,
  settings: { leadMinutes: number; batchSize?: number },
): Promise<number> {
  const now = deps.clock.now().getTime();
  const shopIds = await shopsWithScheduledOrders(
    deps.db,
    new Date(now + (settings.leadMinutes + maxPrepMinutes) * minuteMs),
  );
  if (shopIds.length === 0) return 0;
  const prep = new Map((await deps.shops.scheduling(shopIds)).map((shop) => [shop.id, shop.prepTimeMinutes]));
  // One group per preparation time: its shops' orders are due when their slot starts by now + prep + lead.
  const byPrep = new Map<number, number[]>();
  for (const id of shopIds) {
    const minutes = prep.get(id) ?? 0;
    byPrep.set(minutes, [...(byPrep.get(minutes) ?? []), id]);
  }
  const groups = [...byPrep].map(([minutes, ids]) => ({
    shopIds: ids,
    startsBy: new Date(now + (minutes + settings.leadMinutes) * minuteMs),
  }));
  const due = await scheduledOrdersDue(deps.db, groups, settings.batchSize ?? 200);
  return moveEach(due, (order) => moveOrder(deps, order, orderStatus.confirmed));
}
