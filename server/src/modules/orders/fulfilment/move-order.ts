import { withTransaction } from "../../../db/transaction.ts";
import { ConflictError } from "../../../lib/errors.ts";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import { claimOrder, type MovableOrder } from "./fulfilment.repository.ts";

/**
 * Moves one order from the status it was read in to `to` as the system, in one transaction: the row
 * claimed with `FOR UPDATE SKIP LOCKED` (an order another instance is moving is skipped, not waited
 * for), then `orders.transition` with `expectedFrom`. Answers whether it moved; an order that moved
 * on meanwhile (a merchant, a cancel) is skipped, never an error.
 */
export async function moveOrder(deps: FulfilmentDeps, order: MovableOrder, to: number): Promise<boolean> {
  try {
    return await withTransaction(deps.db, async (tx) => {
      if (!(await claimOrder(tx, order.id, order.status))) return false;
      await deps.transition({ orderId: order.id, to, actor: "system", expectedFrom: order.status }, tx);
      return true;
    });
  } catch (err) {
    if (err instanceof ConflictError) return false;
    throw err;
  }
}

/**
 * Runs `move` for each order, going on past a failure (one broken order must not hold up the
 * others); the first failure is thrown at the end, so the tick reports it. Answers how many moved.
 */
export async function moveEach<T>(items: readonly T[], move: (item: T) => Promise<boolean>): Promise<number> {
  let moved = 0;
  let failure: { err: unknown } | undefined;
  for (const item of items) {
    try {
      if (await move(item)) moved++;
    } catch (err) {
      failure ??= { err };
    }
  }
  if (failure) throw failure.err;
  return moved;
}
