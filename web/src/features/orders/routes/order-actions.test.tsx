import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, sentBody } from "../../../test/api-mock.ts";
import { renderApp } from "../../../test/render-app.tsx";
import { orderFixture } from "../testing/fixtures.ts";
import { ordersApi } from "../testing/orders-api.ts";

vi.setConfig({ testTimeout: 20_000 });

const delivered = () =>
  orderFixture({
    orderStatus: 4,
    canCancel: false,
    history: [
      { status: 0, at: "2026-11-23T18:30:00Z", actor: "customer" },
      { status: 4, at: "2026-11-23T19:10:00Z", actor: "system" },
    ],
  });

describe("Cancel order", () => {
  it("asks first, stating the full refund; confirming cancels and shows the banner", async () => {
    const api = ordersApi({
      extra: {
        "POST /services/app/Orders/Cancel": () => envelope(orderFixture({ orderStatus: 9, canCancel: false })),
      },
    });
    renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }));
    const dialog = screen.getByRole("alertdialog", { name: "Cancel this order?" });
    expect(dialog).toHaveTextContent("Your payment of CA$41.58 will be refunded in full to your card.");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await screen.findByRole("region", { name: "This order was cancelled" })).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole("heading", { name: "This order was cancelled" })).toHaveFocus());
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sentBody(api.fetchMock, "/Orders/Cancel")).toEqual({ id: 501 });
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });

  it("keeping the order sends nothing", async () => {
    const api = ordersApi();
    renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }));
    await userEvent.click(screen.getByRole("button", { name: "Keep my order" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(api.callsTo("/Orders/Cancel")).toHaveLength(0);
  });

  it("a refusal (409) shows the server's reason in the dialog", async () => {
    ordersApi({
      extra: {
        "POST /services/app/Orders/Cancel": () =>
          envelope(null, {
            status: 409,
            error: { message: "This order is already being prepared: contact the store to cancel it." },
          }),
      },
    });
    renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Cancel order" }, { timeout: 5000 }));
    const dialog = screen.getByRole("alertdialog");
    await userEvent.click(within(dialog).getByRole("button", { name: "Cancel order" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This order is already being prepared: contact the store to cancel it.",
    );
  });

  it("is not offered once the order cannot be cancelled", async () => {
    ordersApi({ order: orderFixture({ orderStatus: 2, canCancel: false }) });
    renderApp("/customer/orders/501");
    await screen.findByRole("region", { name: "Order progress" }, { timeout: 5000 });
    expect(screen.queryByRole("button", { name: "Cancel order" })).not.toBeInTheDocument();
  });
});

describe("Rate your order", () => {
  it("is offered after delivery: stars as labelled radios, a comment, sent once, then the rating shows", async () => {
    let rates = 0;
    const api = ordersApi({
      order: delivered(),
      extra: {
        "POST /services/app/Orders/Rate": () => {
          rates += 1;
          return envelope({
            ...delivered(),
            rating: { stars: 4, comment: "Hot and quick", createdAt: "2026-11-23T19:20:00Z" },
          });
        },
      },
    });
    renderApp("/customer/orders/501");
    const form = await screen.findByRole("form", { name: "Rate your order" }, { timeout: 5000 });
    const group = within(form).getByRole("group", { name: "Your rating" });
    expect(
      within(group)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["1", "2", "3", "4", "5"]);
    await userEvent.click(within(group).getByRole("radio", { name: "4 stars" }));
    await userEvent.type(within(form).getByRole("textbox", { name: "Comment (optional)" }), "Hot and quick");
    await userEvent.dblClick(within(form).getByRole("button", { name: "Submit rating" }));
    const given = await screen.findByRole("region", { name: "Your rating" });
    expect(given).toHaveTextContent("4 stars out of 5");
    expect(given).toHaveTextContent("Hot and quick");
    expect(rates).toBe(1);
    expect(sentBody(api.fetchMock, "/Orders/Rate")).toEqual({ id: 501, stars: 4, comment: "Hot and quick" });
    expect(screen.queryByRole("form", { name: "Rate your order" })).not.toBeInTheDocument();
  });

  it("asks for stars before sending anything", async () => {
    const api = ordersApi({ order: delivered() });
    renderApp("/customer/orders/501");
    const form = await screen.findByRole("form", { name: "Rate your order" }, { timeout: 5000 });
    await userEvent.click(within(form).getByRole("button", { name: "Submit rating" }));
    expect(within(form).getByRole("alert")).toHaveTextContent("Choose from 1 to 5 stars.");
    expect(api.callsTo("/Orders/Rate")).toHaveLength(0);
  });

  it("is not offered before delivery", async () => {
    ordersApi({ order: orderFixture({ orderStatus: 3, canCancel: false }) });
    renderApp("/customer/orders/501");
    await screen.findByRole("region", { name: "Order progress" }, { timeout: 5000 });
    expect(screen.queryByRole("form", { name: "Rate your order" })).not.toBeInTheDocument();
  });
});

describe("Reorder", () => {
  afterEach(() => local.remove("location"));

  it("puts the lines in the cart, opens the shop's checkout and names the items no longer sold", async () => {
    local.setJson("location", { placeName: "1540 Eglinton Ave W, Toronto", latitude: 43.6968, longitude: -79.4412 });
    const api = ordersApi({
      order: delivered(),
      extra: {
        "POST /services/app/Orders/Reorder": () =>
          envelope({ cart: { id: 77, shopId: 7, deliveryAddress: null }, unavailable: ["Rice & Peas"] }),
        "PATCH /services/app/ShoppingCart/UpdateShoppingCart": () => envelope({ items: [] }),
      },
    });
    const { router } = renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Reorder" }, { timeout: 5000 }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe("/customer/checkout/7"));
    expect(screen.getByRole("region", { name: "Notifications" })).toHaveTextContent(
      "Added to your cart. No longer available: Rice & Peas",
    );
    expect(sentBody(api.fetchMock, "/Orders/Reorder")).toEqual({ id: 501 });
    const [, init] = api.callsTo("/Orders/Reorder")[0] ?? [];
    expect(new Headers(init?.headers).get("Idempotency-Key")).toMatch(/^[0-9a-f-]{32,36}$/);
    // The new cart takes the stored delivery location, as a cart made by the first Add does.
    expect(sentBody(api.fetchMock, "/ShoppingCart/UpdateShoppingCart")).toEqual({
      shoppingCartId: 77,
      deliveryAddress: "1540 Eglinton Ave W, Toronto",
      latitude: 43.6968,
      longitude: -79.4412,
    });
  });

  it("a refusal stays on the order and says why", async () => {
    ordersApi({
      order: delivered(),
      extra: {
        "POST /services/app/Orders/Reorder": () =>
          envelope(null, { status: 400, error: { message: "None of this order's items are available any more." } }),
      },
    });
    const { router } = renderApp("/customer/orders/501");
    await userEvent.click(await screen.findByRole("button", { name: "Reorder" }, { timeout: 5000 }));
    expect(
      await screen.findByText("None of this order's items are available any more.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/customer/orders/501");
  });
});
