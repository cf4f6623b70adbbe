import { orderStatus } from "@dutchpot/contract/constants";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FakeEventSource, installFakeEventSource } from "../../../lib/fake-event-source.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { orderFixture, orderPage } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

const list = () => screen.findByRole("list", {}, { timeout: 5000 });

describe("/customer/orders", () => {
  it("names every status on its card, with shop, number, date, total and a link to the order", async () => {
    const statuses = Object.values(orderStatus);
    ordersApi({
      pages: () => ({
        totalCount: statuses.length,
        items: statuses.map((status, i) => orderFixture({ id: 700 + i, orderStatus: status, shopName: `Shop ${i}` })),
      }),
    });
    renderApp("/customer/orders");
    const cards = within(await list()).getAllByRole("listitem");
    expect(cards.map((card) => card.querySelector(".order-card__status")?.textContent)).toEqual([
      "Confirmed",
      "Scheduled",
      "Processing",
      "Out for delivery",
      "Delivered",
      "Ready for pickup",
      "Picked up",
      "Cancelled",
      "Refunded",
    ]);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByRole("link", { name: /^Shop 0\s*Order #700$/ })).toHaveAttribute(
      "href",
      "/customer/orders/700",
    );
    expect(first).toHaveTextContent("November 23rd 2026");
    expect(first).toHaveTextContent("CA$41.58");
    expect(screen.getByRole("heading", { level: 1, name: "Your orders" })).toBeInTheDocument();
  });

  it("with no orders: 'No Orders Found' and a way to start shopping", async () => {
    ordersApi();
    renderApp("/customer/orders");
    expect(
      await screen.findByRole("heading", { level: 1, name: "No Orders Found" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start Shopping" })).toHaveAttribute("href", "/customer/main");
  });

  it("loads the next page with Show more, asking from where the last page ended, until all are shown", async () => {
    const api = ordersApi({
      pages: (skip) => (skip === 0 ? orderPage(900, 10, 13) : orderPage(890, 3, 13)),
    });
    renderApp("/customer/orders");
    expect(within(await list()).getAllByRole("listitem")).toHaveLength(10);
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(within(screen.getByRole("list")).getAllByRole("listitem")).toHaveLength(13));
    const skips = api
      .callsTo("/Orders/GetAllByCustomer")
      .map(([input]) => new URL(String(input), "http://localhost").searchParams);
    expect(skips.map((p) => [p.get("SkipCount"), p.get("MaxResultCount")])).toEqual([
      ["0", "10"],
      ["10", "10"],
    ]);
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});

describe("/customer/orders live", () => {
  it("follows the caller's order stream: a status change refetches the list and the card says the new status", async () => {
    const restore = installFakeEventSource();
    try {
      let status: number = orderStatus.confirmed;
      ordersApi({ pages: () => ({ totalCount: 1, items: [orderFixture({ id: 801, orderStatus: status })] }) });
      renderApp("/customer/orders");
      const card = within(await list()).getByRole("listitem");
      expect(card.querySelector(".order-card__status")).toHaveTextContent("Confirmed");
      const stream = FakeEventSource.latest();
      const url = new URL(stream.url, "http://localhost");
      expect(url.pathname).toBe("/api/services/app/Orders/Events");
      expect(url.searchParams.has("id")).toBe(false);
      act(() => stream.open());

      status = orderStatus.outForDelivery;
      act(() => stream.emit("order.changed", { orderId: 801, shopId: 7, status }, "3"));
      await waitFor(() =>
        expect(
          within(screen.getByRole("list")).getByRole("listitem").querySelector(".order-card__status"),
        ).toHaveTextContent("Out for delivery"),
      );
    } finally {
      restore();
    }
  });
});
