import { describe, expect, it } from "vitest";
import { demoShops } from "./data/index.ts";
import { demoScheduleOf } from "./demo-hours.ts";

describe("demo opening hours", () => {
  const schedules = demoShops.map((shop) => ({ shop, s: demoScheduleOf(shop) }));
  const opensOn = (s: (typeof schedules)[number]["s"], day: number) => s.week.some((w) => w.dayOfWeek === day);

  it("gives every demo shop hours, in Toronto and Ontario, 15–30 min prep and 10 orders a slot", () => {
    for (const { shop, s } of schedules) {
      expect(s.week.length, shop.slug).toBeGreaterThan(0);
      expect(s, shop.slug).toMatchObject({ timeZone: "America/Toronto", province: "ON", slotCapacity: 10 });
      expect(s.prepTimeMinutes, shop.slug).toBeGreaterThanOrEqual(15);
      expect(s.prepTimeMinutes, shop.slug).toBeLessThanOrEqual(30);
      for (const w of s.week) {
        expect(w.opensAt).toBeGreaterThanOrEqual(0);
        expect(w.opensAt).toBeLessThan(1440);
        expect(w.closesAt).not.toBe(w.opensAt);
      }
    }
  });

  it("has shops closed on Mondays, with a lunch break, open past midnight, and a holiday closure", () => {
    expect(schedules.filter(({ s }) => !opensOn(s, 1)).length).toBeGreaterThanOrEqual(3);
    expect(
      schedules.filter(({ s }) => s.week.filter((w) => w.dayOfWeek === 3).length === 2).length,
    ).toBeGreaterThanOrEqual(2);
    const lateNight = schedules.find(({ shop }) => shop.slug === "queen-west-jerk-bar")?.s;
    expect(lateNight?.week.every((w) => w.opensAt === 18 * 60 && w.closesAt === 3 * 60)).toBe(true);
    expect(schedules.some(({ s }) => s.closures.some((c) => c.date === "2026-12-25"))).toBe(true);
    // Most restaurants and home chefs open 11:00–22:00.
    const kitchens = schedules.filter(({ shop }) => shop.kind === "restaurant" || shop.kind === "homeChef");
    const classic = kitchens.filter(({ s }) => s.week.every((w) => w.opensAt === 11 * 60 && w.closesAt === 22 * 60));
    expect(classic.length).toBeGreaterThan(kitchens.length / 2);
  });
});
