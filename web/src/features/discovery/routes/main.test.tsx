import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";

vi.setConfig({ testTimeout: 20_000 });

const categories = [
  { id: 4, name: "Jerk & Grill", imageUrl: null },
  { id: 9, name: "Patties", imageUrl: null },
];

function handlers() {
  return {
    "GET /services/app/MenuCategory/GetAll": () => envelope({ items: categories, totalCount: categories.length }),
    "POST /services/app/Shop/NearMe": () => envelope({ items: [], totalCount: 0 }),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
  };
}

describe("near-me page: the ways on from it", () => {
  it("offers the marketplace's categories (MenuCategory/GetAll) as links to their store lists", async () => {
    const fetchMock = mockApi(handlers());
    renderApp("/customer/main");
    const chips = await screen.findByRole("navigation", { name: "Categories" });
    const jerk = within(chips).getByRole("link", { name: "Jerk & Grill" });
    expect(jerk).toHaveAttribute("href", "/customer/category/4?category=Jerk+%26+Grill");
    expect(within(chips).getByRole("link", { name: "Patties" })).toHaveAttribute(
      "href",
      "/customer/category/9?category=Patties",
    );
    // Category names are data text: each gets its own direction.
    expect(within(jerk).getByText("Jerk & Grill")).toHaveAttribute("dir", "auto");
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("MenuCategory/GetAll"))).toBe(true);
  });

  it("has a skip link past the store cards that moves focus to the map", async () => {
    mockApi(handlers());
    renderApp("/customer/main");
    const skip = await screen.findByRole("link", { name: "Skip the store list, go to the map" });
    await userEvent.click(skip);
    await waitFor(() => expect(document.activeElement?.closest("#nearby-map")).not.toBeNull());
  });
});
