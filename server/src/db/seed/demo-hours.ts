import type { DbOrTx } from "../client.ts";
import { shopClosures, shopHours } from "../schema/index.ts";
import { chunks } from "./batch.ts";
import type { SeedShop } from "./data/index.ts";

/**
 * The demo shops' opening hours (docs/opening-hours.md, "Seeded demo hours"): every shop is in
 * Toronto (America/Toronto, Ontario), takes 10 orders per half-hour slot and needs 15–30 minutes
 * to prepare one. Most restaurants and home chefs open 11:00–22:00 (home chefs not on Mondays);
 * groceries 9–21 (Sunday 10–18), convenience stores 7–23; a few close for a lunch break or on Mondays; Queen West Jerk Bar and Parkdale Night Owl Variety stay open past midnight.
 */

const h = (hh: number, mm = 0) => hh * 60 + mm;
const everyDay = [0, 1, 2, 3, 4, 5, 6];
const exceptMonday = [0, 2, 3, 4, 5, 6];

export interface DemoInterval {
  dayOfWeek: number;
  opensAt: number;
  closesAt: number;
}

/** What a demo shop's row and its hours get. */
export interface DemoSchedule {
  timeZone: string;
  province: string;
  prepTimeMinutes: number;
  slotCapacity: number;
  week: DemoInterval[];
  closures: { date: string; reason: string }[];
}

const daily = (days: number[], ...intervals: [number, number][]): DemoInterval[] =>
  days.flatMap((dayOfWeek) => intervals.map(([opensAt, closesAt]) => ({ dayOfWeek, opensAt, closesAt })));

/** Hours that differ from the kind's default, by slug. */
const special: Record<string, DemoInterval[]> = {
  // The flagship: late on Friday and Saturday (past midnight).
  "dutchpot-kitchen": [...daily([0, 1, 2, 3, 4], [h(10), h(23)]), ...daily([5, 6], [h(10), h(1)])],
  // Late-night: 18:00–03:00 every day.
  "queen-west-jerk-bar": daily(everyDay, [h(18), h(3)]),
  "parkdale-night-owl-variety": daily(everyDay, [h(7), h(2)]),
  // A lunch break (two intervals a day).
  "mama-ivys-dutch-pot": daily(exceptMonday, [h(11), h(14, 30)], [h(17), h(22)]),
  "oconnor-curry-house": daily(everyDay, [h(11, 30), h(14, 30)], [h(17), h(21, 30)]),
  "weston-road-roti-shop": daily(everyDay, [h(11), h(15)], [h(17), h(22)]),
  "golden-mile-caribbean-grill": daily(everyDay, [h(11), h(14)], [h(16, 30), h(22)]),
  // Closed on Mondays.
  "kingsway-pepperpot-kitchen": daily(exceptMonday, [h(11), h(22)]),
  "jane-street-oxtail-house": daily(exceptMonday, [h(11), h(22)]),
  "sweet-hand-desserts": daily(exceptMonday, [h(12), h(23)]),
  // Breakfast houses and bakeries open early.
  "agincourt-breakfast-house": daily(everyDay, [h(7), h(15)]),
  "miss-hyacinths-breakfast-kitchen": daily(exceptMonday, [h(8), h(14)]),
  "kensington-coco-bread-bakery": daily(everyDay, [h(7), h(19)]),
  "golden-crust-patty-shop": daily(everyDay, [h(8), h(21)]),
  "grannys-pattie-oven": daily(exceptMonday, [h(9), h(17)]),
};

/** Dated closures (local dates). */
const closures: Record<string, { date: string; reason: string }[]> = {
  "dutchpot-kitchen": [
    { date: "2026-12-25", reason: "Christmas Day" },
    { date: "2027-01-01", reason: "New Year's Day" },
  ],
  "mama-ivys-dutch-pot": [{ date: "2026-12-25", reason: "Christmas Day" }],
  "yard-flame-jerk-centre": [{ date: "2026-12-26", reason: "Boxing Day" }],
};

function defaultWeek(shop: SeedShop): DemoInterval[] {
  switch (shop.kind) {
    case "convenience":
      return daily(everyDay, [h(7), h(23)]);
    case "grocery":
      return [...daily([1, 2, 3, 4, 5, 6], [h(9), h(21)]), ...daily([0], [h(10), h(18)])];
    case "homeChef":
      return daily(exceptMonday, [h(11), h(22)]);
    default:
      return daily(everyDay, [h(11), h(22)]);
  }
}

const prepTimes: Record<SeedShop["kind"], number> = { restaurant: 20, homeChef: 30, grocery: 25, convenience: 15 };

export function demoScheduleOf(shop: SeedShop): DemoSchedule {
  return {
    timeZone: "America/Toronto",
    // Every demo address is in Toronto.
    province: "ON",
    prepTimeMinutes: shop.slug.includes("patt") || shop.slug.includes("bakery") ? 15 : prepTimes[shop.kind],
    slotCapacity: 10,
    week: special[shop.slug] ?? defaultWeek(shop),
    closures: closures[shop.slug] ?? [],
  };
}

/** The shop row's scheduling columns (time zone, tax province, prep time, slot capacity). */
export function demoShopColumns(shop: SeedShop) {
  const { timeZone, province, prepTimeMinutes, slotCapacity } = demoScheduleOf(shop);
  return { timeZone, province, prepTimeMinutes, slotCapacity };
}

/** Inserts the weekly hours and closures of the inserted demo shops. */
export async function insertDemoHours(tx: DbOrTx, inserted: { id: number; seed: SeedShop }[]) {
  const schedules = inserted.map(({ id, seed }) => ({ id, schedule: demoScheduleOf(seed) }));
  const hours = schedules.flatMap(({ id, schedule }) => schedule.week.map((w) => ({ shopId: id, ...w })));
  const dated = schedules.flatMap(({ id, schedule }) => schedule.closures.map((c) => ({ shopId: id, ...c })));
  for (const batch of chunks(hours)) await tx.insert(shopHours).values(batch);
  for (const batch of chunks(dated)) await tx.insert(shopClosures).values(batch).onConflictDoNothing();
  return { hours: hours.length, closures: dated.length };
}
