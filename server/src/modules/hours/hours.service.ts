import {
  checkoutLimits,
  checkoutTexts,
  type DeliverySlots,
  type OpeningHours,
  type OpeningState,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { queryAll, withTransaction } from "../../db/transaction.ts";
import { FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import type { ShopsService } from "../shops/shops.service.ts";
import { findClosures, findWeeks, lockSlot } from "./hours.repository.ts";
import { checkSlot, deliverySlots, openingState, type ShopSchedule } from "./schedule.ts";
import { clockText, toLocal } from "./zoned-time.ts";

/** Scheduled orders per slot start (ISO instant) of a shop in [from, to): the orders module's count. */
export type ScheduledCounts = (tx: DbOrTx, shopId: number, from: Date, to: Date) => Promise<Map<string, number>>;

/** What the hours module reads of others, through their services (docs/decisions/013). */
export interface HoursDependencies {
  shops: Pick<ShopsService, "listedShop" | "scheduling">;
  scheduledCounts: ScheduledCounts;
}

/** A shop seen from a storefront: given `marketplaceTenantId`, a shop it does not list is a 404. */
export interface HoursQuery {
  marketplaceTenantId?: number;
  now?: Date;
}

/** The delivery window of an order: both null = as soon as possible ("now"). */
export interface OrderWindow {
  shopId: number;
  start: Date | null;
  end: Date | null;
  now?: Date;
}

const dayMs = 86_400_000;
const utcDate = (instant: number) => new Date(instant).toISOString().slice(0, 10);

/**
 * Opening hours, delivery slots and the schedule checks of carts and payments
 * (docs/opening-hours.md). The module owns shop_hours and shop_closures; the shop's time zone,
 * preparation time and slot capacity come from the shops service, slot bookings from the orders one.
 */
export function createHoursService(db: Db, deps: HoursDependencies) {
  /** The schedules of these shops (three queries, whatever the number of shops); unknown ids are absent. */
  async function schedules(shopIds: number[], now: Date, tx: DbOrTx = db): Promise<Map<number, ShopSchedule>> {
    const ids = [...new Set(shopIds)];
    // Two days back covers "yesterday" in every time zone (an overnight opening reaching today).
    const from = utcDate(now.getTime() - 2 * dayMs);
    const [shops, weeks, closures] = await queryAll(tx, [
      () => deps.shops.scheduling(ids, tx),
      () => findWeeks(tx, ids),
      () => findClosures(tx, ids, from),
    ]);
    return new Map(
      shops.map((shop) => [
        shop.id,
        {
          timeZone: shop.timeZone,
          prepTimeMinutes: shop.prepTimeMinutes,
          slotCapacity: shop.slotCapacity,
          pausedUntil: shop.pausedUntil?.getTime() ?? null,
          week: weeks.filter((w) => w.shopId === shop.id),
          closures: new Set(closures.filter((c) => c.shopId === shop.id).map((c) => c.date)),
        },
      ]),
    );
  }

  async function scheduleOf(shopId: number, query: HoursQuery, now: Date, tx: DbOrTx = db) {
    if (query.marketplaceTenantId !== undefined && !(await deps.shops.listedShop(shopId, query.marketplaceTenantId))) {
      throw new NotFoundError("Shop", shopId);
    }
    const schedule = (await schedules([shopId], now, tx)).get(shopId);
    if (!schedule) throw new NotFoundError("Shop", shopId);
    return schedule;
  }

  /** Bookings from now to past the scheduling horizon (8 days covers 7 local days in any zone). */
  const bookings = (tx: DbOrTx, shopId: number, now: Date) =>
    deps.scheduledCounts(tx, shopId, now, new Date(now.getTime() + (checkoutLimits.scheduleDays + 1) * dayMs));

  /** Why the window cannot be booked (null when it can), with the slot's bookings read in `tx`. */
  async function refusal(window: OrderWindow & { start: Date }, tx: DbOrTx): Promise<string | null> {
    const now = window.now ?? new Date();
    const schedule = await scheduleOf(window.shopId, {}, now, tx);
    const slotEnd = new Date(window.start.getTime() + checkoutLimits.slotMinutes * 60_000);
    const booked = await deps.scheduledCounts(tx, window.shopId, window.start, slotEnd);
    return checkSlot(schedule, booked, window.start, window.end, now);
  }

  return {
    /** `Shop/GetOpeningHours`: the weekly timetable, closures to come and whether it is open now. */
    async openingHours(shopId: number, query: HoursQuery = {}): Promise<OpeningHours> {
      const now = query.now ?? new Date();
      const s = await scheduleOf(shopId, query, now);
      const today = toLocal(s.timeZone, now.getTime()).date;
      const closures = await findClosures(db, [shopId], today);
      return {
        shopId,
        timeZone: s.timeZone,
        prepTimeMinutes: s.prepTimeMinutes,
        state: openingState(s, now),
        week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({
          dayOfWeek,
          intervals: s.week
            .filter((w) => w.dayOfWeek === dayOfWeek)
            .map((w) => ({ opensAt: clockText(w.opensAt), closesAt: clockText(w.closesAt) })),
        })),
        closures: closures.map(({ date, reason }) => ({ date, reason })),
      };
    },

    /** `Shop/GetDeliverySlots`: the bookable half-hour slots of the next 7 local days. */
    async deliverySlots(shopId: number, query: HoursQuery = {}): Promise<DeliverySlots> {
      const now = query.now ?? new Date();
      const s = await scheduleOf(shopId, query, now);
      const booked = await bookings(db, shopId, now);
      return { shopId, timeZone: s.timeZone, days: deliverySlots(s, booked, now) };
    },

    /** Open now / opens at / closes at of many shops (store lists): one query for all their hours. */
    async openingStates(shopIds: number[], now = new Date()): Promise<Map<number, OpeningState>> {
      const all = await schedules(shopIds, now);
      return new Map([...all].map(([id, s]) => [id, openingState(s, now)]));
    },

    /**
     * The schedules of these shops as of `now` (timetable, closures from two days before, pause), to
     * keep while the catalogue is unchanged and evaluate later with `openingStateAt` (near me's store
     * cards, docs/decisions/038). Unknown ids are absent.
     */
    schedules(shopIds: number[], now: Date): Promise<Map<number, ShopSchedule>> {
      return schedules(shopIds, now);
    },

    /** Open now / opens at / closes at of a schedule from `schedules`, at any `now` from then on (no query). */
    openingStateAt(schedule: ShopSchedule, now: Date): OpeningState {
      return openingState(schedule, now);
    },

    /**
     * A cart's scheduled window (UpdateShoppingCart): 400 on `deliveryDateStart` with the reason
     * when it is past, off the half-hour grid, beyond 7 days, outside the hours or full.
     */
    async assertSlot(window: OrderWindow & { start: Date }, tx: DbOrTx = db): Promise<void> {
      const reason = await refusal(window, tx);
      if (reason) throw new FieldValidationError("deliveryDateStart", reason);
    },

    /**
     * For the payment, inside its transaction: "now" (null start) needs the shop open now; a
     * scheduled slot must pass the slot checks, its bookings counted under a lock on the slot held
     * until the transaction ends, so concurrent payments cannot both take its last place.
     */
    async assertOrderable(window: OrderWindow, tx: DbOrTx): Promise<void> {
      const now = window.now ?? new Date();
      const { start } = window;
      if (start === null) {
        const state = openingState(await scheduleOf(window.shopId, {}, now, tx), now);
        if (!state.isOpen) throw new FieldValidationError("deliveryDateStart", checkoutTexts.shopClosedNow);
        return;
      }
      await withTransaction(tx, async (inner) => {
        await lockSlot(inner, window.shopId, start);
        const reason = await refusal({ ...window, start, now }, inner);
        if (reason) throw new FieldValidationError("deliveryDateStart", reason);
      });
    },
  };
}

export type HoursService = ReturnType<typeof createHoursService>;
