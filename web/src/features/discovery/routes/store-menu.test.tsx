import type { Product, ShopMenuTag } from "@dutchpot/contract";
import { screen, waitFor } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { MenuSections } from "./store-menu.tsx";

const product = (id: number, tagId: number): Product => ({
  id,
  shopId: 1,
  tagId,
  name: `Dish ${id}`,
  description: "",
  unitPrice: 12.5,
  imageUrl: null,
  storeName: "Dutchpot Kitchen",
  isOutOfStock: false,
  attributeMappings: [],
});

const tag = (id: number): ShopMenuTag => ({
  id,
  name: `Tag ${id}`,
  imageUrl: null,
  totalCount: 10,
  items: Array.from({ length: 10 }, (_, i) => product(id * 100 + i, id)),
});

// The later parts render in later tasks: slow in jsdom on a loaded machine.
vi.setConfig({ testTimeout: 30_000 });

describe("the shop page's menu", () => {
  it("renders its first two sections with the answer and one more per later task, in order (decision 046)", async () => {
    const tags = [1, 2, 3, 4, 5].map(tag);
    renderWithApp(<MenuSections tags={tags} action={undefined} />);
    // The render that gets the answer: two sections of ten cards (before, all fifty in one task).
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["Tag 1", "Tag 2"]);
    expect(screen.getAllByRole("article")).toHaveLength(20);
    await waitFor(() => expect(screen.getAllByRole("heading", { level: 2 })).toHaveLength(5), { timeout: 20_000 });
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(tags.map((t) => t.name));
    expect(screen.getAllByRole("article")).toHaveLength(50);
  });
});
