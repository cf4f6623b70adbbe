import { describe, expect, it } from "vitest";
import {
  deliveryDateAfter,
  deliveryDateFrom,
  endsOnFor,
  firstDeliveryAfter,
  localDateOf,
  slotStartOn,
} from "./subscription-dates.ts";

const toronto = "America/Toronto";

describe("a subscription's calendar", () => {
  it("ends on the last day of its last week, never when ongoing", () => {
    expect(endsOnFor("2026-11-24", 1)).toBe("2026-11-30");
    expect(endsOnFor("2026-11-24", 4)).toBe("2026-12-21");
    expect(endsOnFor("2026-12-30", 52)).toBe("2027-12-28");
    expect(endsOnFor("2026-11-24", null)).toBeNull();
  });

  it("delivers on the chosen weekdays only, up to its last day", () => {
    // 2026-11-24 is a Tuesday (2).
    expect(deliveryDateFrom("2026-11-24", [2], null)).toBe("2026-11-24");
    expect(deliveryDateAfter("2026-11-24", [2], null)).toBe("2026-12-01");
    expect(deliveryDateAfter("2026-11-24", [1, 5], null)).toBe("2026-11-27");
    expect(deliveryDateAfter("2026-11-28", [0, 6], null)).toBe("2026-11-29");
    expect(deliveryDateAfter("2026-11-24", [2], "2026-11-30")).toBeNull();
    expect(deliveryDateAfter("2026-11-24", [], null)).toBeNull();
  });

  it("puts the slot on the shop's clock, across a daylight-saving change", () => {
    expect(slotStartOn("2026-11-24", "17:30", toronto).toISOString()).toBe("2026-11-24T22:30:00.000Z");
    expect(slotStartOn("2026-07-07", "17:30", toronto).toISOString()).toBe("2026-07-07T21:30:00.000Z");
    // 2026-11-01: clocks go back at 02:00 in Toronto.
    expect(slotStartOn("2026-11-01", "08:30", toronto).toISOString()).toBe("2026-11-01T13:30:00.000Z");
    expect(localDateOf(new Date("2026-11-25T03:00:00Z"), toronto)).toBe("2026-11-24");
  });

  it("resumes at the first chosen slot still ahead", () => {
    const schedule = { daysOfWeek: [2, 4], timeSlot: "17:30", endsOn: null, timeZone: toronto };
    // Tuesday 17:00 Toronto: today's 17:30 slot is still ahead.
    expect(firstDeliveryAfter(new Date("2026-11-24T22:00:00Z"), schedule)).toEqual({
      date: "2026-11-24",
      slotStart: new Date("2026-11-24T22:30:00Z"),
    });
    // Tuesday 18:00: Thursday's.
    expect(firstDeliveryAfter(new Date("2026-11-24T23:00:00Z"), schedule)?.date).toBe("2026-11-26");
    expect(firstDeliveryAfter(new Date("2026-11-24T23:00:00Z"), { ...schedule, endsOn: "2026-11-25" })).toBeNull();
  });
});
