import type { Subscription } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";
import { buildSubscription } from "../testing/fixtures.ts";

vi.setConfig({ testTimeout: 20_000 });

const app = "/services/app/OrdersSubscription";

/** Signed in, the subscription served by Get, and each action answering `after(action)` (or an error). */
function serve(subscription: Subscription, answers: Partial<Record<"Pause" | "Resume" | "Cancel", Response>> = {}) {
  local.set("token", fakeJwt(3600));
  const handlers: Record<string, () => Response> = { [`GET ${app}/Get`]: () => envelope(subscription) };
  for (const [action, response] of Object.entries(answers)) handlers[`POST ${app}/${action}`] = () => response;
  return mockApi(handlers);
}

const calls = (fetchMock: ReturnType<typeof mockApi>, action: string) =>
  fetchMock.mock.calls.filter(([input]) => String(input).endsWith(`/OrdersSubscription/${action}`)).length;

describe("/customer/subscriptions/{id}", () => {
  it("shows the schedule, items, payment and past orders of an active subscription", async () => {
    serve(buildSubscription());
    renderApp("/customer/subscriptions/31");
    const schedule = await screen.findByRole("region", { name: "Schedule" });
    expect(screen.getByRole("heading", { level: 1, name: "Subscription #31" })).toBeInTheDocument();
    expect(screen.getByText("Active")).toBeInTheDocument();

    expect(within(schedule).getByText("Monday, Wednesday")).toBeInTheDocument();
    expect(within(schedule).getByText("5:30 PM")).toBeInTheDocument();
    expect(within(schedule).getByText("4 weeks")).toBeInTheDocument();
    expect(within(schedule).getByText("Wednesday, November 25 at 5:30 PM")).toBeInTheDocument();
    expect(within(schedule).getByText("December 16, 2026")).toBeInTheDocument();

    const items = screen.getByRole("region", { name: "Items in each delivery" });
    expect(within(items).getByText("Jerk chicken")).toBeInTheDocument();
    expect(within(items).getByText("Spicy, Rice and peas")).toBeInTheDocument();
    expect(within(items).getByText("Quantity: 2")).toBeInTheDocument();
    expect(items.querySelector("img")).toHaveAttribute("src", "/img/jerk.png");

    const payment = screen.getByRole("region", { name: "Payment" });
    expect(within(payment).getByText("CA$31.64")).toBeInTheDocument();
    expect(payment).toHaveTextContent("Visa •••• ending in 1111");
    expect(payment).toHaveTextContent("1540 Eglinton Ave W, Toronto");

    // Past orders: closed at first, a button saying so; open, each links to its order.
    const toggle = screen.getByRole("button", { name: "Past orders (1)" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("link", { name: "Order #812" })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute("aria-expanded", "true");
    expect(screen.getByRole("link", { name: "Order #812" })).toHaveAttribute("href", "/customer/orders/812");
    expect(screen.getByText("Delivered")).toBeInTheDocument();

    expect(screen.getByRole("button", { name: "Pause" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cancel" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Resume" })).not.toBeInTheDocument();
  });

  it.each([
    ["Pause", "Pause this subscription?", buildSubscription()],
    ["Resume", "Resume this subscription?", buildSubscription({ status: "paused", nextDelivery: null })],
    ["Cancel", "Cancel this subscription?", buildSubscription()],
  ] as const)(
    "%s: focus moves into the dialog; Go back and Escape close it without a call; focus returns",
    async (action, title, subscription) => {
      const fetchMock = serve(subscription, { [action]: envelope(subscription) });
      renderApp("/customer/subscriptions/31");
      const button = await screen.findByRole("button", { name: action });
      await userEvent.click(button);
      const dialog = screen.getByRole("alertdialog", { name: title });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
      await userEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(button).toHaveFocus();

      await userEvent.click(button);
      expect(screen.getByRole("alertdialog", { name: title })).toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      expect(button).toHaveFocus();
      expect(calls(fetchMock, action)).toBe(0);
    },
  );

  it("Pause → confirm pauses it: the status, Resume instead of Pause, and a focused confirmation", async () => {
    const fetchMock = serve(buildSubscription(), {
      Pause: envelope(buildSubscription({ status: "paused", nextDelivery: null })),
    });
    renderApp("/customer/subscriptions/31");
    await userEvent.click(await screen.findByRole("button", { name: "Pause" }));
    const dialog = screen.getByRole("alertdialog", { name: "Pause this subscription?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Pause subscription" }));
    expect(await screen.findByText("Subscription paused")).toHaveAttribute("role", "status");
    await waitFor(() => expect(screen.getByText("Subscription paused")).toHaveFocus());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sentBody(fetchMock, "/OrdersSubscription/Pause")).toEqual({ id: 31 });
    expect(screen.getByText("Paused")).toBeInTheDocument();
    expect(screen.getByText("None while paused")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Resume" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
  });

  it("a subscription the platform paused says why; Resume → confirm resumes it", async () => {
    const paused = buildSubscription({ status: "paused", nextDelivery: null, pausedReason: "Your card was declined." });
    const fetchMock = serve(paused, { Resume: envelope(buildSubscription()) });
    renderApp("/customer/subscriptions/31");
    expect(
      await screen.findByText(
        "We paused this subscription because your card was declined three times in a row. Update your card, then resume it.",
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "Resume" }));
    const dialog = screen.getByRole("alertdialog", { name: "Resume this subscription?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Resume subscription" }));
    expect(await screen.findByText("Subscription resumed")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/OrdersSubscription/Resume")).toEqual({ id: 31 });
    expect(screen.getByText("Active")).toBeInTheDocument();
    expect(screen.queryByText(/We paused this subscription/)).not.toBeInTheDocument();
  });

  it("Cancel states first what it refunds (the deliveries not yet being prepared); confirm cancels it and the buttons go", async () => {
    const fetchMock = serve(buildSubscription(), {
      Cancel: envelope(buildSubscription({ status: "cancelled", nextDelivery: null, refundOnCancel: null })),
    });
    renderApp("/customer/subscriptions/31");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this subscription?" });
    expect(dialog).toHaveTextContent(
      "Cancelling now cancels the deliveries not yet being prepared and refunds them in full (CA$31.64).",
    );
    expect(calls(fetchMock, "Cancel")).toBe(0);
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel subscription" }));
    expect(await screen.findByText("Subscription cancelled")).toBeInTheDocument();
    expect(sentBody(fetchMock, "/OrdersSubscription/Cancel")).toEqual({ id: 31 });
    expect(screen.getByText("Cancelled")).toBeInTheDocument();
    expect(screen.getByText("This subscription has ended: nothing more is delivered or charged.")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Pause" })).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Cancel" })).not.toBeInTheDocument();
  });

  it("Cancel says nothing is refunded when no delivery is still waiting to be prepared", async () => {
    serve(buildSubscription({ status: "paused", nextDelivery: null, refundOnCancel: null }));
    renderApp("/customer/subscriptions/31");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this subscription?" });
    expect(dialog).toHaveTextContent(
      "Nothing will be refunded: deliveries already being prepared or delivered are not refunded.",
    );
    expect(dialog).not.toHaveTextContent("refunds them in full");
  });

  it("a refused action (409) shows the server's text in the dialog and changes nothing on the page", async () => {
    serve(buildSubscription(), {
      Pause: envelope(null, { status: 409, error: { message: "Only an active subscription can be paused." } }),
    });
    renderApp("/customer/subscriptions/31");
    await userEvent.click(await screen.findByRole("button", { name: "Pause" }));
    const dialog = screen.getByRole("alertdialog", { name: "Pause this subscription?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Pause subscription" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent("Only an active subscription can be paused.");
    expect(screen.getByText("Active")).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: "Go back" }));
    await userEvent.click(screen.getByRole("button", { name: "Pause" }));
    expect(within(screen.getByRole("alertdialog")).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("another customer's (404) or a malformed id is not found", async () => {
    local.set("token", fakeJwt(3600));
    mockApi({
      [`GET ${app}/Get`]: () => envelope(null, { status: 404, error: { message: "There is no such entity" } }),
    });
    renderApp("/customer/subscriptions/999");
    expect(await screen.findByRole("heading", { level: 1, name: "Subscription not found" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "All subscriptions" })).toHaveAttribute("href", "/customer/subscriptions");
  });

  it("asks a guest to sign in", async () => {
    const fetchMock = mockApi({});
    renderApp("/customer/subscriptions/31");
    expect(await screen.findByRole("button", { name: "Sign up or sign in" })).toBeInTheDocument();
    expect(calls(fetchMock, "Get")).toBe(0);
  });

  it("reads right to left in Afghani, counts in Latin digits", async () => {
    local.set("language", "afg");
    serve(buildSubscription());
    renderApp("/customer/subscriptions/31");
    expect(await screen.findByText("تعداد: 2")).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute("dir", "rtl");
    expect(screen.getByRole("button", { name: "سفارش‌های گذشته (1)" })).toBeInTheDocument();
    expect(screen.getByText("4 هفته")).toBeInTheDocument();
  });
});
