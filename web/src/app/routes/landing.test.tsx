import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi } from "../../test/api-mock.ts";
import { renderApp } from "../../test/render-app.tsx";

vi.setConfig({ testTimeout: 20_000 });

const type = (id: number, name: string, kind: string) => ({ id, name, kind, imageUrl: null });

describe("landing: the store lists by kind of shop (ShopType/GetAll)", () => {
  it("links restaurants, grocery stores and home chefs to their lists", async () => {
    mockApi({
      "GET /services/app/ShopType/GetAll": () =>
        envelope({
          items: [
            type(1, "Restaurants", "restaurant"),
            type(2, "Grocery", "grocery"),
            type(3, "Convenience", "convenience"),
            type(4, "Home Chefs", "homeChef"),
          ],
          totalCount: 4,
        }),
    });
    renderApp("/");
    const section = await screen.findByRole("region", { name: "Food delivery" });
    expect(within(section).getByRole("link", { name: "Grocery and convenience stores" })).toHaveAttribute(
      "href",
      "/customer/grocerystore",
    );
    expect(within(section).getByRole("link", { name: "Home chefs" })).toHaveAttribute("href", "/customer/homechef");
    expect(within(section).getByRole("link", { name: "Restaurants" })).toHaveAttribute("href", "/customer/main");
    // Grocery and convenience share one list: one entry, not two.
    expect(within(section).getAllByRole("link", { name: "Grocery and convenience stores" })).toHaveLength(1);
  });

  it("shows only the kinds the marketplace has", async () => {
    mockApi({
      "GET /services/app/ShopType/GetAll": () =>
        envelope({ items: [type(1, "Restaurants", "restaurant"), type(4, "Home Chefs", "homeChef")], totalCount: 2 }),
    });
    renderApp("/");
    const section = await screen.findByRole("region", { name: "Food delivery" });
    expect(await within(section).findByRole("link", { name: "Home chefs" })).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(within(section).queryByRole("link", { name: "Grocery and convenience stores" })).toBeNull(),
    );
  });
});
