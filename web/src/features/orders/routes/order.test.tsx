import { screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { envelope } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { orderFixture } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

describe("/customer/orders/:orderId", () => {
  it("shows the status, lines, every amount, the delivery and the card", async () => {
    ordersApi({
      order: orderFixture({
        orderStatus: 2,
        deliveryDateStart: "2026-11-24T15:00:00Z",
        deliveryDateEnd: "2026-11-24T15:30:00Z",
        dropOffInstructions: "Blue door",
      }),
    });
    renderApp("/customer/orders/501");
    expect(await screen.findByText("Amount paid", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Order #501" })).toBeInTheDocument();
    expect(screen.getByText("Status:").parentElement).toHaveTextContent("Status: Processing");
    expect(screen.getByText("November 23rd 2026")).toBeInTheDocument();
    const items = screen.getByRole("region", { name: "Items" });
    expect(within(items).getByText("Jerk Chicken Dinner")).toBeInTheDocument();
    expect(within(items).getByText("Large")).toBeInTheDocument();
    for (const [label, amount] of [
      ["Subtotal", "CA$30.00"],
      ["Discount (WELCOME10)", "−CA$3.00"],
      ["Delivery fee", "CA$3.99"],
      ["Service fee", "CA$3.30"],
      ["Tax (HST 13%)", "CA$4.29"],
      ["Driver tip", "CA$3.00"],
      ["Total before tax", "CA$37.29"],
      ["Amount paid", "CA$41.58"],
    ] as const) {
      const dt = within(items).getByText((_, element) => element?.tagName === "DT" && element.textContent === label);
      expect(dt.nextElementSibling).toHaveTextContent(amount);
    }
    const delivery = screen.getByRole("region", { name: "Delivery" });
    expect(within(delivery).getByText("1540 Eglinton Ave W, Toronto")).toBeInTheDocument();
    expect(within(delivery).getByText(/Leave at the door/)).toHaveTextContent("Leave at the door — Blue door");
    expect(within(delivery).getByText(/November 24/)).toBeInTheDocument();
    expect(within(delivery).getByText("Paid with").nextElementSibling).toHaveTextContent("Visa •••• ending in 1111");
  });

  it("a pickup order says where to pick it up and has no delivery fee row", async () => {
    ordersApi({ order: orderFixture({ isDelivery: false, deliveryFee: 0, deliveryAddress: null }) });
    renderApp("/customer/orders/501");
    const pickup = await screen.findByRole("region", { name: "Pickup" }, { timeout: 5000 });
    expect(within(pickup).getByText("Pick up at").nextElementSibling).toHaveTextContent("Dutchpot Kitchen");
    expect(screen.queryByText("Delivery fee")).not.toBeInTheDocument();
  });

  it("another's or an unknown order: a friendly not-found", async () => {
    ordersApi({
      extra: {
        "GET /services/app/Orders/Get": () => envelope(null, { status: 404, error: { message: "Not found" } }),
      },
    });
    renderApp("/customer/orders/999");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Browse stores" })).toHaveAttribute("href", "/customer/main");
  });

  it("an id that is not a number is not found without asking the server", async () => {
    const api = ordersApi();
    renderApp("/customer/orders/abc");
    expect(
      await screen.findByRole("heading", { level: 1, name: "Order not found" }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo("/Orders/Get")).toHaveLength(0);
  });

  it("shows the problems reported on the order and links to Get Help", async () => {
    ordersApi({
      order: orderFixture({
        orderStatus: 4,
        canCancel: false,
        problems: [{ id: 3, kind: "missingItem", note: "No rice & peas", createdAt: "2026-11-23T19:30:00Z" }],
      }),
    });
    renderApp("/customer/orders/501");
    const problems = await screen.findByRole("region", { name: "Reported problems" }, { timeout: 5000 });
    expect(within(problems).getByRole("listitem")).toHaveTextContent("Missing item");
    expect(within(problems).getByRole("listitem")).toHaveTextContent("No rice & peas");
    expect(within(problems).getByRole("link", { name: "Report a problem with an order" })).toHaveAttribute(
      "href",
      "/customer/get-help",
    );
  });
});
