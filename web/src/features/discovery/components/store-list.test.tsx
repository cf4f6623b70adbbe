import type { StoreSummary } from "@dutchpot/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { storeFixture } from "../../../test/store-fixture.ts";
import { StoreList } from "./store-list.tsx";

function store(shopId: number): StoreSummary {
  return storeFixture({ shopId, businessName: `Kitchen ${shopId}` });
}

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
