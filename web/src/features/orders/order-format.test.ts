import { orderStatus } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import { orderDate, statusLabelKey } from "./order-format.ts";

describe("order dates and statuses", () => {
  it("date an order 'MMMM Do YYYY' in English, on the shop's calendar day", () => {
    expect(orderDate("2026-11-23T18:30:00Z", "en", "America/Toronto")).toBe("November 23rd 2026");
    expect(orderDate("2026-11-01T18:30:00Z", "en", "UTC")).toBe("November 1st 2026");
    expect(orderDate("2026-11-02T18:30:00Z", "en", "UTC")).toBe("November 2nd 2026");
    expect(orderDate("2026-11-11T18:30:00Z", "en", "UTC")).toBe("November 11th 2026");
    expect(orderDate("2026-11-22T18:30:00Z", "en", "UTC")).toBe("November 22nd 2026");
    // 02:00 UTC on the 15th is still the 14th in Toronto.
    expect(orderDate("2026-01-15T02:00:00Z", "en", "America/Toronto")).toBe("January 14th 2026");
  });

  it("use the language's own long date in French and Dari", () => {
    expect(orderDate("2026-11-23T18:30:00Z", "fr", "UTC")).toBe("23 novembre 2026");
    expect(orderDate("2026-11-23T18:30:00Z", "afg", "UTC")).not.toContain("November");
  });

  it("name every status", () => {
    expect(Object.values(orderStatus).map(statusLabelKey)).toEqual([
      "orders.statuses.confirmed",
      "orders.statuses.scheduled",
      "orders.statuses.processing",
      "orders.statuses.outForDelivery",
      "orders.statuses.delivered",
      "orders.statuses.readyForPickup",
      "orders.statuses.pickedUp",
      "orders.statuses.cancelled",
      "orders.statuses.refunded",
    ]);
    expect(statusLabelKey(42)).toBe("orders.statuses.unknown");
  });
});
