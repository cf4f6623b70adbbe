import type { MerchantSales } from "@dutchpot/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../../test/render-with-app.tsx";
import { niceMax } from "./bar-chart.tsx";
import { SalesReport } from "./sales-report.tsx";

const sales: MerchantSales = {
  shopId: 7,
  timeZone: "America/Toronto",
  from: "2026-03-18",
  to: "2026-03-20",
  days: [
    { date: "2026-03-18", orders: 0, revenue: 0 },
    { date: "2026-03-19", orders: 1, revenue: 10 },
    { date: "2026-03-20", orders: 2, revenue: 26 },
  ],
  totals: { orders: 3, revenue: 36, averageOrder: 12 },
  cancellations: 1,
  bestSellers: [
    { menuItemId: 4, name: "Beef Patty", quantity: 5, revenue: 17.5 },
    { menuItemId: 5, name: "Festival", quantity: 3, revenue: 11 },
  ],
  rating: { average: 4.5, count: 2 },
};

describe("SalesReport", () => {
  it("shows the totals, the average rating and the period", () => {
    renderWithProviders(<SalesReport sales={sales} />);
    expect(screen.getByText("Last 3 days: Mar 18 to Mar 20.")).toBeVisible();
    const value = (label: string) => screen.getByText(label, { selector: "dt" }).nextElementSibling;
    expect(value("Orders")).toHaveTextContent("3");
    expect(value("Revenue")).toHaveTextContent("CA$36.00");
    expect(value("Average order")).toHaveTextContent("CA$12.00");
    expect(value("Cancelled or refunded")).toHaveTextContent("1");
    expect(value("Average rating")).toHaveTextContent("4.5 ★ (2 ratings)");
  });

  it("draws each chart as one image named by its title and summary, with a bar per day", () => {
    renderWithProviders(<SalesReport sales={sales} />);
    const revenue = screen.getByRole("img", { name: /^Revenue per day/ });
    expect(revenue).toHaveAccessibleName(
      "Revenue per day CA$36.00 in total; the best day was Fri, March 20 with CA$26.00.",
    );
    expect(revenue.querySelectorAll("rect")).toHaveLength(3);
    expect(screen.getByRole("img", { name: /^Orders per day/ })).toHaveAccessibleName(
      "Orders per day 3 orders in total; the busiest day was Fri, March 20 with 2.",
    );
  });

  it("shows the figures as a table on request", async () => {
    renderWithProviders(<SalesReport sales={sales} />);
    const toggle = screen.getByRole("button", { name: "Show the figures as a table" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("table", { name: "Orders and revenue per day" })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Hide the table" })).toHaveAttribute("aria-expanded", "true");
    const table = screen.getByRole("table", { name: "Orders and revenue per day" });
    const row = within(table).getByRole("row", { name: /Thu, March 19/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["1", "CA$10.00"]);
  });

  it("lists the best sellers with their quantity and revenue", () => {
    renderWithProviders(<SalesReport sales={sales} />);
    const row = screen.getByRole("row", { name: /Beef Patty/ });
    expect(
      within(row)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["5", "CA$17.50"]);
  });

  it("says when there is no rating and no sale yet, in French too", () => {
    renderWithProviders(
      <SalesReport sales={{ ...sales, bestSellers: [], rating: { average: null, count: 0 } }} />,
      "fr",
    );
    expect(screen.getByText("Pas encore de note")).toBeVisible();
    expect(screen.getByText("Aucune vente sur cette période pour l'instant.")).toBeVisible();
  });
});

describe("niceMax", () => {
  it("rounds the axis up to 1, 2 or 5 times a power of ten", () => {
    expect([0, 3, 7, 12, 26, 180, 501].map(niceMax)).toEqual([1, 5, 10, 20, 50, 200, 1000]);
  });
});
