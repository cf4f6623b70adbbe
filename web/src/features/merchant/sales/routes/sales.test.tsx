import { screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, renderSection, signInAdmin } from "../../promotions/testing/console-section.tsx";
import { Component as SalesPage } from "./sales.tsx";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  signInAdmin();
  fetchMock.mockImplementation(async () =>
    envelope({
      shopId: 5,
      timeZone: "America/Toronto",
      from: "2026-03-20",
      to: "2026-03-20",
      days: [{ date: "2026-03-20", orders: 2, revenue: 30 }],
      totals: { orders: 2, revenue: 30, averageOrder: 15 },
      cancellations: 0,
      bestSellers: [],
      rating: { average: null, count: 0 },
    }),
  );
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  fetchMock.mockReset();
});

describe("/merchant/sales", () => {
  it("asks for the current shop's last 30 days and draws them", async () => {
    renderSection(<SalesPage />);
    expect(await screen.findByRole("img", { name: /^Revenue per day/ })).toBeVisible();
    const [input] = fetchMock.mock.calls[0] ?? [];
    const url = new URL(String(input), "http://localhost");
    expect(url.pathname).toMatch(/MerchantSales\/Get$/);
    expect([url.searchParams.get("shopId"), url.searchParams.get("days")]).toEqual(["5", "30"]);
  });
});
