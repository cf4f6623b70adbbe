import type { MerchantPromotionPage } from "@dutchpot/contract";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { envelope, renderSection, signInAdmin } from "../testing/console-section.tsx";
import { Component as PromotionsPage } from "./promotions.tsx";

let page: MerchantPromotionPage;
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  signInAdmin();
  page = { totalCount: 0, items: [], canManageMarketplaceCodes: false };
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), "http://localhost");
    if (url.pathname.endsWith("/MerchantPromotions/GetAll")) return envelope(page);
    if (url.pathname.endsWith("/MerchantPromotions/Create")) {
      const body = JSON.parse(String(init?.body));
      const created = {
        ...body,
        id: 9,
        state: "active",
        usage: { redemptions: 0, totalDiscount: 0 },
        createdAt: "2026-03-20T12:00:00Z",
      };
      page = { ...page, totalCount: 1, items: [created] };
      return envelope(created);
    }
    return new Response("{}", { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
  fetchMock.mockReset();
});

describe("/merchant/promotions", () => {
  it("lists the current shop's codes, then creates one for that shop and shows it", async () => {
    renderSection(<PromotionsPage />);
    expect(await screen.findByText("No codes yet. Create one to offer a discount.")).toBeVisible();
    const listCall = fetchMock.mock.calls.find(([input]) => String(input).includes("MerchantPromotions/GetAll"));
    expect(new URL(String(listCall?.[0]), "http://localhost").searchParams.get("shopId")).toBe("5");

    await userEvent.click(screen.getByRole("button", { name: "Create a code" }));
    await userEvent.type(screen.getByLabelText(/^Code/), "jerk5");
    await userEvent.click(screen.getByRole("radio", { name: "Free delivery" }));
    await userEvent.click(screen.getByRole("button", { name: "Create the code" }));
    const row = await screen.findByRole("row", { name: /JERK5/ });
    expect(within(row).getByText("Free delivery")).toBeVisible();
    const createCall = fetchMock.mock.calls.find(([input]) => String(input).includes("MerchantPromotions/Create"));
    expect(JSON.parse(String(createCall?.[1]?.body))).toMatchObject({
      shopId: 5,
      code: "JERK5",
      kind: "freeDelivery",
      value: 0,
    });
  });
});
