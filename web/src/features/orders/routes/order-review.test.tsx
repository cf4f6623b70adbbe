import { readFileSync } from "node:fs";
import type { Order } from "@dutchpot/contract";
import { orderTexts } from "@dutchpot/contract/constants";
import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { FakeEventSource, installFakeEventSource } from "../../../lib/fake-event-source.ts";
import { local } from "../../../lib/storage.ts";
import { envelope } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";
import { orderFixture, orderPage } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

let restore: () => void;
beforeEach(() => {
  restore = installFakeEventSource();
});
afterEach(() => restore());

const tracker = () => screen.findByRole("region", { name: "Order progress" }, { timeout: 5000 });
const cancelled = () => orderFixture({ orderStatus: 9, canCancel: false });
const delivered = (extra: Partial<Order> = {}) => orderFixture({ orderStatus: 4, canCancel: false, ...extra });

describe("the order page's stream", () => {
  it("asks the API why a refused stream was refused: the order is gone (404), so it stops and says not found", async () => {
    let gone = false;
    ordersApi({
      extra: {
        "GET /services/app/Orders/Get": () =>
          gone
            ? envelope(null, { status: 404, error: { message: "There is no Order with id 501" } })
            : envelope(orderFixture()),
      },
    });
    renderApp("/customer/orders/501");
    await tracker();
    gone = true;
    await act(async () => FakeEventSource.latest().refuse());
    expect(await screen.findByRole("heading", { level: 1, name: "Order not found" })).toBeInTheDocument();
    expect(FakeEventSource.instances).toHaveLength(1);
  });

  it("a token the server no longer accepts (401 to the probe) stops the stream and asks to sign in", async () => {
    local.set("token", fakeJwt(3600));
    let revoked = false;
    ordersApi({
      extra: {
        "GET /services/app/Orders/Get": () =>
          revoked
            ? envelope(null, { status: 401, error: { message: "Current user did not login to the application!" } })
            : envelope(orderFixture()),
      },
    });
    renderApp("/customer/orders/501");
    await tracker();
    expect(new URL(FakeEventSource.latest().url, "http://localhost").searchParams.has("access_token")).toBe(true);
    revoked = true;
    const refused = FakeEventSource.latest();
    await act(async () => refused.refuse());
    expect(await screen.findByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
    // The refused token's stream is over; the session ended, so what follows is the guest's, without the token.
    expect(refused.readyState).toBe(FakeEventSource.CLOSED);
    expect(local.get("token")).toBeNull();
    for (const next of FakeEventSource.instances.slice(1)) {
      expect(new URL(next.url, "http://localhost").searchParams.has("access_token")).toBe(false);
    }
  });

  it("announces a status change to screen readers, and nothing on the first load", async () => {
    const api = ordersApi({ order: orderFixture({ orderStatus: 0 }) });
    renderApp("/customer/orders/501");
    await tracker();
    expect(screen.queryByText(/^Order status:/)).not.toBeInTheDocument();
    const stream = FakeEventSource.latest();
    act(() => stream.open());
    api.setOrder(orderFixture({ orderStatus: 3, canCancel: false }));
    act(() => stream.emit("order.changed", { orderId: 501, shopId: 7, status: 3 }, "5"));
    const said = await screen.findByText("Order status: Out for delivery");
    expect(said).toHaveAttribute("role", "status");
  });
});

describe("one source of order data", () => {
  it("the orders list refetches when its stream (re)opens", async () => {
    const api = ordersApi({ pages: () => orderPage(900, 2, 2) });
    renderApp("/customer/orders");
    await screen.findByRole("list", {}, { timeout: 5000 });
    const before = api.callsTo("/Orders/GetAllByCustomer").length;
    act(() => FakeEventSource.latest().open());
    await waitFor(() => expect(api.callsTo("/Orders/GetAllByCustomer").length).toBe(before + 1));
  });

  it("an order cancelled on its page shows as cancelled back in Get Help", async () => {
    let current = orderFixture();
    const api = ordersApi({
      pages: () => ({ totalCount: 1, items: [current] }),
      extra: {
        "POST /services/app/Orders/Cancel": () => {
          current = cancelled();
          api.setOrder(current);
          return envelope(current);
        },
      },
    });
    const { router } = renderApp("/customer/get-help");
    expect(await screen.findByText("Confirmed", {}, { timeout: 5000 })).toBeInTheDocument();
    await act(() => router.navigate("/customer/orders/501"));
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }));
    await userEvent.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Cancel order" }));
    await screen.findByRole("region", { name: "This order was cancelled" });
    await act(() => router.navigate("/customer/get-help"));
    expect(await screen.findByText("Cancelled", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText("Confirmed")).not.toBeInTheDocument();
  });
});

