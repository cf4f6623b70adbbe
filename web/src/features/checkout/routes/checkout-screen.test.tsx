import type { Cart, OpeningHours } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { readSubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { local } from "../../../lib/storage.ts";
import { envelope, mockApi, sentBody } from "../../../test/api-mock.ts";
import { fakeJwt } from "../../../test/render-app.tsx";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { checkoutCart, openingHoursFixture, slotsFixture } from "../testing/checkout-fixture.ts";
import { type CheckoutAccount, CheckoutScreen } from "./checkout-screen.tsx";

vi.setConfig({ testTimeout: 20_000 });

const app = "/services/app";
const account: CheckoutAccount = {
  name: "Ada",
  surname: "Lovelace",
  emailAddress: "ada@example.com",
  phoneNumber: "4165550100",
  phoneCountryCode: "+1",
};

type Handlers = Parameters<typeof mockApi>[0];

/** The shop's reads plus `extra`; the cart calls answer the cart changed as `answer` says. */
function api(
  extra: Handlers = {},
  { isOpen = true, offersPickup = true, offersDelivery = true, week = [] as OpeningHours["week"] } = {},
) {
  return mockApi({
    [`GET ${app}/Shop/GetStoreInfo`]: () =>
      envelope({ shopId: 7, businessName: "Island Grill", offersPickup, offersDelivery }),
    [`GET ${app}/Shop/GetOpeningHours`]: () => envelope(openingHoursFixture(isOpen, week)),
    [`GET ${app}/Shop/GetDeliverySlots`]: () => envelope(slotsFixture()),
    ...extra,
  });
}

function bodyOf(init: RequestInit | undefined): Record<string, unknown> {
  return JSON.parse(String(init?.body ?? "{}"));
}

/** The screen with its cart held in state, as the cart feature's cache holds it in the app. */
function Harness({
  initial,
  signedIn = true,
  who = account,
  cartStatus = "ready",
}: {
  initial: Cart | undefined;
  signedIn?: boolean;
  who?: CheckoutAccount;
  cartStatus?: "pending" | "error" | "ready";
}) {
  const [cart, setCart] = useState(initial);
  return (
    <CheckoutScreen
      shopId={7}
      cart={cart}
      cartStatus={cartStatus}
      onCart={setCart}
      removeLine={async () => undefined}
      account={signedIn ? who : null}
      accountPending={false}
      renderDropOff={() => null}
      renderAddressSearch={() => null}
      renderVerifyPhone={({ countryCode, phoneNumber }) => (
        <p>
          Verifying {countryCode} {phoneNumber}
        </p>
      )}
    />
  );
}

function signIn() {
  local.set("token", fakeJwt(3600));
}

/** UpdateShoppingCart answering the cart with the sent delivery fields applied. */
function updateAnswering(cart: () => Cart) {
  return (init: RequestInit | undefined) => {
    const body = bodyOf(init);
    const next = { ...cart(), ...body } as Cart;
    return envelope({ items: [next] });
  };
}

describe("checkout screen", () => {
  it("asks a signed-out customer to sign in, and Place Order says why it is disabled", async () => {
    api();
    renderWithApp(<Harness initial={checkoutCart()} signedIn={false} />);
    expect(await screen.findByText("Please Sign in / Sign up to continue the checkout process")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Sign up" })).toBeInTheDocument();
    const place = screen.getByRole("button", { name: /Place Order/ });
    expect(place).toBeDisabled();
    expect(place).toHaveAccessibleDescription("Sign in or sign up to place your order.");

    // A subscription needs an account: the wizard does not open for a guest.
    await userEvent.click(screen.getByRole("radio", { name: "Subscription" }));
    expect(screen.queryByRole("dialog", { name: "Subscribe to this order" })).not.toBeInTheDocument();
    expect(screen.getByRole("radio", { name: "Now / Standard" })).toBeChecked();
  });

  it("shows the server's amounts and enables Place Order with the amount due", async () => {
    signIn();
    api();
    renderWithApp(<Harness initial={checkoutCart()} />);
    const place = await screen.findByRole("button", { name: "Place Order CA$36.03" });
    expect(place).toBeEnabled();
    expect(screen.getByText("Service fee (11%)")).toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === "DT" && element.textContent === "Tax (HST 13%)"),
    ).toBeInTheDocument();
    expect(screen.getByText("Ada Lovelace")).toBeInTheDocument();
  });

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
    expect(screen.getByText("Pick up your order at Island Grill")).toBeInTheDocument();
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
    expect(screen.getByText("Pick up your order at Island Grill")).toBeInTheDocument();
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

  it("the chosen tip is pressed and saved to the cart", async () => {
    signIn();
    const fetchMock = api({
      [`POST ${app}/ShoppingCart/AddTip`]: (init) =>
        envelope(checkoutCart({ driverTip: Number(bodyOf(init).value), amountDue: 39.03 })),
    });
    renderWithApp(<Harness initial={checkoutCart()} />);
    const tips = await screen.findByRole("group", { name: "Tip your driver" });
    expect(within(tips).getByRole("button", { name: "CA$0.00" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(tips).getByRole("button", { name: "CA$3.00" }));
    await waitFor(() =>
      expect(within(tips).getByRole("button", { name: "CA$3.00" })).toHaveAttribute("aria-pressed", "true"),
    );
    expect(within(tips).getByRole("button", { name: "CA$0.00" })).toHaveAttribute("aria-pressed", "false");
    expect(sentBody(fetchMock, "AddTip")).toEqual({ shopId: 7, value: 3 });
    expect(await screen.findByRole("button", { name: "Place Order CA$39.03" })).toBeEnabled();
  });

  it("a refused promo code shows the server's message; an accepted one opens PROMOCODE ADDED", async () => {
    signIn();
    const fetchMock = api({
      [`POST ${app}/ShoppingCart/ApplyPromotionalCode`]: (init) =>
        bodyOf(init).promoCode === "SAVE5"
          ? envelope(checkoutCart({ promoCode: "SAVE5", discountedAmount: 5, amountDue: 30.38 }))
          : envelope(null, { status: 400, error: { message: "This promo code does not exist." } }),
    });
    renderWithApp(<Harness initial={checkoutCart()} />);
    const input = await screen.findByRole("textbox", { name: "Promo code" });
    await userEvent.type(input, "NOPE");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This promo code does not exist.");
    expect(input).toHaveAccessibleDescription("This promo code does not exist.");

    await userEvent.clear(input);
    await userEvent.type(input, "SAVE5");
    await userEvent.click(screen.getByRole("button", { name: "Apply" }));
    const added = await screen.findByRole("dialog", { name: "PROMOCODE ADDED" });
    expect(sentBody(fetchMock, "ApplyPromotionalCode")).toEqual({ promoCode: "NOPE", shopId: 7 });
    await userEvent.click(within(added).getByRole("button", { name: "Continue to Checkout" }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(
      screen.getByText((_, element) => element?.tagName === "DT" && element.textContent === "Discount (SAVE5)"),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Place Order CA$30.38" })).toBeEnabled();
  });

  it("flags a line taken off the menu and blocks Place Order until it is removed", async () => {
    signIn();
    api();
    const cart = checkoutCart();
    const gone = { ...cart.shoppingCartItems[0], isAvailable: false } as Cart["shoppingCartItems"][number];
    renderWithApp(<Harness initial={{ ...cart, shoppingCartItems: [gone] }} />);
    expect(await screen.findByText("This item is not available any more.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Remove Jerk Chicken" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Place Order/ })).toHaveAccessibleDescription(
      "Some items in your cart are not available any more: remove them to continue.",
    );
  });

  it("a delivery without an address asks for one", async () => {
    signIn();
    api();
    renderWithApp(<Harness initial={checkoutCart({ deliveryAddress: null })} />);
    expect(await screen.findByRole("button", { name: "ADD ADDRESS" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: /Place Order/ })).toBeDisabled();
  });

  it("a customer without a phone gets 'Add Mobile Number'; a valid number goes on to verification", async () => {
    signIn();
    api();
    renderWithApp(<Harness initial={checkoutCart()} who={{ ...account, phoneNumber: null, phoneCountryCode: null }} />);
    await userEvent.click(await screen.findByRole("button", { name: "Add Mobile Number" }));
    const dialog = await screen.findByRole("dialog", { name: "Edit mobile number" });
    const field = within(dialog).getByRole("textbox", { name: "Mobile number" });
    await userEvent.type(field, "41655");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(field).toHaveAccessibleDescription("Please Enter a valid number");
    expect(screen.queryByText(/^Verifying/)).not.toBeInTheDocument();

    await userEvent.type(field, "50199");
    await userEvent.click(within(dialog).getByRole("button", { name: "Send code" }));
    expect(await screen.findByText("Verifying +1 4165550199")).toBeInTheDocument();
    expect(screen.queryByRole("dialog", { name: "Edit mobile number" })).not.toBeInTheDocument();
  });

  it("an applied code that no longer gives a discount says why, and can be removed", async () => {
    signIn();
    const problem = "Add more items to use this promo code (minimum subtotal CA$25.00).";
    const fetchMock = api({
      [`POST ${app}/ShoppingCart/RemovePromotionalCode`]: () => envelope(checkoutCart()),
    });
    renderWithApp(<Harness initial={checkoutCart({ promoCode: "SAVE5", promoProblem: problem })} />);
    expect(await screen.findByRole("status")).toHaveTextContent(problem);
    await userEvent.click(screen.getByRole("button", { name: "Remove promo code SAVE5" }));
    expect(await screen.findByRole("textbox", { name: "Promo code" })).toBeInTheDocument();
    expect(screen.queryByText(problem)).not.toBeInTheDocument();
    expect(sentBody(fetchMock, "RemovePromotionalCode")).toEqual({ shopId: 7 });
  });

  it("a cart fetch refused above 400 (loggedIn false, fromcheckout true) asks to sign in again", async () => {
    signIn();
    local.set("loggedIn", "false");
    local.set("fromcheckout", "true");
    api();
    renderWithApp(<Harness initial={undefined} cartStatus="error" />);
    expect(await screen.findByText("Please Sign in / Sign up to continue the checkout process")).toBeInTheDocument();
    expect(screen.getByRole("alert")).toHaveTextContent("Your cart could not be loaded. Please try again.");
  });
});
