import type { Cart } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope, sentBody } from "../../../test/api-mock.ts";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { checkoutCart } from "../testing/checkout-fixture.ts";
import { account, api, app, bodyOf, Harness, signIn } from "../testing/checkout-screen-harness.tsx";

/**
 * The checkout screen: signing in, amounts, tip, promo codes, lines, address, phone. Pickup, Now,
 * scheduling and the subscription wizard: checkout-screen.modes.test.tsx.
 */
vi.setConfig({ testTimeout: 20_000 });

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