describe("focus", () => {
  it("after Submit rating, focus is on the rating shown", async () => {
    ordersApi({
      order: delivered(),
      extra: {
        "POST /services/app/Orders/Rate": () =>
          envelope(delivered({ rating: { stars: 5, comment: null, createdAt: "2026-11-23T19:20:00Z" } })),
      },
    });
    renderApp("/customer/orders/501");
    const form = await screen.findByRole("form", { name: "Rate your order" }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole("radio", { name: "5 stars" }));
    await userEvent.click(within(form).getByRole("button", { name: "Submit rating" }));
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "Your rating" })).toHaveFocus());
  });

  it("Escape while the cancel is being sent keeps the dialog; the outcome is still told and focused", async () => {
    let answer: (response: Response) => void = () => {};
    const api = ordersApi({
      extra: {
        "POST /services/app/Orders/Cancel": () =>
          new Promise<Response>((resolve) => {
            answer = resolve;
          }),
      },
    });
    renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    await userEvent.keyboard("{Escape}");
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: "Keep my order" })).toBeDisabled();
    api.setOrder(cancelled());
    await act(async () => answer(envelope(cancelled())));
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "This order was cancelled" })).toHaveFocus());
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveTextContent(
      "Your order was cancelled and your payment refunded.",
    );
  });

  it("after the last Show more, focus is on the first newly loaded card", async () => {
    ordersApi({ pages: (skip) => (skip === 0 ? orderPage(900, 10, 13) : orderPage(890, 3, 13)) });
    renderApp("/customer/orders");
    const list = await screen.findByRole("list", {}, { timeout: 5000 });
    await userEvent.click(screen.getByRole("button", { name: "Show more" }));
    await vi.waitFor(() => expect(within(list).getAllByRole("listitem")).toHaveLength(13));
    const eleventh = within(list).getAllByRole("listitem")[10] as HTMLElement;
    await vi.waitFor(() => expect(within(eleventh).getByRole("link")).toHaveFocus());
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});

describe("the reader's language", () => {
  it("says a known refusal in French, not in the server's English", async () => {
    local.set("language", "fr");
    ordersApi({
      extra: {
        "POST /services/app/Orders/Cancel": () =>
          envelope(null, { status: 409, error: { message: orderTexts.cancelTooLate } }),
      },
    });
    renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Annuler la commande" }, { timeout: 5000 }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Annuler la commande" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "Cette commande est déjà en préparation : contactez le magasin pour l’annuler.",
    );
  });

  it("writes quantities and stars in Latin digits in Dari, as the whole app does", async () => {
    local.set("language", "afg");
    ordersApi({ order: delivered({ rating: { stars: 4, comment: null, createdAt: "2026-11-23T19:20:00Z" } }) });
    renderApp("/customer/orders/501");
    expect(await screen.findByText("2 ×", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("4 ستاره از 5")).toBeInTheDocument();
  });

  it("numbers the history in Latin digits in Dari too (no Persian list markers)", () => {
    const css = readFileSync(`${process.cwd()}/src/features/orders/components/orders.css`, "utf8");
    expect(css).not.toMatch(/list-style-type:\s*(persian|arabic-indic)/);
  });
});
