import { act, screen, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource, installFakeEventSource } from "../../../lib/fake-event-source.ts";
import { local } from "../../../lib/storage.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { orderFixture } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

/** Title of the tracker region in each language. */
const trackerTitle = { en: "Order progress", fr: "Suivi de la commande", afg: "پیشرفت سفارش" } as const;

async function currentStep(language: keyof typeof trackerTitle = "en") {
  const region = await screen.findByRole("region", { name: trackerTitle[language] }, { timeout: 5000 });
  const step = within(region)
    .getAllByRole("listitem")
    .find((li) => li.getAttribute("aria-current") === "step");
  if (!step) throw new Error("no current step");
  return step;
}

/** Placed at 13:30 Toronto, accepted by the shop at 13:40 (18:40 UTC) with a 15-minute estimate. */
const accepted = (extra: Parameters<typeof orderFixture>[0] = {}) =>
  orderFixture({
    orderStatus: 2,
    canCancel: false,
    prepEstimateMinutes: 15,
    history: [
      { status: 0, at: "2026-11-23T18:30:00Z", actor: "customer" },
      { status: 2, at: "2026-11-23T18:40:00Z", actor: "merchant" },
    ],
    ...extra,
  });

describe("the shop's preparation estimate on the tracker", () => {
  it("says under Processing when the order should be ready, on the shop's clock", async () => {
    ordersApi({ order: accepted() });
    renderApp("/customer/orders/501");
    const step = await currentStep();
    expect(step).toHaveTextContent("Processing");
    expect(step).toHaveTextContent(/Ready in about 15 min, around 1:55\sPM/u);
  });

  it("says nothing when the shop gave no estimate (a system-accepted order)", async () => {
    ordersApi({ order: accepted({ prepEstimateMinutes: null }) });
    renderApp("/customer/orders/501");
    const step = await currentStep();
    expect(step).toHaveTextContent("Processing");
    expect(step).not.toHaveTextContent(/Ready in/);
  });

  it("is gone once the order is out for delivery", async () => {
    ordersApi({ order: accepted({ orderStatus: 3 }) });
    renderApp("/customer/orders/501");
    expect(await currentStep()).toHaveTextContent("Out for delivery");
    expect(screen.queryByText(/Ready in about/)).not.toBeInTheDocument();
  });

  it("appears live when the shop accepts with an estimate", async () => {
    const api = ordersApi({ order: orderFixture({ orderStatus: 0 }) });
    renderApp("/customer/orders/501");
    expect(await currentStep()).toHaveTextContent("Confirmed");
    expect(screen.queryByText(/Ready in about/)).not.toBeInTheDocument();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    api.setOrder(accepted({ prepEstimateMinutes: 30 }));
    act(() => stream.emit("order.changed", { orderId: 501, shopId: 7, status: 2 }, "13"));
    await vi.waitFor(async () =>
      expect(await currentStep()).toHaveTextContent(/Ready in about 30 min, around 2:10\sPM/u),
    );
  });

  it("is written in French and in Dari (Latin digits)", async () => {
    local.set("language", "fr");
    ordersApi({ order: accepted() });
    const { unmount } = renderApp("/customer/orders/501");
    expect(await currentStep("fr")).toHaveTextContent("Prête dans environ 15 min, vers 13:55");
    unmount();

    local.set("language", "afg");
    ordersApi({ order: accepted() });
    renderApp("/customer/orders/501");
    expect(await currentStep("afg")).toHaveTextContent(/حدود 15 دقیقه دیگر، نزدیک ساعت 13:55 آماده می‌شود/u);
  });
});
