import type { ShopMenu, StoreInfo } from "@dutchpot/contract";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { paths } from "../../config/paths.ts";
import { defaultTenantConfig } from "../../config/tenant.ts";
import { plainProduct } from "../../features/cart/testing/fake-cart-api.ts";
import { createI18n } from "../../lib/i18n.ts";
import { envelope, mockApi } from "../../test/api-mock.ts";
import { AppProviders, createQueryClient } from "../providers.tsx";
import { Component as ShopRoute } from "./shop.tsx";
import { Component as StoreRoute } from "./store.tsx";

const store: StoreInfo = {
  shopId: 7,
  tenantId: 3,
  businessName: "Mama Ivy's Dutch Pot",
  kind: "restaurant",
  logoUrl: "/media/ivy-logo.png",
  bannerUrl: "/media/ivy-banner.jpg",
  deliveryFee: 3.49,
  address: "100 Queen St W",
  city: "Toronto",
  postCode: "M5H 2N2",
  latitude: 43.65,
  longitude: -79.38,
  offersPickup: true,
  distanceKm: null,
  isSavedShop: false,
  isLiked: false,
  shopDetails: {
    shopName: "Mama Ivy's Dutch Pot",
    tenant: { rating: 4.7, deliveryTime: "20-35 min", deliveryTimeMin: 20, deliveryTimeMax: 35, deliveryFee: 3.49 },
  },
  productsInShop: [],
  openingState: { isOpen: true, closesAt: null, opensAt: null },
  timeZone: "America/Toronto",
  description: "Oxtail and curry goat.",
  headerImageUrl: null,
  tags: [
    { id: 1, name: "Sides", imageUrl: null },
    { id: 2, name: "Desserts", imageUrl: null },
  ],
  offersDelivery: true,
  deliveryRadiusKm: 10,
};

const sides = Array.from({ length: 12 }, (_, i) => plainProduct({ id: 300 + i, shopId: 7, name: `Side ${i + 1}` }));
const menu: ShopMenu = {
  shopId: 7,
  shopName: store.businessName,
  logoUrl: store.logoUrl,
  bannerUrl: store.bannerUrl,
  headerImageUrl: null,
  deliveryFee: 3.49,
  deliveryTime: "20-35 min",
  deliveryTimeMin: 20,
  deliveryTimeMax: 35,
  rating: 4.7,
  isLiked: false,
  categoryTags: [
    { id: 1, name: "Sides", imageUrl: null, totalCount: 12, items: sides },
    {
      id: 2,
      name: "Desserts",
      imageUrl: null,
      totalCount: 1,
      items: [plainProduct({ id: 400, shopId: 7, name: "Rum Cake" })],
    },
  ],
};

function renderAt(path: string, storeInfo = () => envelope(store)) {
  mockApi({
    "GET /services/app/Shop/GetStoreInfo": storeInfo,
    "GET /services/app/FoodMenu/GetMenusByCategoryTagByShopId": () => envelope(menu),
    "GET /services/app/ShoppingCart/GetCustomersCarts": () => envelope({ items: [] }),
  });
  const router = createMemoryRouter(
    [
      { path: paths.shop.pattern, element: <ShopRoute /> },
      { path: paths.customer.store.pattern, element: <StoreRoute /> },
    ],
    { initialEntries: [path] },
  );
  const { container } = render(
    <AppProviders tenant={{ ...defaultTenantConfig, shopId: 7 }} i18n={createI18n()} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return container;
}

/** What the spec gives the store page and /shop alike (spec 000 §2 "Store page and shop menu"). */
async function expectStoreHeader(container: HTMLElement) {
  const title = await screen.findByRole("heading", { level: 1, name: "Mama Ivy's Dutch Pot" });
  expect(title).toHaveAttribute("dir", "auto");
  expect(container.querySelector(".store-header__banner img")).toHaveAttribute("src", "/media/ivy-banner.jpg");
  expect(container.querySelector("img.store-logo")).toHaveAttribute("src", "/media/ivy-logo.png");
  expect(screen.getByRole("button", { name: "Save Mama Ivy's Dutch Pot" })).toBeInTheDocument();
  expect(screen.getByRole("searchbox", { name: "Search the menu of Mama Ivy's Dutch Pot" })).toBeInTheDocument();
  expect(screen.getByText("CA$3.49 delivery fee")).toBeInTheDocument();
  expect(screen.getByText("20–35 min")).toBeInTheDocument();
  // The side panel (shown from 1200 px by CSS) headed 'Your cart from' + the shop name.
  expect(screen.getByRole("complementary", { name: "Your cart from Mama Ivy's Dutch Pot" })).toBeInTheDocument();
}

describe("one store page for /shop and /customer/store/{id}", () => {
  it("/shop shows the store header, search and cart panel, and a grid of at most 10 items per tag", async () => {
    const container = renderAt("/shop");
    await expectStoreHeader(container);
    const section = await screen.findByRole("region", { name: "Sides" });
    expect(within(section).getAllByRole("article")).toHaveLength(10);
    // On /shop a tag scrolls to its section instead of opening the category view.
    Element.prototype.scrollIntoView = () => {};
    await userEvent.click(
      within(screen.getByRole("region", { name: "Menu categories" })).getByRole("button", { name: "Desserts" }),
    );
    expect(screen.getByRole("region", { name: "Desserts" })).toHaveFocus();
  });

  it("the store route shows the same header with a carousel per tag and See all", async () => {
    const container = renderAt("/customer/store/7");
    await expectStoreHeader(container);
    expect(await screen.findByRole("link", { name: "See all Sides" })).toBeInTheDocument();
    const tags = screen.getByRole("region", { name: "Menu categories" });
    expect(within(tags).getByRole("link", { name: "Desserts" })).toHaveAttribute(
      "href",
      expect.stringContaining("/customer/store/7/category/"),
    );
  });

  it("/shop whose shop cannot be loaded says the shop is unavailable and offers the stores", async () => {
    renderAt("/shop", () => envelope(null, { status: 404, error: { message: "There is no store with id 7." } }));
    expect(await screen.findByText("This storefront's shop is not available right now.")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse stores" })).toHaveAttribute("href", "/customer/main");
  });
});
