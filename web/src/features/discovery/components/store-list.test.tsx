import type { StoreSummary } from "@dutchpot/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { StoreList } from "./store-list.tsx";

function store(shopId: number): StoreSummary {
  const businessName = `Kitchen ${shopId}`;
  return {
    shopId,
    tenantId: 100 + shopId,
    businessName,
    kind: "restaurant",
    logoUrl: null,
    bannerUrl: null,
    deliveryFee: 2.99,
    address: "1 King St W",
    city: "Toronto",
    postCode: "M5H 1A1",
    latitude: 43.65,
    longitude: -79.38,
    offersPickup: false,
    distanceKm: null,
    isSavedShop: false,
    isLiked: false,
    shopDetails: {
      shopName: businessName,
      tenant: { rating: 4.6, deliveryTime: "25-40 min", deliveryTimeMin: 25, deliveryTimeMax: 40, deliveryFee: 2.99 },
    },
    productsInShop: [],
    openingState: { isOpen: true, closesAt: null, opensAt: null },
    timeZone: "America/Toronto",
  };
}

// The later parts render in later tasks: slow in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("store list", () => {
  it("renders the first six stores with the answer and the others in later tasks, in order (decision 046)", async () => {
    const stores = Array.from({ length: 20 }, (_, i) => store(i + 1));
    renderWithApp(<StoreList stores={stores} loading={false} empty={<p>none</p>} />);
    // The render that gets the answer: the first six cards only (before, all twenty in one task).
    expect(screen.getAllByRole("article")).toHaveLength(6);
    expect(screen.getByRole("heading", { name: "Kitchen 6" })).toBeInTheDocument();
    expect(screen.queryByRole("heading", { name: "Kitchen 7" })).toBeNull();
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(20), { timeout: 20_000 });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(
      stores.map((s) => s.businessName),
    );
  });
});
