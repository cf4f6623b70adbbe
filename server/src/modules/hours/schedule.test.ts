import { checkoutTexts } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { type BookedCounts, checkSlot, deliverySlots, openingState, type ShopSchedule } from "./schedule.ts";
import { toInstant, toLocal } from "./zoned-time.ts";

const h = (hh: number, mm = 0) => hh * 60 + mm;
const tue = 2;
const wed = 3;
const thu = 4;

/**
 * Toronto (EST = UTC-5 in January): closed on Mondays, a lunch break Tuesday to Thursday, late
 * nights on Friday and Saturday (18:00–03:00), Sunday 11:00–22:00. 2026-01-14 is a Wednesday.
 */
const shop: ShopSchedule = {
  timeZone: "America/Toronto",
  prepTimeMinutes: 20,
  slotCapacity: 10,
  week: [
    ...[tue, wed, thu].flatMap((dayOfWeek) => [
      { dayOfWeek, opensAt: h(11), closesAt: h(14, 30) },
      { dayOfWeek, opensAt: h(17), closesAt: h(22) },
    ]),
    { dayOfWeek: 5, opensAt: h(18), closesAt: h(3) },
    { dayOfWeek: 6, opensAt: h(18), closesAt: h(3) },
    { dayOfWeek: 0, opensAt: h(11), closesAt: h(22) },
  ],
  closures: new Set(),
};
const withClosure = (date: string): ShopSchedule => ({ ...shop, closures: new Set([date]) });
const none: BookedCounts = new Map();
const at = (iso: string) => new Date(iso);
const wedNoon = at("2026-01-14T17:00:00Z");

describe("openingState", () => {
  const cases: [string, ShopSchedule, string, { isOpen: boolean; closesAt: string | null; opensAt: string | null }][] =
    [
      [
        "open at lunch: closes at the break",
        shop,
        "2026-01-14T17:00:00Z",
        { isOpen: true, closesAt: "2026-01-14T19:30:00.000Z", opensAt: null },
      ],
      [
        "in the lunch break: opens for dinner",
        shop,
        "2026-01-14T20:00:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-14T22:00:00.000Z" },
      ],
      [
        "at closing time it is closed",
        shop,
        "2026-01-14T19:30:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-14T22:00:00.000Z" },
      ],
      [
        "after dinner: opens tomorrow",
        shop,
        "2026-01-15T04:00:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-15T16:00:00.000Z" },
      ],
      [
        "Friday 23:30: open past midnight until 03:00",
        shop,
        "2026-01-17T04:30:00Z",
        { isOpen: true, closesAt: "2026-01-17T08:00:00.000Z", opensAt: null },
      ],
      [
        "Saturday 01:00: still Friday's opening",
        shop,
        "2026-01-17T06:00:00Z",
        { isOpen: true, closesAt: "2026-01-17T08:00:00.000Z", opensAt: null },
      ],
      [
        "Sunday 22:30: Monday closed, opens Tuesday",
        shop,
        "2026-01-19T03:30:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-20T16:00:00.000Z" },
      ],
      [
        "Sunday 22:30 with Tuesday a closure: opens Wednesday",
        withClosure("2026-01-20"),
        "2026-01-19T03:30:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-21T16:00:00.000Z" },
      ],
      [
        "a closure on Friday also closes its overnight part on Saturday",
        withClosure("2026-01-16"),
        "2026-01-17T06:00:00Z",
        { isOpen: false, closesAt: null, opensAt: "2026-01-17T23:00:00.000Z" },
      ],
      [
        "no hours at all",
        { ...shop, week: [] },
        "2026-01-14T17:00:00Z",
        { isOpen: false, closesAt: null, opensAt: null },
      ],
      [
        "open around the clock: no closing in sight",
        { ...shop, week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opensAt: 0, closesAt: 1440 })) },
        "2026-01-14T17:00:00Z",
        { isOpen: true, closesAt: null, opensAt: null },
      ],
      [
        "touching openings (to midnight, then from midnight) close at the later end",
        {
          ...shop,
          week: [
            { dayOfWeek: wed, opensAt: h(11), closesAt: 1440 },
            { dayOfWeek: thu, opensAt: 0, closesAt: h(2) },
          ],
        },
        "2026-01-15T04:00:00Z",
        { isOpen: true, closesAt: "2026-01-15T07:00:00.000Z", opensAt: null },
      ],
    ];
  it.each(cases)("%s", (_name, schedule, now, expected) => {
    expect(openingState(schedule, at(now))).toEqual(expected);
  });
});

