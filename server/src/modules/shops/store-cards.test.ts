import type { StoreSummary } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { openingState, type ShopSchedule } from "../hours/schedule.ts";
import { StoreCardCache } from "./store-cards.ts";

const summary = (id: number, name: string) => ({ shopId: id, businessName: name }) as StoreSummary;
/** Open 11:00–14:30 on Wednesdays, Toronto. */
const lunch: ShopSchedule = {
  timeZone: "America/Toronto",
  prepTimeMinutes: 20,
  slotCapacity: 5,
  week: [{ dayOfWeek: 3, opensAt: 660, closesAt: 870 }],
  closures: new Set(),
};

/** A cache whose fills are counted and answer names from `names` (a missing id: a deleted shop). */
function cacheOver(names: Map<number, string>) {
  const fills: number[][] = [];
  let evaluations = 0;
  const cache = new StoreCardCache(
    async (ids) => {
      fills.push(ids);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Map(
        ids.flatMap((id) => {
          const name = names.get(id);
          return name ? [[id, { summary: summary(id, name), schedule: lunch }] as const] : [];
        }),
      );
    },
    (schedule, now) => {
      evaluations++;
      return openingState(schedule, now);
    },
  );
  return { cache, fills, evaluations: () => evaluations };
}

describe("StoreCardCache", () => {
  it("fills concurrent misses once, then answers from memory while the version holds", async () => {
    const names = new Map([
      [1, "One"],
      [2, "Two"],
    ]);
    const { cache, fills } = cacheOver(names);
    const [a, b] = await Promise.all([cache.cards(3, 7, [1, 2]), cache.cards(3, 7, [2, 1])]);
    expect(fills).toEqual([[1, 2]]);
    expect(a.get(1)?.summary.businessName).toBe("One");
    expect(b.get(2)?.summary.businessName).toBe("Two");
    await cache.cards(3, 7, [1, 2]);
    expect(fills).toHaveLength(1);
    // Another storefront's cards are its own.
    await cache.cards(4, 7, [1]);
    expect(fills).toEqual([[1, 2], [1]]);
  });

  it("refills at a newer version, never goes back to an older card, and leaves out deleted shops", async () => {
    const names = new Map([[1, "Old name"]]);
    const { cache, fills } = cacheOver(names);
    await cache.cards(3, 1, [1]);
    names.set(1, "New name");
    expect((await cache.cards(3, 2, [1])).get(1)?.summary.businessName).toBe("New name");
    // A request that read the older version still gets the newer card (never older than its version).
    expect((await cache.cards(3, 1, [1])).get(1)?.version).toBe(2);
    expect(fills).toHaveLength(2);
    names.delete(1);
    expect((await cache.cards(3, 3, [1])).has(1)).toBe(false);
  });

  it("works out open or closed again only when the last state has run out, or the clock went back", async () => {
    const { cache, evaluations } = cacheOver(new Map([[1, "Lunch"]]));
    const card = (await cache.cards(3, 1, [1])).get(1);
    if (!card) throw new Error("no card");
    const at = (iso: string) => cache.openingState(card, new Date(iso));
    expect(at("2026-01-14T15:00:00Z")).toMatchObject({ isOpen: false, opensAt: "2026-01-14T16:00:00.000Z" });
    expect(at("2026-01-14T15:59:59.999Z")).toMatchObject({ isOpen: false });
    expect(evaluations()).toBe(1);
    expect(at("2026-01-14T16:00:00Z")).toMatchObject({ isOpen: true, closesAt: "2026-01-14T19:30:00.000Z" });
    expect(evaluations()).toBe(2);
    expect(at("2026-01-14T15:30:00Z")).toMatchObject({ isOpen: false });
    expect(evaluations()).toBe(3);
  });
});
