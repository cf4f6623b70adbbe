import type { Product, ShopMenuTag } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
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
  it("renders every section title with the answer, the first section's cards, and one more section's cards per later task, in order (decision 046)", async () => {
    const tags = [1, 2, 3, 4, 5].map(tag);
    renderWithApp(<MenuSections tags={tags} action={undefined} />);
    // The render that gets the answer: every section (a tag can scroll to it), the first one's ten
    // cards (before, all fifty cards in one task).
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(tags.map((t) => t.name));
    expect(screen.getAllByRole("article")).toHaveLength(10);
    expect(within(screen.getByRole("region", { name: "Tag 1" })).getAllByRole("article")).toHaveLength(10);
    await waitFor(() => expect(screen.getAllByRole("article")).toHaveLength(50), { timeout: 20_000 });
    for (const t of tags)
      expect(within(screen.getByRole("region", { name: t.name })).getAllByRole("article")).toHaveLength(10);
  });
});
