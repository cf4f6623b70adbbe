import type { StoreSummary } from "@dutchpot/contract";
import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderApp } from "../../../test/render-app.tsx";
import { storeFixture } from "../../../test/store-fixture.ts";

function store(shopId: number, businessName: string, offersPickup: boolean): StoreSummary {
  return storeFixture({ shopId, businessName, kind: "homeChef", offersPickup });
}

afterEach(() => vi.restoreAllMocks());

describe("store card", () => {
  it("offers Pickup only for stores that offer it, and says Delivery only otherwise", async () => {
    const items = [store(1, "Auntie's Pot", true), store(2, "Yard Kitchen", false)];
    const answer = (result: unknown) =>
      new Response(JSON.stringify({ result, success: true, error: null, unAuthorizedRequest: false, __abp: true }), {
        status: 200,
        headers: { "Content-Type": "application/json" },
      });
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input) =>
      String(input).includes("Shop/GetAllHomeChefs")
        ? answer({ totalCount: items.length, items })
        : answer({ items: [] }),
    );
    renderApp("/customer/homechef");

    const both = await screen.findByRole("article", { name: "Auntie's Pot" });
    expect(within(both).getByRole("link", { name: "Delivery from Auntie's Pot" })).toHaveAttribute(
      "href",
      "/customer/store/1",
    );
    expect(within(both).getByRole("link", { name: "Pickup from Auntie's Pot" })).toHaveAttribute(
      "href",
      "/customer/store/1?mode=pickup",
    );

    const deliveryOnly = screen.getByRole("article", { name: "Yard Kitchen" });
    expect(within(deliveryOnly).getByRole("link", { name: "Delivery from Yard Kitchen" })).toBeInTheDocument();
    expect(within(deliveryOnly).queryByRole("link", { name: /Pickup/ })).toBeNull();
    expect(within(deliveryOnly).getByText("Delivery only")).toBeInTheDocument();
    // Open now, from the store summary's opening state.
    expect(within(both).getByText("Open now")).toBeInTheDocument();
  });
});
