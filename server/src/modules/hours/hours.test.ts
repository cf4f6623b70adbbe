import { describe, expect, it } from "vitest";
import { book, get, shop, useHoursWorld } from "./hours.test-app.ts";

/**
 * Opening hours and delivery slots through the API, and store cards' opening state (the schedule
 * checks of UpdateShoppingCart and of the payment: hours.ordering.test.ts). World and clock:
 * hours.test-app.ts.
 */
useHoursWorld();

describe("GET Shop/GetOpeningHours", () => {
  it("answers the week (overnight intervals as they are), closures to come, prep time and the state now", async () => {
    const res = await get(`Shop/GetOpeningHours?shopId=${shop.main}`);
    expect(res.statusCode).toBe(200);
    const hours = res.json().result;
    expect(hours).toMatchObject({
      shopId: shop.main,
      timeZone: "America/Toronto",
      prepTimeMinutes: 20,
      state: { isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null },
      closures: [{ date: "2026-01-20", reason: "Staff day" }],
    });
    expect(hours.week).toHaveLength(7);
    expect(hours.week[1]).toEqual({ dayOfWeek: 1, intervals: [] });
    expect(hours.week[3].intervals).toEqual([
      { opensAt: "11:00", closesAt: "14:30" },
      { opensAt: "17:00", closesAt: "22:00" },
    ]);
    expect(hours.week[5].intervals).toEqual([{ opensAt: "18:00", closesAt: "03:00" }]);
  });

  it("is a 404 for an unknown, inactive or other storefront's shop, a 400 for a malformed id", async () => {
    for (const id of [999_999, shop.inactive, shop.foreign]) {
      expect((await get(`Shop/GetOpeningHours?shopId=${id}`)).statusCode).toBe(404);
      expect((await get(`Shop/GetDeliverySlots?shopId=${id}`)).statusCode).toBe(404);
    }
    const bad = await get("Shop/GetOpeningHours?shopId=abc");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(["shopId"]);
    expect((await get("Shop/GetDeliverySlots")).statusCode).toBe(400);
  });
});

describe("GET Shop/GetDeliverySlots", () => {
  const slotsOf = async (shopId = shop.main) => {
    const res = await get(`Shop/GetDeliverySlots?shopId=${shopId}`);
    expect(res.statusCode).toBe(200);
    return res.json().result as {
      timeZone: string;
      days: {
        date: string;
        dayOfWeek: number;
        slots: { start: string; end: string; time: string; remaining: number }[];
      }[];
    };
  };
  const times = (days: Awaited<ReturnType<typeof slotsOf>>["days"], date: string) =>
    days.find((d) => d.date === date)?.slots.map((s) => s.time) ?? [];

  it("offers 7 days of half-hour slots from now + prep time; closed Monday, the closure date and the lunch break have none", async () => {
    const { days, timeZone } = await slotsOf();
    expect(timeZone).toBe("America/Toronto");
    expect(days.map((d) => d.date)).toEqual([
      "2026-01-14",
      "2026-01-15",
      "2026-01-16",
      "2026-01-17",
      "2026-01-18",
      "2026-01-19",
      "2026-01-20",
    ]);
    expect(times(days, "2026-01-14").slice(0, 5)).toEqual(["12:30", "13:00", "13:30", "14:00", "17:00"]);
    expect(days[0]?.slots[0]).toEqual({
      start: "2026-01-14T17:30:00.000Z",
      end: "2026-01-14T18:00:00.000Z",
      time: "12:30",
      remaining: 2,
    });
    expect(times(days, "2026-01-19")).toEqual([]); // Monday
    expect(times(days, "2026-01-20")).toEqual([]); // closure
  });

  it("lists Friday's overnight opening after midnight under Saturday", async () => {
    const { days } = await slotsOf();
    expect(times(days, "2026-01-16")).toHaveLength(12);
    expect(times(days, "2026-01-17").slice(0, 7)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "18:00",
    ]);
  });

  it("leaves a full slot out and counts what is left; a cancelled order frees its place", async () => {
    await book("2026-01-15T18:00:00.000Z");
    await book("2026-01-15T18:00:00.000Z");
    await book("2026-01-15T18:30:00.000Z");
    await book("2026-01-15T18:30:00.000Z", 9);
    const thursday = (await slotsOf()).days.find((d) => d.date === "2026-01-15")?.slots ?? [];
    expect(thursday.slice(0, 4).map((s) => [s.time, s.remaining])).toEqual([
      ["11:00", 2],
      ["11:30", 2],
      ["12:00", 2],
      ["12:30", 2],
    ]);
    expect(thursday.find((s) => s.time === "13:00")).toBeUndefined();
    expect(thursday.find((s) => s.time === "13:30")?.remaining).toBe(1);
  });
});
describe("store cards and the store page carry the opening state", () => {
  it("open with its closing time; a shop without a timetable is not listed (the listing rule)", async () => {
    const info = await get(`Shop/GetStoreInfo?Id=${shop.main}`);
    expect(info.statusCode).toBe(200);
    expect(info.json().result.openingState).toEqual({
      isOpen: true,
      closesAt: "2026-01-14T19:30:00.000Z",
      opensAt: null,
    });
    const search = await get("Shop/SearchStores?Keyword=&MaxResultCount=50");
    const cards = search.json().result.items as { shopId: number; openingState: unknown }[];
    expect(cards.find((c) => c.shopId === shop.noHours)).toBeUndefined();
    expect((await get(`Shop/GetStoreInfo?Id=${shop.noHours}`)).statusCode).toBe(404);
    expect(cards.find((c) => c.shopId === shop.main)?.openingState).toMatchObject({ isOpen: true });
  });
});