describe("deliverySlots", () => {
  const times = (days: ReturnType<typeof deliverySlots>, date: string) =>
    days.find((d) => d.date === date)?.slots.map((s) => s.time);

  it("lists 7 local days from today; closed Monday has none; lunch break and prep time respected", () => {
    const days = deliverySlots(shop, none, wedNoon);
    expect(days.map((d) => [d.date, d.dayOfWeek, d.slots.length])).toEqual([
      ["2026-01-14", 3, 14],
      ["2026-01-15", 4, 17],
      ["2026-01-16", 5, 12],
      ["2026-01-17", 6, 18],
      ["2026-01-18", 0, 28],
      ["2026-01-19", 1, 0],
      ["2026-01-20", 2, 17],
    ]);
    // Noon + 20 min prep: the first slot starts 12:30; the last lunch slot ends at 14:30.
    expect(times(days, "2026-01-14")?.slice(0, 5)).toEqual(["12:30", "13:00", "13:30", "14:00", "17:00"]);
    expect(days[0]?.slots[0]).toEqual({
      start: "2026-01-14T17:30:00.000Z",
      end: "2026-01-14T18:00:00.000Z",
      time: "12:30",
      remaining: 10,
    });
  });

  it("lists the slots after midnight of an overnight opening under the next date", () => {
    const days = deliverySlots(shop, none, wedNoon);
    expect(times(days, "2026-01-17")?.slice(0, 7)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "18:00",
    ]);
    expect(times(days, "2026-01-16")?.at(-1)).toBe("23:30");
  });

  it.each([
    ["2026-01-14T17:10:00Z", "12:30"],
    ["2026-01-14T17:11:00Z", "13:00"],
  ])("at %s the first slot is %s (20 min prep)", (now, first) => {
    expect(deliverySlots(shop, none, at(now))[0]?.slots[0]?.time).toBe(first);
  });

  it("leaves out full slots and counts what is left in the others", () => {
    const booked = new Map([
      ["2026-01-14T18:00:00.000Z", 10],
      ["2026-01-14T18:30:00.000Z", 9],
    ]);
    const today = deliverySlots(shop, booked, wedNoon)[0]?.slots ?? [];
    expect(today.map((s) => [s.time, s.remaining]).slice(0, 3)).toEqual([
      ["12:30", 10],
      ["13:30", 1],
      ["14:00", 10],
    ]);
    expect(deliverySlots({ ...shop, slotCapacity: 0 }, none, wedNoon).every((d) => d.slots.length === 0)).toBe(true);
  });

  it("offers nothing on a closure date, nor after midnight of that date's overnight opening", () => {
    const days = deliverySlots(withClosure("2026-01-16"), none, wedNoon);
    expect(times(days, "2026-01-16")).toEqual([]);
    expect(times(days, "2026-01-17")?.[0]).toBe("18:00");
  });

  it("spring forward (2026-03-08, Toronto): the overnight opening is an hour shorter, no 02:00 slots", () => {
    const days = deliverySlots(shop, none, at("2026-03-07T17:00:00Z"));
    expect(times(days, "2026-03-08")?.slice(0, 5)).toEqual(["00:00", "00:30", "01:00", "01:30", "11:00"]);
    const sunday = days.find((d) => d.date === "2026-03-08")?.slots ?? [];
    expect(sunday[3]?.end).toBe("2026-03-08T07:00:00.000Z"); // 01:30 EST + 30 min = 03:00 EDT
    expect(sunday[4]?.start).toBe("2026-03-08T15:00:00.000Z"); // 11:00 EDT
    expect(sunday).toHaveLength(4 + 22);
  });

  it("fall back (2026-11-01, Toronto): the overnight opening is an hour longer, 01:00 twice", () => {
    const days = deliverySlots(shop, none, at("2026-10-31T16:00:00Z"));
    expect(times(days, "2026-11-01")?.slice(0, 9)).toEqual([
      "00:00",
      "00:30",
      "01:00",
      "01:30",
      "01:00",
      "01:30",
      "02:00",
      "02:30",
      "11:00",
    ]);
    const sunday = days.find((d) => d.date === "2026-11-01")?.slots ?? [];
    expect(sunday[8]?.start).toBe("2026-11-01T16:00:00.000Z"); // 11:00 EST
    expect(new Set(sunday.map((s) => s.start)).size).toBe(sunday.length);
  });
});

describe("other time zones", () => {
  it("keeps the local half-hour grid in a +5:45 zone (Asia/Kathmandu)", () => {
    const kathmandu: ShopSchedule = {
      ...shop,
      timeZone: "Asia/Kathmandu",
      week: [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ dayOfWeek, opensAt: h(11), closesAt: h(13) })),
    };
    const now = at("2026-01-14T00:00:00Z"); // 05:45 local
    const [today] = deliverySlots(kathmandu, none, now);
    expect(today?.slots.map((s) => [s.time, s.start])).toEqual([
      ["11:00", "2026-01-14T05:15:00.000Z"],
      ["11:30", "2026-01-14T05:45:00.000Z"],
      ["12:00", "2026-01-14T06:15:00.000Z"],
      ["12:30", "2026-01-14T06:45:00.000Z"],
    ]);
    expect(checkSlot(kathmandu, none, at("2026-01-14T05:15:00Z"), null, now)).toBeNull();
    expect(checkSlot(kathmandu, none, at("2026-01-14T05:00:00Z"), null, now)).toBe(checkoutTexts.slotNotOnGrid);
  });
});

