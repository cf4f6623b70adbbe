import type { Cart } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { readSubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { envelope, sentBody } from "../../../test/api-mock.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { checkoutCart } from "../testing/checkout-fixture.ts";
import { api, app, bodyOf, Harness, signIn, updateAnswering } from "../testing/checkout-screen-harness.tsx";

/** The checkout screen's modes: Pickup, Now, a scheduled slot and the weekly subscription wizard. */
vi.setConfig({ testTimeout: 20_000 });

describe("checkout screen: pickup, delivery, schedule and subscription", () => {
  it("Pickup sends {isDelivery: false, shopId}; Now sends delivery with no schedule", async () => {
    signIn();
    let cart = checkoutCart();
    const fetchMock = api({
      [`PATCH ${app}/ShoppingCart/UpdateShoppingCart`]: (init) => {
        const response = updateAnswering(() => cart)(init);
        cart = { ...cart, ...bodyOf(init) } as Cart;
        return response;
      },
    });
    renderWithApp(<Harness initial={cart} />);
    const now = await screen.findByRole("radio", { name: "Now / Standard" });
    expect(now).toBeChecked();

    await userEvent.click(await screen.findByRole("radio", { name: "Pickup" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "Pickup" })).toBeChecked());
    expect(sentBody(fetchMock, "UpdateShoppingCart")).toEqual({ shopId: 7, isDelivery: false });
    // The shop name is isolated (<bdi>) in the sentence: a name with digits keeps its order right to left.
    const pickupAt = screen.getByText((_, el) => el?.textContent === "Pick up your order at Island Grill", {
      selector: "span",
    });
    expect(pickupAt.querySelector("bdi")).toHaveTextContent("Island Grill");
    expect(screen.queryByRole("button", { name: "Change" })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole("radio", { name: "Now / Standard" }));
    await waitFor(() => expect(screen.getByRole("radio", { name: "Now / Standard" })).toBeChecked());
    const bodies = fetchMock.mock.calls
      .filter(([input]) => String(input).includes("UpdateShoppingCart"))
      .map(([, init]) => bodyOf(init));
    expect(bodies).toEqual([
      { shopId: 7, isDelivery: false },
      { shopId: 7, isDelivery: true, deliveryDateStart: null, deliveryDateEnd: null },
    ]);
  });

  it("offers no Pickup where the shop has none, and disables Now with the reason while it is closed", async () => {
    signIn();
    api({}, { isOpen: false, offersPickup: false });
    renderWithApp(<Harness initial={checkoutCart()} />);
    const now = await screen.findByRole("radio", { name: "Now / Standard" });
    await waitFor(() => expect(now).toBeDisabled());
    expect(now).toHaveAccessibleDescription("The store is closed now: schedule your order for a time it is open.");
    expect(screen.queryByRole("radio", { name: "Pickup" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Place Order/ })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Choose a delivery time" }));
    expect(await screen.findByRole("dialog", { name: "Schedule delivery" })).toBeInTheDocument();
  });

  it("at a pickup-only shop offers only Pickup, says why, and switches a delivery cart to pickup", async () => {
    signIn();
    let cart = checkoutCart();
    const fetchMock = api(
      {
        [`PATCH ${app}/ShoppingCart/UpdateShoppingCart`]: (init) => {
          const response = updateAnswering(() => cart)(init);
          cart = { ...cart, ...bodyOf(init) } as Cart;
          return response;
        },
      },
      { offersDelivery: false },
    );
    renderWithApp(<Harness initial={cart} />);
    const pickup = await screen.findByRole("radio", { name: "Pickup" });
    await waitFor(() => expect(pickup).toBeChecked());
    expect(sentBody(fetchMock, "UpdateShoppingCart")).toEqual({ shopId: 7, isDelivery: false });
    for (const name of ["Now / Standard", "Schedule for later", "Subscription"]) {
      const mode = screen.getByRole("radio", { name });
      expect(mode).toBeDisabled();
      expect(mode).toHaveAccessibleDescription("This shop offers pickup only.");
    }
    expect(pickup).toBeEnabled();
    // The shop name is isolated (<bdi>) in the sentence: a name with digits keeps its order right to left.
    const pickupAt = screen.getByText((_, el) => el?.textContent === "Pick up your order at Island Grill", {
      selector: "span",
    });
    expect(pickupAt.querySelector("bdi")).toHaveTextContent("Island Grill");
    expect(screen.queryByRole("button", { name: "Choose a delivery time" })).not.toBeInTheDocument();
  });

  it("a pickup at a booked slot while the shop is closed shows the slot and can be placed", async () => {
    signIn();
    api({}, { isOpen: false });
    const start = "2026-11-24T16:00:00.000Z";
    renderWithApp(
      <Harness
        initial={checkoutCart({
          isDelivery: false,
          deliveryDateStart: start,
          deliveryDateEnd: "2026-11-24T16:30:00.000Z",
        })}
      />,
    );
    expect(await screen.findByRole("radio", { name: "Pickup" })).toBeChecked();
    await waitFor(() => expect(screen.getByRole("radio", { name: "Now / Standard" })).toBeDisabled());
    expect(screen.getByText("Scheduled for")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Change time" })).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Place Order/ })).toBeEnabled();
  });

  it("schedules a slot from the modal ('Delivery Time Updated'); a refusal shows the server's reason", async () => {
    signIn();
    let refuse = true;
    const cart = checkoutCart();
    api({
      [`PATCH ${app}/ShoppingCart/UpdateShoppingCart`]: (init) => {
        if (refuse) {
          refuse = false;
          return envelope(null, {
            status: 400,
            error: { message: "This delivery time is fully booked. Choose another time." },
          });
        }
        return updateAnswering(() => cart)(init);
      },
    });
    renderWithApp(<Harness initial={cart} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Schedule for later" }));
    const dialog = await screen.findByRole("dialog", { name: "Schedule delivery" });
    expect(within(dialog).getByRole("button", { name: "Confirm" })).toBeDisabled();
    await userEvent.click(await within(dialog).findByRole("button", { name: "Wed, Nov 25" }));
    await userEvent.click(within(dialog).getByRole("button", { name: "11:30 AM" }));
    expect(within(dialog).getByRole("button", { name: "11:30 AM" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(
      "This delivery time is fully booked. Choose another time.",
    );

    await userEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));
    expect(await screen.findByRole("dialog", { name: "Delivery Time Updated" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: "OK" }));
    expect(screen.getByRole("radio", { name: "Schedule for later" })).toBeChecked();
    expect(screen.getByText("Scheduled for")).toBeInTheDocument();
  });

  it("closing the schedule modal without confirming goes back to Now", async () => {
    signIn();
    api();
    renderWithApp(<Harness initial={checkoutCart()} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Schedule for later" }));
    await screen.findByRole("dialog", { name: "Schedule delivery" });
    await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Now / Standard" })).toBeChecked();
  });

  it("the subscription wizard: Next is disabled until a day is chosen; Subscribe books the first delivery and keeps the choices", async () => {
    signIn();
    let cart = checkoutCart();
    const fetchMock = api({
      [`PATCH ${app}/ShoppingCart/UpdateShoppingCart`]: (init) => {
        const response = updateAnswering(() => cart)(init);
        cart = { ...cart, ...bodyOf(init) } as Cart;
        return response;
      },
    });
    renderWithApp(<Harness initial={cart} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Subscription" }));
    const wizard = await screen.findByRole("dialog", { name: "Subscribe to this order" });
    const next = () => within(wizard).getByRole("button", { name: "Next" });
    expect(next()).toBeDisabled();
    expect(within(wizard).queryByRole("button", { name: "Back" })).not.toBeInTheDocument();
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Wednesday" }));
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Monday" }));
    expect(next()).toBeEnabled();
    await userEvent.click(next());

    expect(within(wizard).getAllByRole("radio")).toHaveLength(9);
    expect(next()).toBeDisabled();
    await userEvent.click(within(wizard).getByRole("radio", { name: "11:30 AM" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    expect(within(wizard).getByRole("checkbox", { name: "Monday" })).toBeChecked();
    await userEvent.click(next());
    await userEvent.click(next());

    expect(within(wizard).getByRole("radio", { name: "4 weeks" })).toBeChecked();
    await userEvent.click(within(wizard).getByRole("radio", { name: "12 weeks" }));
    await userEvent.click(next());
    expect(within(wizard).getByText("Monday, Wednesday")).toBeInTheDocument();
    await userEvent.click(within(wizard).getByRole("button", { name: "Subscribe" }));

    // The first delivery: the first offered slot on a chosen day at the chosen time (Wednesday 11:30).
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(sentBody(fetchMock, "UpdateShoppingCart")).toEqual({
      shopId: 7,
      isDelivery: true,
      deliveryDateStart: "2026-11-25T16:30:00.000Z",
      deliveryDateEnd: "2026-11-25T17:00:00.000Z",
    });
    expect(screen.getByRole("radio", { name: "Subscription" })).toBeChecked();
    expect(readSubscriptionChoice(7)).toEqual({ daysOfWeek: [1, 3], timeSlot: "11:30", weeks: 12 });
  });

  it("Subscribe without an offered slot on the chosen days and time says so and keeps the wizard open", async () => {
    signIn();
    const fetchMock = api();
    renderWithApp(<Harness initial={checkoutCart()} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Subscription" }));
    const wizard = await screen.findByRole("dialog", { name: "Subscribe to this order" });
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Friday" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    await userEvent.click(within(wizard).getByRole("radio", { name: "11:30 AM" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Subscribe" }));

    expect(await within(wizard).findByRole("alert")).toHaveTextContent(/No delivery is available on the chosen days/);
    expect(screen.getByRole("dialog", { name: "Subscribe to this order" })).toBeInTheDocument();
    expect(readSubscriptionChoice(7)).toBeNull();
    expect(fetchMock.mock.calls.some(([input]) => String(input).includes("UpdateShoppingCart"))).toBe(false);
  });

  it("the wizard offers only the times the shop is open on every chosen day", async () => {
    signIn();
    const daily = (dayOfWeek: number) => ({ dayOfWeek, intervals: [{ opensAt: "11:00", closesAt: "21:00" }] });
    api({}, { week: [{ dayOfWeek: 0, intervals: [] }, ...[1, 2, 3, 4, 5, 6].map(daily)] });
    renderWithApp(<Harness initial={checkoutCart()} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Subscription" }));
    const wizard = await screen.findByRole("dialog", { name: "Subscribe to this order" });
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Monday" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(within(wizard).getByRole("radio", { name: "8:30 AM" })).toBeDisabled();
    expect(within(wizard).getByRole("radio", { name: "10:00 AM" })).toBeDisabled();
    expect(within(wizard).getByRole("radio", { name: "11:30 AM" })).toBeEnabled();
    expect(within(wizard).getByRole("radio", { name: "8:30 PM" })).toBeEnabled();
    await userEvent.click(within(wizard).getByRole("radio", { name: "11:30 AM" }));

    // Sunday is closed all day: no time fits any more, and the earlier choice no longer counts.
    await userEvent.click(within(wizard).getByRole("button", { name: "Back" }));
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Sunday" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Next" }));
    expect(within(wizard).getByText(/not open at any of these times/)).toBeInTheDocument();
    expect(within(wizard).getByRole("radio", { name: "11:30 AM" })).not.toBeChecked();
    expect(within(wizard).getByRole("button", { name: "Next" })).toBeDisabled();
  });

  it("closing the wizard without Subscribe goes back to Now and keeps no choice", async () => {
    signIn();
    api();
    renderWithApp(<Harness initial={checkoutCart()} />);
    await userEvent.click(await screen.findByRole("radio", { name: "Subscription" }));
    const wizard = await screen.findByRole("dialog", { name: "Subscribe to this order" });
    await userEvent.click(within(wizard).getByRole("checkbox", { name: "Monday" }));
    await userEvent.click(within(wizard).getByRole("button", { name: "Close" }));
    expect(screen.getByRole("radio", { name: "Now / Standard" })).toBeChecked();
    expect(readSubscriptionChoice(7)).toBeNull();
  });
});
