import {
  type Order,
  orderLimits,
  orderTexts,
  type RateOrderInput,
  type ReorderResult,
  type ReportProblemInput,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { BusinessRuleError, ConflictError, NotFoundError } from "../../lib/errors.ts";
import type { CartService } from "../cart/cart.service.ts";
import type { ShopsService } from "../shops/shops.service.ts";
import { hasRating, insertProblem, insertRating, problemCount, ratingTally } from "./order-feedback.repository.ts";
import { lockOrder } from "./order-lifecycle.repository.ts";
import { ratableStatuses } from "./order-status.ts";
import { findOrderOf, type OrderOwner, type OrderRow } from "./orders.repository.ts";
import type { OrdersService } from "./orders.service.ts";
import { reorder } from "./reorder.ts";

/** What ratings, problem reports and reorders use of other services (wired in services.ts). */
export interface OrderFeedbackDependencies {
  orders: Pick<OrdersService, "get">;
  shops: Pick<ShopsService, "recordRating">;
  cart: Pick<CartService, "reorder">;
}

const dayMs = 24 * 60 * 60 * 1000;

/** A PostgreSQL unique violation (23505), however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The customer's word on an order (docs/orders.md "Ratings, help and reorder"): a rating once it
 * reached them, problem reports for the shop, and a reorder into the cart. Each only on the
 * caller's own order (another's → 404).
 */
export function createOrderFeedbackService(db: Db, deps: OrderFeedbackDependencies, clock: Clock) {
  /** The owner's order, locked for the rest of the transaction (404 for anyone else's). */
  const lockOwnOrder = async (tx: DbOrTx, owner: OrderOwner, id: number): Promise<OrderRow> => {
    if (!(await findOrderOf(tx, owner, id))) throw new NotFoundError("Order", id);
    return (await lockOrder(tx, id)) as OrderRow;
  };

  return {
    /**
     * Orders/Rate: 1–5 stars and a comment, once, on a delivered or picked-up order (409
     * `notRatable` before, 409 `alreadyRated` after). The order's row lock queues two rates of one
     * order, and the rating's primary key refuses a second in any case. In the same transaction the
     * shop's rating becomes the mean of its real ratings.
     */
    async rate(owner: OrderOwner, input: RateOrderInput): Promise<Order> {
      try {
        await withTransaction(db, async (tx) => {
          const order = await lockOwnOrder(tx, owner, input.id);
          if (!ratableStatuses.includes(order.status)) throw new ConflictError(orderTexts.notRatable);
          if (await hasRating(tx, order.id)) throw new ConflictError(orderTexts.alreadyRated);
          const comment = input.comment ? input.comment : null;
          await insertRating(tx, {
            orderId: order.id,
            shopId: order.shopId,
            stars: input.stars,
            comment,
            createdAt: clock.now(),
          });
          await deps.shops.recordRating(order.shopId, (t) => ratingTally(t, order.shopId), tx);
        });
      } catch (err) {
        if (isUniqueViolation(err)) throw new ConflictError(orderTexts.alreadyRated);
        throw err;
      }
      return deps.orders.get(owner, input.id);
    },

    /**
     * Orders/ReportProblem: what went wrong and a note, stored for the shop (the merchant console)
     * and listed on the order. Any status, on an order placed in the last `problemReportDays` days
     * (400 `problemReportTooOld`), at most `problemReportsPerOrder` per order (400
     * `tooManyProblemReports`; counted under the order's row lock).
     */
    async reportProblem(owner: OrderOwner, input: ReportProblemInput): Promise<Order> {
      await withTransaction(db, async (tx) => {
        const order = await lockOwnOrder(tx, owner, input.id);
        const now = clock.now();
        if (now.getTime() - order.createdAt.getTime() > orderLimits.problemReportDays * dayMs) {
          throw new BusinessRuleError(orderTexts.problemReportTooOld);
        }
        if ((await problemCount(tx, order.id)) >= orderLimits.problemReportsPerOrder) {
          throw new BusinessRuleError(orderTexts.tooManyProblemReports);
        }
        await insertProblem(tx, { orderId: order.id, kind: input.kind, note: input.note, createdAt: now });
      });
      return deps.orders.get(owner, input.id);
    },

    /** Orders/Reorder (reorder.ts): the order's lines into the caller's cart of its shop. */
    reorder(owner: OrderOwner, id: number): Promise<ReorderResult> {
      return reorder(db, deps.cart, owner, id);
    },
  };
}

export type OrderFeedbackService = ReturnType<typeof createOrderFeedbackService>;