describe("checkSlot", () => {
  const slot = (start: string, minutes = 30) => [at(start), new Date(at(start).getTime() + minutes * 60_000)] as const;
  const cases: [string, ShopSchedule, BookedCounts, readonly [Date, Date | null], string | null][] = [
    ["13:00 today", shop, none, slot("2026-01-14T18:00:00Z"), null],
    ["no end: a half-hour from the start", shop, none, [at("2026-01-14T18:00:00Z"), null], null],
    ["12:30, just after the prep time", shop, none, slot("2026-01-14T17:30:00Z"), null],
    ["12:00, within the prep time", shop, none, slot("2026-01-14T17:00:00Z"), checkoutTexts.slotPast],
    ["11:30, past", shop, none, slot("2026-01-14T16:30:00Z"), checkoutTexts.slotPast],
    ["13:10, off the grid", shop, none, slot("2026-01-14T18:10:00Z"), checkoutTexts.slotNotOnGrid],
    ["an hour long", shop, none, slot("2026-01-14T18:00:00Z", 60), checkoutTexts.slotNotOnGrid],
    ["seconds past the half-hour", shop, none, slot("2026-01-14T18:00:05Z"), checkoutTexts.slotNotOnGrid],
    ["14:00–14:30, the last lunch slot", shop, none, slot("2026-01-14T19:00:00Z"), null],
    ["14:30, the lunch break", shop, none, slot("2026-01-14T19:30:00Z"), checkoutTexts.slotClosed],
    ["Monday 13:00, closed all day", shop, none, slot("2026-01-19T18:00:00Z"), checkoutTexts.slotClosed],
    ["Saturday 02:30, Friday's overnight opening", shop, none, slot("2026-01-17T07:30:00Z"), null],
    ["Saturday 03:00, after it", shop, none, slot("2026-01-17T08:00:00Z"), checkoutTexts.slotClosed],
    [
      "Saturday 01:00 after a Friday closure",
      withClosure("2026-01-16"),
      none,
      slot("2026-01-17T06:00:00Z"),
      checkoutTexts.slotClosed,
    ],
    ["Tuesday 21:30, the seventh day", shop, none, slot("2026-01-21T02:30:00Z"), null],
    ["next Wednesday 13:00, beyond 7 days", shop, none, slot("2026-01-21T18:00:00Z"), checkoutTexts.slotTooFar],
    [
      "a full slot",
      shop,
      new Map([["2026-01-14T18:00:00.000Z", 10]]),
      slot("2026-01-14T18:00:00Z"),
      checkoutTexts.slotFull,
    ],
    ["one place left", shop, new Map([["2026-01-14T18:00:00.000Z", 9]]), slot("2026-01-14T18:00:00Z"), null],
  ];
  it.each(cases)("%s", (_name, schedule, booked, [start, end], expected) => {
    expect(checkSlot(schedule, booked, start, end, wedNoon)).toBe(expected);
  });

  it("accepts exactly the slots deliverySlots offers (every one of the week)", () => {
    const days = deliverySlots(shop, none, wedNoon);
    for (const s of days.flatMap((d) => d.slots)) {
      expect(checkSlot(shop, none, at(s.start), at(s.end), wedNoon)).toBeNull();
    }
  });
});

describe("zoned time (America/Toronto)", () => {
  const tz = "America/Toronto";
  it.each([
    ["a winter noon", { year: 2026, month: 1, day: 14 }, h(12), "2026-01-14T17:00:00.000Z"],
    ["a summer noon", { year: 2026, month: 7, day: 14 }, h(12), "2026-07-14T16:00:00.000Z"],
    [
      "02:30 on spring-forward day does not exist: 03:30 EDT",
      { year: 2026, month: 3, day: 8 },
      h(2, 30),
      "2026-03-08T07:30:00.000Z",
    ],
    [
      "01:30 on fall-back day exists twice: the first (EDT)",
      { year: 2026, month: 11, day: 1 },
      h(1, 30),
      "2026-11-01T05:30:00.000Z",
    ],
    ["minute 1440 + 180 is 03:00 the next day", { year: 2026, month: 1, day: 16 }, h(27), "2026-01-17T08:00:00.000Z"],
  ])("%s", (_name, date, minute, expected) => {
    expect(new Date(toInstant(tz, date, minute)).toISOString()).toBe(expected);
  });

  it("reads the local date, weekday and minute of an instant", () => {
    expect(toLocal(tz, Date.parse("2026-01-17T04:30:00Z"))).toMatchObject({
      date: "2026-01-16",
      dayOfWeek: 5,
      minute: h(23, 30),
    });
  });
});
