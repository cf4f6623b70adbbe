import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { envelope, mockApi } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { storeFixture } from "../../../test/store-fixture.ts";

vi.setConfig({ testTimeout: 20_000 });

const categories = [
  { id: 4, name: "Jerk & Grill", imageUrl: null },
  { id: 9, name: "Patties", imageUrl: null },
];

/** A nearby store with an English name and product, shown on an Afghani (right-to-left) page too. */
const oxtail = storeFixture({
  shopId: 1,
  tenantId: 101,
  businessName: "Mama Ivy's Dutch Pot",
  address: "100 Queen St W",
  postCode: "M5H 2N2",
  productsInShop: [{ id: 7, name: "Oxtail Dinner", unitPrice: 18.5, imageUrl: null }],
});

function handlers(stores: unknown[] = []) {
  return {
    "GET /services/app/MenuCategory/GetAll": () => envelope({ items: categories, totalCount: categories.length }),
    "POST /services/app/Shop/NearMe": () => envelope({ items: stores, totalCount: stores.length }),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
  };
}

describe("near-me page: the ways on from it", () => {
  it("offers the marketplace's categories (MenuCategory/GetAll) as links to their store lists", async () => {
    const fetchMock = mockApi(handlers());
    renderApp("/customer/main");
    // The first test of the file loads the route's module too: more than findBy's 1 s on a loaded machine.
    const chips = await screen.findByRole("navigation", { name: "Categories" }, { timeout: 5000 });
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

  it("gives store names, product names and the searched words their own direction", async () => {
    mockApi(handlers([oxtail]));
    renderApp("/customer/main?q=Oxtail");
    const name = await screen.findByRole("heading", { name: "Mama Ivy's Dutch Pot" });
    expect(name).toHaveAttribute("dir", "auto");
    expect(screen.getByText("Oxtail Dinner")).toHaveAttribute("dir", "auto");
    const matching = screen.getByText((_, element) => element?.textContent === "Matching “Oxtail”");
    expect(within(matching).getByText("Oxtail").tagName).toBe("BDI");
  });
});
