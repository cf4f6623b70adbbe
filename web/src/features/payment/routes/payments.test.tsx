import type { SavedCard } from "@dutchpot/contract";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { local } from "../../../lib/storage.ts";
import { envelope } from "../../../test/api-mock.ts";
import { fakeJwt, renderApp } from "../../../test/render-app.tsx";
import { savedCards } from "../testing/fixtures.ts";
import { paymentApi } from "../testing/payment-api.ts";

vi.setConfig({ testTimeout: 20_000 });

/** A small card book: the list answers what SetCustomersDefaultCard, SaveCustomerCard and Delete left. */
function cardBook(initial: SavedCard[]) {
  let cards = initial.map((card) => ({ ...card }));
  const api = paymentApi({
    cards: () => envelope(cards),
    extra: {
      "POST /services/app/Customers/SetCustomersDefaultCard": (init) => {
        const { cardId } = JSON.parse(String(init?.body));
        cards = cards.map((card) => ({ ...card, isDefault: card.cardId === cardId }));
        return envelope(cards);
      },
      "DELETE /services/app/Customers/DeleteCustomerCard": (_init, url) => {
        cards = cards.filter((card) => card.cardId !== url.searchParams.get("cardId"));
        return envelope(null);
      },
      "POST /services/app/Customers/SaveCustomerCard": (init) => {
        const { Id } = JSON.parse(String(init?.body));
        const card = {
          cardId: `card_${Id}`,
          last4: "1111",
          isDefault: false,
          cardBrand: "VISA",
          expMonth: 12,
          expYear: 2030,
        };
        cards = [...cards, card];
        return envelope(card);
      },
    },
  });
  return { api, cards: () => cards };
}

const cardList = () => screen.findByRole("list", { name: "Saved cards" }, { timeout: 5000 });

describe("/customer/payments", () => {
  it("lists the saved cards, default first with its badge, and never more than the last four", async () => {
    local.set("token", fakeJwt(3600));
    cardBook(savedCards);
    renderApp("/customer/payments");
    const items = within(await cardList()).getAllByRole("listitem");
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent("Mastercard •••• ending in 5100");
    expect(within(items[0] as HTMLElement).getByText("Default")).toBeInTheDocument();
    expect(items[0]).toHaveTextContent("Expires 03/31");
    expect(within(items[0] as HTMLElement).queryByRole("button", { name: /Make Default/ })).not.toBeInTheDocument();
    expect(items[1]).toHaveTextContent("Visa •••• ending in 1111");
    expect(within(items[1] as HTMLElement).queryByText("Default")).not.toBeInTheDocument();
  });

  it("Make Default: 'Default Card Changed' / 'Payment method modified successfully', and the badge moves", async () => {
    local.set("token", fakeJwt(3600));
    const { api } = cardBook(savedCards);
    const user = userEvent.setup();
    renderApp("/customer/payments");
    await cardList();
    await user.click(screen.getByRole("button", { name: "Make Default (card ending in 1111)" }));
    const dialog = await screen.findByRole("dialog", { name: "Default Card Changed" });
    expect(within(dialog).getByText("Payment method modified successfully")).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo("/Customers/SetCustomersDefaultCard")[0]?.[1]?.body))).toEqual({
      cardId: "card_visa",
    });
    await user.click(within(dialog).getByRole("button", { name: "OK" }));
    const items = within(await cardList()).getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Visa •••• ending in 1111");
    expect(items[0]).toHaveTextContent("Default");
    expect(screen.getByRole("button", { name: "Make Default (card ending in 5100)" })).toBeInTheDocument();
  });

  it("Remove asks first, then the card is gone", async () => {
    local.set("token", fakeJwt(3600));
    const { api } = cardBook(savedCards);
    const user = userEvent.setup();
    renderApp("/customer/payments");
    await cardList();
    await user.click(screen.getByRole("button", { name: "Remove (card ending in 1111)" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Remove this card?" });
    await user.click(within(confirm).getByRole("button", { name: "Keep it" }));
    expect(api.callsTo("/Customers/DeleteCustomerCard")).toHaveLength(0);

    await user.click(screen.getByRole("button", { name: "Remove (card ending in 1111)" }));
    await user.click(
      within(await screen.findByRole("alertdialog", { name: "Remove this card?" })).getByRole("button", {
        name: "Remove card",
      }),
    );
    expect(await screen.findByText("Card removed")).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getByRole("list", { name: "Saved cards" })).getAllByRole("listitem")).toHaveLength(1),
    );
    const [input] = api.callsTo("/Customers/DeleteCustomerCard")[0] ?? [];
    expect(new URL(String(input), "http://localhost").searchParams.get("cardId")).toBe("card_visa");
  });

  it("Add New Card tokenizes the card and saves it: 'Card Successfully Saved'", async () => {
    local.set("token", fakeJwt(3600));
    const { api } = cardBook([]);
    const user = userEvent.setup();
    renderApp("/customer/payments");
    expect(
      await screen.findByText("No saved cards yet. Add one to pay faster next time.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Add New Card" }));
    const dialog = await screen.findByRole("dialog", { name: "Add a new card" });
    await user.type(await within(dialog).findByLabelText("Card number"), "4111 1111 1111 1111");
    await user.type(within(dialog).getByLabelText("Expiry date"), "12/30");
    await user.type(within(dialog).getByLabelText("Security code (CVV)"), "123");
    await user.click(within(dialog).getByRole("button", { name: "Save card" }));
    const saved = await screen.findByRole("dialog", { name: "Card Successfully Saved" });
    expect(within(saved).getByText("Card Added Successfully")).toBeInTheDocument();
    expect(JSON.parse(String(api.callsTo("/Customers/SaveCustomerCard")[0]?.[1]?.body))).toEqual({ Id: "tok_1111" });
    await user.click(within(saved).getByRole("button", { name: "OK" }));
    expect(within(await cardList()).getAllByRole("listitem")).toHaveLength(1);
  });

  it("asks a guest to sign in and fetches no cards", async () => {
    const { api } = cardBook(savedCards);
    renderApp("/customer/payments");
    expect(
      await screen.findByText("Sign in to see and manage your saved cards.", {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.callsTo("/Customers/GetCustomersCardsList")).toHaveLength(0);
  });

  it("a card list failing above 400 flags the session; with no shop in the path it goes home to sign in", async () => {
    local.set("token", fakeJwt(3600));
    paymentApi({ cards: () => envelope(null, { status: 403, error: { message: "Forbidden" } }) });
    const { router } = renderApp("/customer/payments");
    await waitFor(() => expect(router.state.location.pathname).toBe("/customer/main"));
    expect(local.get("loggedIn")).toBe("false");
    expect(local.get("fromcheckout")).toBe("true");
    expect(await screen.findByRole("dialog", { name: "Sign in or sign up" })).toBeInTheDocument();
  });
});
