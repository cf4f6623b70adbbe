import type { OpeningHours } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { isOpenAt, slotFitsDays } from "./opening-hours.ts";

const week: OpeningHours["week"] = [
  { dayOfWeek: 0, intervals: [] },
  {
    dayOfWeek: 1,
    intervals: [
      { opensAt: "11:00", closesAt: "14:00" },
      { opensAt: "17:00", closesAt: "21:00" },
    ],
  },
  { dayOfWeek: 2, intervals: [{ opensAt: "11:00", closesAt: "21:00" }] },
  { dayOfWeek: 3, intervals: [{ opensAt: "11:00", closesAt: "21:00" }] },
  { dayOfWeek: 4, intervals: [{ opensAt: "11:00", closesAt: "21:00" }] },
  { dayOfWeek: 5, intervals: [{ opensAt: "18:00", closesAt: "02:00" }] },
  { dayOfWeek: 6, intervals: [{ opensAt: "10:00", closesAt: "22:00" }] },
];

describe("opening hours", () => {
  it.each([
    [1, "10:00", false],
    [1, "11:00", true],
    [1, "14:00", false],
    [1, "17:30", true],
    [0, "13:00", false],
    [5, "20:30", true],
    // Friday's overnight interval runs into Saturday morning.
    [6, "01:30", true],
    [6, "02:00", false],
  ])("day %i at %s → %s", (day, time, open) => {
    expect(isOpenAt(week, day, time)).toBe(open);
  });

  it("a wizard slot needs every chosen day open; unknown hours offer every slot", () => {
    expect(slotFitsDays(week, [2, 3], "11:30")).toBe(true);
    expect(slotFitsDays(week, [1, 2], "16:00")).toBe(false);
    expect(slotFitsDays(week, [0], "11:30")).toBe(false);
    expect(slotFitsDays(undefined, [0], "11:30")).toBe(true);
  });
});
