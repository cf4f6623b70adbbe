/**
 * The merchant console's hours (MerchantShop/GetHours, SetHours, AddClosure, RemoveClosure):
 * replace the week (overnight allowed, overlaps refused), closures, and the isolation matrix of
 * every MerchantShop call (another tenant's shop is a 404, signed out 401, a customer 403; nothing changes).
 */
import { describe, expect, it } from "vitest";
import { callAs } from "../checkout/checkout.test-app.ts";
import { consoleCall, editable, settingsOf, useShopsConsoleTestApp } from "../shops/shops.console.test-app.ts";
import { toLocal } from "./zoned-time.ts";

const { world, admins } = useShopsConsoleTestApp();
const call = (...args: Parameters<typeof consoleCall> extends [unknown, ...infer R] ? R : never) =>
  consoleCall(world, ...args);

const today = () => toLocal("America/Toronto", Date.now()).date;
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
const hoursOf = async (shopId: number) => {
  const res = await call(admins.b, "GET", `GetHours?id=${shopId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

describe("MerchantShop/SetHours and GetHours", () => {
  it("replaces the week: several intervals a day, overnight, 24:00; days left out are closed", async () => {
    const res = await call(admins.b, "PUT", "SetHours", {
      id: world.shop.tight,
      days: [
        {
          dayOfWeek: 2,
          intervals: [
            { opensAt: "17:00", closesAt: "22:00" },
            { opensAt: "11:00", closesAt: "14:30" },
          ],
        },
        { dayOfWeek: 5, intervals: [{ opensAt: "18:00", closesAt: "02:00" }] },
        { dayOfWeek: 6, intervals: [{ opensAt: "02:00", closesAt: "24:00" }] },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const hours = res.json().result;
    expect(hours).toEqual(await hoursOf(world.shop.tight));
    expect(hours.timeZone).toBe("America/Toronto");
    expect(hours.days).toEqual([
      { dayOfWeek: 0, intervals: [] },
      { dayOfWeek: 1, intervals: [] },
      {
        dayOfWeek: 2,
        intervals: [
          { opensAt: "11:00", closesAt: "14:30" },
          { opensAt: "17:00", closesAt: "22:00" },
        ],
      },
      { dayOfWeek: 3, intervals: [] },
      { dayOfWeek: 4, intervals: [] },
      { dayOfWeek: 5, intervals: [{ opensAt: "18:00", closesAt: "02:00" }] },
      { dayOfWeek: 6, intervals: [{ opensAt: "02:00", closesAt: "24:00" }] },
    ]);
    // The storefront reads the same timetable.
    const opening = await callAs(world, null, "GET", `Shop/GetOpeningHours?shopId=${world.shop.tight}`);
    expect(opening.json().result.week[5].intervals).toEqual([{ opensAt: "18:00", closesAt: "02:00" }]);
  });

  it.each([
    [
      "two intervals of a day overlapping",
      [
        {
          dayOfWeek: 1,
          intervals: [
            { opensAt: "09:00", closesAt: "12:00" },
            { opensAt: "11:00", closesAt: "13:00" },
          ],
        },
      ],
    ],
    [
      "an overnight interval running into the next day's",
      [
        { dayOfWeek: 1, intervals: [{ opensAt: "20:00", closesAt: "03:00" }] },
        { dayOfWeek: 2, intervals: [{ opensAt: "02:00", closesAt: "05:00" }] },
      ],
    ],
    [
      "Saturday's night running into Sunday morning",
      [
        { dayOfWeek: 6, intervals: [{ opensAt: "22:00", closesAt: "04:00" }] },
        { dayOfWeek: 0, intervals: [{ opensAt: "03:00", closesAt: "09:00" }] },
      ],
    ],
    ["a time that does not exist", [{ dayOfWeek: 1, intervals: [{ opensAt: "25:00", closesAt: "26:00" }] }]],
    ["opening and closing at the same time", [{ dayOfWeek: 1, intervals: [{ opensAt: "09:00", closesAt: "09:00" }] }]],
    [
      "a day twice",
      [
        { dayOfWeek: 1, intervals: [] },
        { dayOfWeek: 1, intervals: [] },
      ],
    ],
    ["a day 7", [{ dayOfWeek: 7, intervals: [] }]],
  ])("refuses %s (400) and keeps the week", async (_name, days) => {
    const before = await hoursOf(world.shop.tight);
    const res = await call(admins.b, "PUT", "SetHours", { id: world.shop.tight, days });
    expect(res.statusCode, res.body).toBe(400);
    expect(await hoursOf(world.shop.tight)).toEqual(before);
  });
});

describe("MerchantShop/AddClosure and RemoveClosure", () => {
  it("keeps one timetable when several SetHours arrive at once (a double click, two tabs)", async () => {
    const week = (opensAt: string) => ({
      id: world.shop.tight,
      days: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, intervals: [{ opensAt, closesAt: "22:00" }] })),
    });
    for (let round = 0; round < 3; round++) {
      const sent = ["08:00", "09:00", "10:00", "11:00", "12:00"];
      const answers = await Promise.all(sent.map((opensAt) => call(admins.b, "PUT", "SetHours", week(opensAt))));
      for (const res of answers) expect(res.statusCode, res.body).toBe(200);
      // One of the weeks sent, whole: one interval a day, all from the same request.
      const days = (await hoursOf(world.shop.tight)).days as { intervals: { opensAt: string }[] }[];
      expect(days.map((d) => d.intervals.length)).toEqual([1, 1, 1, 1, 1, 1, 1]);
      expect(new Set(days.map((d) => d.intervals[0]?.opensAt)).size).toBe(1);
    }
  });

  it("adds closures from today on (earliest first), replaces a date's reason, removes one", async () => {
    const first = await call(admins.b, "POST", "AddClosure", {
      id: world.shop.tight,
      date: inDays(3),
      reason: "Inventory",
    });
    expect(first.statusCode, first.body).toBe(200);
    await call(admins.b, "POST", "AddClosure", { id: world.shop.tight, date: today(), reason: "Staff day" });
    const again = await call(admins.b, "POST", "AddClosure", {
      id: world.shop.tight,
      date: inDays(3),
      reason: "Stocktake",
    });
    expect(again.json().result.closures).toEqual([
      { date: today(), reason: "Staff day" },
      { date: inDays(3), reason: "Stocktake" },
    ]);
    const removed = await call(admins.b, "DELETE", `RemoveClosure?Id=${world.shop.tight}&Date=${today()}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().result.closures).toEqual([{ date: inDays(3), reason: "Stocktake" }]);
    const missing = await call(admins.b, "DELETE", `RemoveClosure?Id=${world.shop.tight}&Date=${today()}`);
    expect(missing.statusCode).toBe(404);
  });

  it.each([
    ["a past date", { date: "2020-01-01", reason: "" }],
    ["a date that does not exist", { date: "2031-02-30", reason: "" }],
    ["a date written otherwise", { date: "1/2/2031", reason: "" }],
    ["a reason over 200 characters", { date: "2031-01-02", reason: "x".repeat(201) }],
  ])("refuses %s (400)", async (_name, body) => {
    const before = await hoursOf(world.shop.tight);
    const res = await call(admins.b, "POST", "AddClosure", { id: world.shop.tight, ...body });
    expect(res.statusCode, res.body).toBe(400);
    expect(await hoursOf(world.shop.tight)).toEqual(before);
  });
});

