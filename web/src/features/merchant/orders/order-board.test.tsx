import { orderStatus as s } from "@dutchpot/contract/constants";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ConsoleSessionProvider } from "../../../lib/console/index.ts";
import { FakeEventSource, installFakeEventSource } from "../../../lib/fake-event-source.ts";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { OrderBoard } from "./components/order-board.tsx";
import { soundSettingKey } from "./live/alert-sound.ts";
import { adminToken, boardOf, boardOrder, callsTo, consoleApi } from "./testing/board-fixtures.ts";

vi.setConfig({ testTimeout: 20_000 });

let uninstall: () => void;
let token: string;
beforeEach(() => {
  uninstall = installFakeEventSource();
  token = adminToken();
  window.localStorage.setItem("consoleToken", token);
});
afterEach(() => {
  uninstall();
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const renderBoard = () =>
  renderWithProviders(
    <ConsoleSessionProvider kind="merchant">
      <OrderBoard shopId={5} />
    </ConsoleSessionProvider>,
  );
const column = async (name: RegExp) => screen.findByRole("region", { name }, { timeout: 5000 });

describe("the merchant order board", () => {
  it("groups orders in New, Preparing, Ready and Done today, with what the shop needs on each card", async () => {
    consoleApi({
      "GET MerchantOrders/GetBoard": () =>
        boardOf(
          [
            boardOrder({ id: 1, problems: [{ id: 3, kind: "late", note: "Still waiting", createdAt: "x" }] }),
            boardOrder({
              id: 2,
              status: s.scheduled,
              deliveryDateStart: "2026-11-25T17:00:00.000Z",
              deliveryDateEnd: "2026-11-25T17:30:00.000Z",
            }),
            boardOrder({ id: 3, status: s.processing, prepEstimateMinutes: 20, nextStatus: s.outForDelivery }),
            boardOrder({ id: 4, status: s.readyForPickup, isDelivery: false, nextStatus: s.pickedUp }),
          ],
          [boardOrder({ id: 5, status: s.delivered, canCancel: false })],
        ),
    });
    renderBoard();
    const fresh = await column(/^New/);
    const first = within(fresh).getByRole("article", { name: "Order #1" });
    expect(first).toHaveTextContent("2 × Beef Patty");
    expect(first).toHaveTextContent("Heat: Hot");
    expect(first).toHaveTextContent("Deliver to 1 Front St W");
    expect(first).toHaveTextContent("CA$14.29");
    expect(within(first).getByRole("region", { name: "Reported by the customer" })).toHaveTextContent(
      "Late delivery — Still waiting",
    );
    expect(within(first).getByRole("button", { name: "Accept order #1" })).toBeInTheDocument();
    expect(within(first).getByRole("button", { name: "Reject order #1" })).toBeInTheDocument();
    const scheduled = within(fresh).getByRole("article", { name: "Order #2" });
    expect(scheduled).toHaveTextContent("Scheduled for Wednesday, November 25, 12:00 – 12:30 PM");
    expect(within(scheduled).queryByRole("button", { name: /Accept/ })).toBeNull();
    const preparing = await column(/^Preparing/);
    expect(within(preparing).getByRole("article", { name: "Order #3" })).toHaveTextContent("Ready in about 20 min");
    expect(within(preparing).getByRole("button", { name: "Out for delivery: order #3" })).toBeInTheDocument();
    expect(within(preparing).getByRole("button", { name: "Cancel order #3" })).toBeInTheDocument();
    const ready = await column(/^Ready/);
    expect(within(ready).getByRole("button", { name: "Picked up: order #4" })).toBeInTheDocument();
    const done = await column(/^Done today/);
    expect(within(done).getByRole("article", { name: "Order #5" })).toHaveTextContent("Delivered");
    expect(within(done).queryByRole("button")).toBeNull();
  });

  it("accepts with the chosen preparation time and advances with the step's button", async () => {
    const api = consoleApi({
      "GET MerchantOrders/GetBoard": () =>
        boardOf([boardOrder({ id: 1 }), boardOrder({ id: 3, status: s.processing, nextStatus: s.outForDelivery })]),
      "POST MerchantOrders/Accept": () => boardOrder({ id: 1, status: s.processing }),
      "POST MerchantOrders/Advance": () => boardOrder({ id: 3, status: s.outForDelivery }),
    });
    const user = userEvent.setup();
    renderBoard();
    await user.selectOptions(await screen.findByRole("combobox", { name: "Preparation time for order #1" }), "30");
    await user.click(screen.getByRole("button", { name: "Accept order #1" }));
    await waitFor(() => expect(callsTo(api, "MerchantOrders/Accept")).toHaveLength(1));
    expect(callsTo(api, "MerchantOrders/Accept")[0]?.body).toEqual({ id: 1, prepMinutes: 30 });
    await user.click(screen.getByRole("button", { name: "Out for delivery: order #3" }));
    await waitFor(() =>
      expect(callsTo(api, "MerchantOrders/Advance")[0]?.body).toEqual({ id: 3, to: s.outForDelivery }),
    );
    // Each action refetches the board.
    await waitFor(() => expect(callsTo(api, "MerchantOrders/GetBoard").length).toBeGreaterThanOrEqual(3));
  });

  it("rejects only with a reason", async () => {
    const api = consoleApi({
      "GET MerchantOrders/GetBoard": () => boardOf([boardOrder({ id: 1 })]),
      "POST MerchantOrders/Reject": () => boardOrder({ id: 1, status: s.cancelled }),
    });
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole("button", { name: "Reject order #1" }));
    const dialog = screen.getByRole("dialog", { name: "Reject order #1?" });
    expect(dialog).toHaveTextContent("The customer is refunded in full (CA$14.29).");
    await user.click(within(dialog).getByRole("button", { name: "Reject and refund" }));
    expect(within(dialog).getByText("Enter a reason.")).toBeInTheDocument();
    expect(callsTo(api, "MerchantOrders/Reject")).toHaveLength(0);
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (the customer sees it)" }), "Out of patties");
    await user.click(within(dialog).getByRole("button", { name: "Reject and refund" }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(callsTo(api, "MerchantOrders/Reject")[0]?.body).toEqual({ id: 1, reason: "Out of patties" });
  });

  it("cancels with a partial refund no larger than what is left, sending an Idempotency-Key", async () => {
    const api = consoleApi({
      "GET MerchantOrders/GetBoard": () => boardOf([boardOrder({ id: 3, status: s.processing })]),
      "POST MerchantOrders/Cancel": () => boardOrder({ id: 3, status: s.cancelled }),
    });
    const user = userEvent.setup();
    renderBoard();
    await user.click(await screen.findByRole("button", { name: "Cancel order #3" }));
    const dialog = screen.getByRole("dialog", { name: "Cancel order #3?" });
    await user.click(within(dialog).getByRole("radio", { name: "Part of it" }));
    const amount = within(dialog).getByRole("textbox", { name: "Amount to refund (CA$)" });
    await user.type(amount, "20");
    await user.type(within(dialog).getByRole("textbox", { name: "Reason (the customer sees it)" }), "Burnt");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    expect(dialog).toHaveTextContent("Enter an amount more than 0 and at most CA$14.29");
    expect(callsTo(api, "MerchantOrders/Cancel")).toHaveLength(0);
    await user.clear(amount);
    await user.type(amount, "2.50");
    await user.click(within(dialog).getByRole("button", { name: "Cancel and refund" }));
    await waitFor(() => expect(callsTo(api, "MerchantOrders/Cancel")).toHaveLength(1));
    const [sent] = callsTo(api, "MerchantOrders/Cancel");
    expect(sent?.body).toEqual({ id: 3, reason: "Burnt", refundAmount: 2.5 });
    expect(sent?.headers.get("Idempotency-Key")).toMatch(/\S{16,}/);
  });

  it("a new order arrives live: the board refetches, the card is highlighted and announced", async () => {
    let live = [boardOrder({ id: 1 })];
    const api = consoleApi({ "GET MerchantOrders/GetBoard": () => boardOf(live) });
    renderBoard();
    await screen.findByRole("article", { name: "Order #1" });
    const stream = FakeEventSource.latest();
    const url = new URL(stream.url, "http://localhost");
    expect(url.pathname).toMatch(/\/MerchantOrders\/Events$/);
    expect(url.searchParams.get("shopId")).toBe("5");
    expect(url.searchParams.get("access_token")).toBe(token);
    act(() => stream.open());
    expect(await screen.findByText("Live: new orders appear here at once")).toBeInTheDocument();
    live = [boardOrder({ id: 1 }), boardOrder({ id: 9 })];
    act(() => stream.emit("order.created", { orderId: 9, shopId: 5, status: s.confirmed }, "7"));
    const card = await screen.findByRole("article", { name: "Order #9" });
    expect(within(card).getByText("New")).toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("New order #9");
    expect(within(screen.getByRole("article", { name: "Order #1" })).queryByText("New")).toBeNull();
    expect(callsTo(api, "MerchantOrders/GetBoard").length).toBeGreaterThanOrEqual(2);
  });

  it("remembers Sound on/off", async () => {
    consoleApi({ "GET MerchantOrders/GetBoard": () => boardOf([]) });
    const user = userEvent.setup();
    const { unmount } = renderBoard();
    const toggle = await screen.findByRole("button", { name: "Sound on" });
    expect(toggle).toHaveAttribute("aria-pressed", "true");
    await user.click(toggle);
    expect(screen.getByRole("button", { name: "Sound off" })).toHaveAttribute("aria-pressed", "false");
    expect(window.localStorage.getItem(soundSettingKey)).toBe("off");
    unmount();
    renderBoard();
    expect(await screen.findByRole("button", { name: "Sound off" })).toBeInTheDocument();
  });
});
