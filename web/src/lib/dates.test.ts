import { describe, expect, it } from "vitest";
import { longDate, slotRange } from "./dates.ts";

describe("order and payment times", () => {
  it("show a booked slot on the shop's clock, whatever the browser's zone", () => {
    // 15:00–15:30 UTC is 10:00–10:30 in Toronto (EST) and 7:00–7:30 in Vancouver (PST).
    const start = "2026-01-14T15:00:00.000Z";
    const end = "2026-01-14T15:30:00.000Z";
    expect(slotRange(start, end, "en", "America/Toronto")).toMatch(/^Wednesday, January 14, 10:00\s*–\s*10:30\sAM$/u);
    expect(slotRange(start, end, "en", "America/Vancouver")).toMatch(/7:00\s*–\s*7:30\sAM$/u);
  });

  it("date an order by the shop's calendar day", () => {
    // 02:00 UTC on the 15th is still the evening of the 14th in Toronto.
    expect(longDate("2026-01-15T02:00:00.000Z", "en", "America/Toronto")).toBe("January 14, 2026");
    expect(longDate("2026-01-15T02:00:00.000Z", "en", "UTC")).toBe("January 15, 2026");
  });
});
