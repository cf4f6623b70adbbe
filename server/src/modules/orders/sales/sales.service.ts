import { type MerchantSales, type MerchantSalesQuery, salesLimits, toDollars } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../../db/client.ts";
import type { Clock } from "../../../lib/clock.ts";
import { NotFoundError } from "../../../lib/errors.ts";
import type { ConsoleScope } from "../../../plugins/console-scope.ts";
import { addDays, formatDate, toInstant, toLocal } from "../../hours/zoned-time.ts";
import { meanRating } from "../../shops/shops.service.ts";
import * as repo from "./sales.repository.ts";

export interface SalesDeps {
  /** Owner and time zone of shops (the shops service's badges). */
  shopBadges: (ids: number[], tx?: DbOrTx) => Promise<{ id: number; tenantId: number; timeZone: string }[]>;
}

/**
 * The merchant console's sales page (docs/merchant-console.md "Sales"): a shop's orders and
 * revenue per local day for the last N days (today included), its best sellers, cancellations and
 * rating. Only the admin's own shop (404 otherwise). Revenue is what the shop sold: subtotal minus
 * the promotion's discount, without fees, tax or tips.
 */
export function createSalesService(db: Db, deps: SalesDeps, clock: Clock) {
  return {
    async get(scope: ConsoleScope, query: MerchantSalesQuery): Promise<MerchantSales> {
      const [shop] = await deps.shopBadges([query.shopId]);
      if (!shop || shop.tenantId !== scope.tenantId) throw new NotFoundError("Shop", query.shopId);
      const { timeZone } = shop;
      const today = toLocal(timeZone, clock.now().getTime());
      const first = addDays(today, 1 - query.days);
      const period = {
        shopId: shop.id,
        timeZone,
        from: new Date(toInstant(timeZone, first, 0)),
        to: new Date(toInstant(timeZone, addDays(today, 1), 0)),
      };
      const daily = await repo.dailySales(db, period);
      const sellers = await repo.bestSellers(db, period, salesLimits.bestSellers);
      const tally = await repo.ratingTally(db, shop.id);

      const byDay = new Map(daily.map((d) => [d.day, d]));
      const days = Array.from({ length: query.days }, (_, i) => {
        const date = formatDate(addDays(first, i));
        const found = byDay.get(date);
        return { date, orders: found?.orders ?? 0, revenue: toDollars(found?.revenueCents ?? 0) };
      });
      const orders = daily.reduce((n, d) => n + d.orders, 0);
      const revenueCents = daily.reduce((n, d) => n + d.revenueCents, 0);
      return {
        shopId: shop.id,
        timeZone,
        from: formatDate(first),
        to: today.date,
        days,
        totals: {
          orders,
          revenue: toDollars(revenueCents),
          averageOrder: orders === 0 ? 0 : toDollars(Math.round(revenueCents / orders)),
        },
        cancellations: daily.reduce((n, d) => n + d.cancellations, 0),
        bestSellers: sellers.map((s) => ({
          menuItemId: s.menuItemId,
          name: s.name,
          quantity: s.quantity,
          revenue: toDollars(s.revenueCents),
        })),
        rating: { average: tally.count === 0 ? null : meanRating(tally), count: tally.count },
      };
    },
  };
}

export type SalesService = ReturnType<typeof createSalesService>;
