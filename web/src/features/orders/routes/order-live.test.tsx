import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource, installFakeEventSource } from "../../../lib/fake-event-source.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { orderFixture } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

async function tracker() {
  return screen.findByRole("region", { name: "Order progress" }, { timeout: 5000 });
}

function stepNames(region: HTMLElement) {
  return within(region)
    .getAllByRole("listitem")
    .map((li) => li.textContent);
}

function currentStep(region: HTMLElement) {
  return within(region)
    .getAllByRole("listitem")
    .find((li) => li.getAttribute("aria-current") === "step");
}

describe("the order tracker", () => {
  it("shows the four delivery steps, the current one marked and the ones before it done", async () => {
    ordersApi({ order: orderFixture({ orderStatus: 3 }) });
    renderApp("/customer/orders/501");
    const region = await tracker();
    expect(stepNames(region)).toEqual(["✓Confirmed (done)", "✓Processing (done)", "3Out for delivery", "4Delivered"]);
    expect(currentStep(region)).toHaveTextContent("Out for delivery");
  });

  it("shows the pickup steps for a pickup order", async () => {
    ordersApi({ order: orderFixture({ orderStatus: 5, isDelivery: false, deliveryFee: 0 }) });
    renderApp("/customer/orders/501");
    const region = await tracker();
    expect(stepNames(region).map((name) => name?.replace(/^[✓\d]/, "").replace(" (done)", ""))).toEqual([
      "Confirmed",
      "Processing",
      "Ready for pickup",
      "Picked up",
    ]);
    expect(currentStep(region)).toHaveTextContent("Ready for pickup");
  });

  it("a scheduled order is on step 1 with its slot", async () => {
    ordersApi({
      order: orderFixture({
        orderStatus: 1,
        deliveryDateStart: "2026-11-24T15:00:00Z",
        deliveryDateEnd: "2026-11-24T15:30:00Z",
      }),
    });
    renderApp("/customer/orders/501");
    const step = currentStep(await tracker());
    expect(step).toHaveTextContent("Confirmed");
    expect(step).toHaveTextContent(/Scheduled for Tuesday, November 24, 10:00\s*–\s*10:30\sAM/u);
  });

  it("a cancelled order shows a banner with the refund instead of the steps", async () => {
    ordersApi({ order: orderFixture({ orderStatus: 9, canCancel: false }) });
    renderApp("/customer/orders/501");
    const banner = await screen.findByRole("region", { name: "This order was cancelled" }, { timeout: 5000 });
    expect(banner).toHaveTextContent("Your payment of CA$41.58 is refunded in full to your card.");
    expect(screen.queryByRole("region", { name: "Order progress" })).not.toBeInTheDocument();
  });
});

describe("live updates", () => {
  it("follow the order's stream: each event refetches the order and the tracker moves without a reload", async () => {
    const api = ordersApi({ order: orderFixture({ orderStatus: 0 }) });
    renderApp("/customer/orders/501");
    await tracker();
    const stream = FakeEventSource.latest();
    const url = new URL(stream.url, "http://localhost");
    expect(url.pathname).toBe("/api/services/app/Orders/Events");
    expect(url.searchParams.get("id")).toBe("501");
    expect(url.searchParams.get("guestId")).toMatch(/^[0-9a-f-]{36}$/);
    act(() => stream.open());

    api.setOrder(
      orderFixture({
        orderStatus: 2,
        canCancel: false,
        history: [
          { status: 0, at: "2026-11-23T18:30:00Z", actor: "customer" },
          { status: 2, at: "2026-11-23T18:32:00Z", actor: "system" },
        ],
      }),
    );
    act(() => stream.emit("order.changed", { orderId: 501, shopId: 7, status: 2 }, "12"));
    const region = await tracker();
    await vi.waitFor(() => expect(currentStep(region)).toHaveTextContent("Processing"));
    const history = screen.getByRole("region", { name: "History" });
    expect(
      within(history)
        .getAllByRole("listitem")
        .map((li) => li.querySelector("span")?.textContent),
    ).toEqual(["Confirmed", "Processing"]);
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("says when live updates are paused and when they are back", async () => {
    ordersApi();
    renderApp("/customer/orders/501");
    await tracker();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    const live = screen.getAllByRole("status").find((el) => el.classList.contains("order-live"));
    expect(live).toBeEmptyDOMElement();
    act(() => stream.drop());
    expect(live).toHaveTextContent("Live updates paused — reconnecting…");
    act(() => stream.open());
    expect(live).toHaveTextContent("Live updates are back.");
  });
});
