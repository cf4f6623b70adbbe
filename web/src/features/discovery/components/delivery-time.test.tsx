import type { StoreInfo } from "@dutchpot/contract";
import { screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { type LanguageCode, preloadLanguage } from "../../../lib/i18n.ts";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { StoreCard } from "./store-card.tsx";
import { StoreHeader } from "./store-header.tsx";

// The wire's text says "20-35 min" in English; the minutes beside it are what the app shows, translated.
const store: StoreInfo = {
  shopId: 7,
  tenantId: 107,
  businessName: "Oxtail House",
  kind: "restaurant",
  logoUrl: null,
  bannerUrl: null,
  headerImageUrl: null,
  deliveryFee: 0,
  address: "100 Queen St W",
  city: "Toronto",
  postCode: "M5H 2N2",
  latitude: 43.65,
  longitude: -79.38,
  offersPickup: true,
  offersDelivery: true,
  deliveryRadiusKm: 10,
  distanceKm: null,
  isSavedShop: false,
  isLiked: false,
  description: "",
  tags: [],
  shopDetails: {
    shopName: "Oxtail House",
    tenant: { rating: 4.6, deliveryTime: "20-35 min", deliveryTimeMin: 20, deliveryTimeMax: 35, deliveryFee: 0 },
  },
  productsInShop: [],
  openingState: { isOpen: true, closesAt: null, opensAt: null },
  timeZone: "America/Toronto",
};

async function renderIn(language: LanguageCode, element: ReactNode) {
  await preloadLanguage(language);
  return renderWithProviders(<MemoryRouter>{element}</MemoryRouter>, language);
}

describe("delivery time on store cards and the store header", () => {
  it("formats the server's minutes in English", async () => {
    await renderIn("en", <StoreCard store={store} />);
    expect(await screen.findByText("20–35 min")).toBeInTheDocument();
  });

  it("says minutes in Dari on the card and the header in Afghani", async () => {
    const card = await renderIn("afg", <StoreCard store={store} />);
    expect(await screen.findByText("20 تا 35 دقیقه")).toBeInTheDocument();
    expect(screen.queryByText(/min/)).toBeNull();
    card.unmount();
    await renderIn("afg", <StoreHeader store={store} />);
    expect(await screen.findByText("20 تا 35 دقیقه")).toBeInTheDocument();
  });
});
