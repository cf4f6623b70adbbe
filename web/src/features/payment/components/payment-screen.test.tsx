import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { saveSubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { local } from "../../../lib/storage.ts";
import { envelope } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";
import { paidOrder, paymentCart, savedCards, squareConfiguration } from "../testing/fixtures.ts";
import { deferred, paymentApi } from "../testing/payment-api.ts";

// Whole flows through the real route table with user-event typing: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

async function typeTestCard(user: ReturnType<typeof userEvent.setup>, number = "4111111111111111") {
  await user.type(await screen.findByLabelText("Card number", {}, { timeout: 5000 }), number);
  await user.type(screen.getByLabelText("Expiry date"), "1230");
  await user.type(screen.getByLabelText("Security code (CVV)"), "123");
}

/** An amount's label (a <dt>), whose code or tax name sits in its own <bdi>. */
const term = (label: string) => (_: string, element: Element | null) =>
  element?.tagName === "DT" && element.textContent === label;

const payButton = () => screen.getByRole("button", { name: /^(Pay CA\$|Processing)/ });

describe("/customer/payment/:storeId", () => {
  it("shows the cart's items and every amount, with Pay showing the amount due", async () => {
    paymentApi();
    renderApp("/customer/payment/7");
    const heading = await screen.findByRole("heading", { name: "Your order from Dutchpot Kitchen" }, { timeout: 5000 });
    // The shop name is isolated (<bdi>) in the heading, for right-to-left pages.
    expect(within(heading).getByText("Dutchpot Kitchen", { selector: "bdi" })).toBeInTheDocument();
    expect(screen.getByText("Jerk Chicken Dinner")).toBeInTheDocument();
    expect(screen.getByText("Large")).toBeInTheDocument();
    expect(screen.getByText(term("Discount (WELCOME10)"))).toBeInTheDocument();
    expect(screen.getByText("−CA$3.00")).toBeInTheDocument();
    expect(screen.getByText(term("Tax (HST 13%)"))).toBeInTheDocument();
    expect(screen.getByText("Amount due")).toBeInTheDocument();
    // Where and when, as checkout left the cart.
    expect(screen.getByText("1540 Eglinton Ave W, Toronto")).toBeInTheDocument();
    expect(screen.getByText("Leave at the door")).toBeInTheDocument();
    expect(screen.getByText("As soon as possible")).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Pay CA$41.58" })).toBeEnabled();
    // The sandbox's test cards are one click away, folded.
    expect(screen.getByText("Test cards (sandbox)")).toBeInTheDocument();
  });

  it("pays once on a double click: processing disables Pay, one request with an idempotency key, then Track Order!", async () => {
    const user = userEvent.setup();
    const answer = deferred<Response>();
    const api = paymentApi({ processPayment: () => answer.promise });
    const { router } = renderApp("/customer/payment/7");
    await typeTestCard(user);
    await user.dblClick(await screen.findByRole("button", { name: "Pay CA$41.58" }));

    const pay = await screen.findByRole("button", { name: "Processing…" });
    expect(pay).toBeDisabled();
    expect(pay).toHaveAttribute("aria-busy", "true");
    expect(screen.getByText("Processing your payment. Please keep this page open.")).toBeInTheDocument();
    await user.click(pay);
    expect(api.payments()).toHaveLength(1);
    const [sent] = api.payments();
    expect(sent?.headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(sent?.body).toEqual({
      shopId: 7,
      sourceId: "tok_1111",
      name: null,
      email: null,
      address: "1540 Eglinton Ave W, Toronto",
      saveCard: false,
      expectedAmount: 41.58,
      orderSubscription: null,
    });
    // The card number went to the tokenizer only.
    expect(JSON.stringify(sent?.body)).not.toContain("4111");

    api.closeCart();
    answer.resolve(envelope(paidOrder()));
    const dialog = await screen.findByRole("dialog", { name: "Thank you for your purchase!" });
    expect(within(dialog).getByText("Order #501 is confirmed: CA$41.58 paid.")).toBeInTheDocument();
    // The carts are refetched (the paid one is closed) but the summary stays as paid.
    await waitFor(() => expect(api.cartFetches()).toBeGreaterThan(1));
    expect(screen.getByText("Jerk Chicken Dinner")).toBeInTheDocument();
    expect(api.payments()).toHaveLength(1);

    await user.click(within(dialog).getByRole("button", { name: "Track Order!" }));
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/orders/501"));
    expect(await screen.findByText("Amount paid", {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 1, name: "Order #501" })).toBeInTheDocument();
  });

  it("a declined card: 'Sorry!' with the server's reason, the cart is kept and Pay works again", async () => {
    const user = userEvent.setup();
    const api = paymentApi({
      processPayment: () => envelope(null, { status: 402, error: { message: "Your card was declined." } }),
    });
    renderApp("/customer/payment/7");
    await typeTestCard(user, "4000000000000002");
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));

    const dialog = await screen.findByRole("alertdialog", { name: "Sorry!" });
    expect(within(dialog).getByText("Your card was declined.")).toBeInTheDocument();
    expect(within(dialog).getByText("Nothing was charged and your cart is kept.")).toBeInTheDocument();
    expect(within(dialog).queryByRole("button", { name: "Try again" })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Okay" }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(screen.getByText("Jerk Chicken Dinner")).toBeInTheDocument();
    expect(payButton()).toBeEnabled();

    // A new attempt is a new key.
    await user.click(payButton());
    await screen.findByRole("alertdialog", { name: "Sorry!" });
    const keys = api.payments().map((p) => p.headers["Idempotency-Key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it("an answer that never arrived is retried with the same key and body (no second charge)", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = paymentApi({
      processPayment: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        return envelope(paidOrder());
      },
    });
    renderApp("/customer/payment/7");
    await typeTestCard(user);
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sorry!" });
    expect(
      within(dialog).getByText("We could not confirm your payment. Try again: you will not be charged twice."),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("dialog", { name: "Thank you for your purchase!" })).toBeInTheDocument();
    const [first, second] = api.payments();
    expect(second?.headers["Idempotency-Key"]).toBe(first?.headers["Idempotency-Key"]);
    expect(second?.body).toEqual(first?.body);
    // The card was tokenized once: the retry is the same attempt.
    expect(api.callsTo("/Payments/TokenizeCard")).toHaveLength(1);
  });

  it("a retry answered 409 (the first request still running) keeps the attempt and its key", async () => {
    const user = userEvent.setup();
    let calls = 0;
    const api = paymentApi({
      processPayment: () => {
        calls += 1;
        if (calls === 1) throw new TypeError("Failed to fetch");
        if (calls === 2) {
          return envelope(null, { status: 409, error: { message: "A request with this key is in progress." } });
        }
        return envelope(paidOrder());
      },
    });
    renderApp("/customer/payment/7");
    await typeTestCard(user);
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Sorry!" })).getByRole("button", { name: "Try again" }),
    );
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Sorry!" })).getByRole("button", { name: "Try again" }),
    );
    expect(await screen.findByRole("dialog", { name: "Thank you for your purchase!" })).toBeInTheDocument();
    const keys = new Set(api.payments().map((p) => p.headers["Idempotency-Key"]));
    expect(api.payments()).toHaveLength(3);
    expect(keys.size).toBe(1);
  });

  it("a price change (409) refetches the cart and says so", async () => {
    const user = userEvent.setup();
    const api = paymentApi({
      processPayment: () => {
        api.setCart(paymentCart({ amountDue: 44.1, totalPrice: 39.81 }));
        return envelope(null, {
          status: 409,
          error: { message: "Prices in your cart have changed. Check the new total and try again." },
        });
      },
    });
    renderApp("/customer/payment/7");
    await typeTestCard(user);
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Sorry!" });
    expect(
      within(dialog).getByText("Prices in your cart have changed. Check the new total and try again."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(/We refreshed your cart with the current prices/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Okay" }));
    expect(await screen.findByRole("button", { name: "Pay CA$44.10" })).toBeEnabled();
  });

  it("with Square, Pay sends the token of Square's card field", async () => {
    const tokenize = vi.fn(async () => ({ status: "OK", token: "cnon:square-ok" }));
    window.Square = {
      payments: () => ({
        card: async () => ({ attach: async () => undefined, tokenize, destroy: async () => true }),
      }),
    };
    try {
      const user = userEvent.setup();
      const api = paymentApi({ configuration: squareConfiguration });
      renderApp("/customer/payment/7");
      const pay = await screen.findByRole("button", { name: "Pay CA$41.58" }, { timeout: 5000 });
      await waitFor(() => expect(screen.queryByText("Loading the secure card form…")).not.toBeInTheDocument());
      await user.click(pay);
      await screen.findByRole("dialog", { name: "Thank you for your purchase!" });
      expect(tokenize).toHaveBeenCalledTimes(1);
      expect(api.payments()[0]?.body).toMatchObject({ sourceId: "cnon:square-ok" });
      expect(api.callsTo("/Payments/TokenizeCard")).toHaveLength(0);
    } finally {
      delete window.Square;
    }
  });

  it("a card the tokenizer refuses says why next to the card, and nothing is charged", async () => {
    const user = userEvent.setup();
    const api = paymentApi({
      extra: {
        "POST /services/app/Payments/TokenizeCard": () =>
          envelope(null, { status: 400, error: { message: "The card number is not valid." } }),
      },
    });
    renderApp("/customer/payment/7");
    await typeTestCard(user);
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The card number is not valid.");
    expect(api.payments()).toHaveLength(0);
    expect(payButton()).toBeEnabled();
  });

  it("checks the card before anything is sent", async () => {
    const user = userEvent.setup();
    const api = paymentApi();
    renderApp("/customer/payment/7");
    await user.type(await screen.findByLabelText("Card number"), "4111111111111112");
    await user.type(screen.getByLabelText("Expiry date"), "0120");
    await user.click(await screen.findByRole("button", { name: "Pay CA$41.58" }));
    expect(await screen.findByText("This card number is not valid.")).toBeInTheDocument();
    expect(screen.getByText("This card has expired.")).toBeInTheDocument();
    expect(screen.getByText("Enter the 3 or 4 digit security code.")).toBeInTheDocument();
    expect(screen.getByLabelText("Card number")).toHaveFocus();
    expect(screen.getByLabelText("Card number")).toHaveAttribute("autocomplete", "cc-number");
    expect(api.callsTo("/Payments/TokenizeCard")).toHaveLength(0);
    expect(api.payments()).toHaveLength(0);
    expect(payButton()).toBeEnabled();
  });

  it("a customer pays with the default saved card, or a new one they may save; the subscription choices go along", async () => {
    local.set("token", fakeJwt(3600));
    saveSubscriptionChoice(7, { daysOfWeek: [3, 1], timeSlot: "10:00", weeks: 4 });
    const user = userEvent.setup();
    const api = paymentApi({ cards: savedCards });
    renderApp("/customer/payment/7");
    const group = await screen.findByRole("group", { name: "Card" });
    expect(within(group).getByRole("radio", { name: /Mastercard ending in 5100/ })).toBeChecked();
    expect(screen.queryByLabelText("Card number")).not.toBeInTheDocument();
    expect(screen.getByText("Every Monday, Wednesday at 10:00, for 4 weeks.")).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Pay CA$41.58" }));
    await screen.findByRole("dialog", { name: "Thank you for your purchase!" });
    expect(api.payments()[0]?.body).toMatchObject({
      sourceId: "card_mc",
      name: "Ada Lovelace",
      email: "ada@example.com",
      saveCard: false,
      orderSubscription: { weeks: 4, isOnGoing: false, daysOfWeek: [1, 3], dayOfWeek: 1, timeSlot: "10:00" },
    });
    // Paid: the stored choices are forgotten.
    expect(sessionStorage.getItem("subscription:7")).toBeNull();
  });

  it("a customer's new card can be saved with the payment", async () => {
    local.set("token", fakeJwt(3600));
    const user = userEvent.setup();
    const api = paymentApi({ cards: savedCards });
    renderApp("/customer/payment/7");
    await user.click(await screen.findByRole("radio", { name: "Use a new card" }));
    await typeTestCard(user);
    await user.click(screen.getByRole("checkbox", { name: "Save this card for next time" }));
    await user.click(screen.getByRole("button", { name: "Pay CA$41.58" }));
    await screen.findByRole("dialog", { name: "Thank you for your purchase!" });
    expect(api.payments()[0]?.body).toMatchObject({ sourceId: "tok_1111", saveCard: true });
  });

  it("a guest cannot subscribe: Pay is off and sign-in is offered", async () => {
    saveSubscriptionChoice(7, { daysOfWeek: [2], timeSlot: "08:30", weeks: null });
    paymentApi();
    renderApp("/customer/payment/7");
    expect(
      await screen.findByText("Sign in to subscribe: a subscription belongs to your account."),
    ).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay CA$41.58" })).toBeDisabled();
    expect(screen.queryByRole("checkbox", { name: "Save this card for next time" })).not.toBeInTheDocument();
  });

  it("an item gone from the menu blocks Pay and says why", async () => {
    const cart = paymentCart();
    const [first, second] = cart.shoppingCartItems;
    if (!first || !second) throw new Error("fixture");
    paymentApi({ cart: { ...cart, shoppingCartItems: [{ ...first, isAvailable: false }, second] } });
    renderApp("/customer/payment/7");
    expect(await screen.findByText("No longer available")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Pay CA$41.58" })).toBeDisabled();
  });

  it("an empty cart offers the way back to the store", async () => {
    const api = paymentApi();
    api.closeCart();
    renderApp("/customer/payment/7");
    expect(
      await screen.findByText("There is nothing to pay for at this store: your cart is empty."),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Back to the store" })).toHaveAttribute("href", "/customer/store/7");
  });

  it("a card list failing above 400 flags the session and goes to the shop's checkout", async () => {
    local.set("token", fakeJwt(3600));
    paymentApi({ cards: () => envelope(null, { status: 401, error: { message: "Unauthorized" } }) });
    const { router } = renderApp("/customer/payment/7");
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/checkout/7"));
    expect(local.get("loggedIn")).toBe("false");
    expect(local.get("fromcheckout")).toBe("true");
  });
});