describe("isolation: every MerchantShop call", () => {
  const shopOfA = () => world.shop.open;
  const calls = (id: number): [string, "GET" | "POST" | "PUT" | "DELETE", string, unknown?][] => [
    ["Get", "GET", `Get?id=${id}`],
    [
      "Update",
      "PUT",
      "Update",
      {
        id,
        name: "Taken over",
        description: "",
        logoUrl: null,
        bannerUrl: null,
        address: "1 Yonge St",
        city: "Toronto",
        postCode: "M5E 1E5",
        deliveryFee: 0,
        deliveryRadiusKm: 5,
        prepTimeMinutes: 10,
        deliveryTimeMin: 10,
        deliveryTimeMax: 20,
        slotCapacity: 1,
        offersDelivery: true,
        offersPickup: true,
      },
    ],
    ["SetLive", "POST", "SetLive", { id, isLive: false }],
    ["Pause", "POST", "Pause", { id, minutes: 60 }],
    ["GetHours", "GET", `GetHours?id=${id}`],
    ["SetHours", "PUT", "SetHours", { id, days: [] }],
    ["AddClosure", "POST", "AddClosure", { id, date: inDays(1), reason: "x" }],
    ["RemoveClosure", "DELETE", `RemoveClosure?id=${id}&date=${inDays(3)}`],
  ];

  it("another tenant's admin gets 404 for each call, an unknown id too, and nothing changes", async () => {
    const settings = await settingsOf(world, admins.a, shopOfA());
    const hours = (await call(admins.a, "GET", `GetHours?id=${shopOfA()}`)).json().result;
    for (const [name, method, path, body] of [...calls(shopOfA()), ...calls(999_999)]) {
      const res = await call(admins.b, method, path, body);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
      expect(res.json().error.message).toMatch(/^There is no entity/);
    }
    expect(await settingsOf(world, admins.a, shopOfA())).toEqual(settings);
    expect((await call(admins.a, "GET", `GetHours?id=${shopOfA()}`)).json().result).toEqual(hours);
    expect((await call(admins.b, "GET", "GetAll")).json().result.map((s: { id: number }) => s.id)).not.toContain(
      shopOfA(),
    );
  });

  it("signed out is 401 and a customer 403, for each call and GetAll", async () => {
    const before = editable(await settingsOf(world, admins.a, shopOfA()));
    for (const [name, method, path, body] of [["GetAll", "GET", "GetAll"] as const, ...calls(shopOfA())]) {
      expect((await call(null, method, path, body)).statusCode, name).toBe(401);
      expect((await call(admins.customer, method, path, body)).statusCode, name).toBe(403);
    }
    expect(editable(await settingsOf(world, admins.a, shopOfA()))).toEqual(before);
  });
});
