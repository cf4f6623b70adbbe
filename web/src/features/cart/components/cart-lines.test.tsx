import type { CartItem } from "@dutchpot/contract";
import { screen, within } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadLanguage } from "../../../lib/i18n.ts";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { cartFixture } from "../testing/cart-fixture.ts";
import { CartLines } from "./cart-lines.tsx";

beforeAll(() => Promise.all([preloadLanguage("fr"), preloadLanguage("afg")]));

const line = (id: number, options: { group: string; value: string }[]): CartItem => ({
  id,
  foodMenuId: 301,
  quantity: 1,
  price: 24,
  foodMenu: { name: "Oxtail Dinner", unitPrice: 24, imageUrl: null },
  selectedAttributes: options.map((option, i) => ({
    productAttributeValueId: id * 10 + i,
    productAttributeValue: { id: id * 10 + i, name: option.value, cost: 0, textPrompt: option.group },
  })),
  shoppingCart: { id: 1, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
  isAvailable: true,
});

/** Two lines of one item, told apart only by their options. */
const cart = cartFixture({
  shoppingCartItems: [
    line(1, [{ group: "Size", value: "Large" }]),
    line(2, [
      { group: "Size?", value: "Small" },
      { group: "Sides", value: "Rice & Peas" },
    ]),
  ],
});

describe("cart line counters", () => {
  it("name each counter and its buttons after the item and each option's group, as the summaries do", () => {
    renderWithProviders(<CartLines cart={cart} />);
    const large = screen.getByRole("group", { name: "Quantity of Oxtail Dinner, Size: Large" });
    expect(within(large).getByRole("button", { name: "Remove one Oxtail Dinner, Size: Large" })).toBeInTheDocument();
    expect(within(large).getByRole("button", { name: "Add one Oxtail Dinner, Size: Large" })).toBeInTheDocument();
    // The group's prompt loses its question mark, as in the summaries ("Size?" → "Size").
    expect(
      screen.getByRole("button", { name: "Remove one Oxtail Dinner, Size: Small, Sides: Rice & Peas" }),
    ).toBeInTheDocument();
  });

  it("use the language's colon and list in French", () => {
    renderWithProviders(<CartLines cart={cart} />, "fr");
    expect(screen.getByRole("button", { name: "Un de moins : Oxtail Dinner, Size : Large" })).toBeInTheDocument();
    expect(
      screen.getByRole("button", { name: "Un de plus : Oxtail Dinner, Size : Small et Sides : Rice & Peas" }),
    ).toBeInTheDocument();
  });

  it("isolate each name and value on a right-to-left page (Afghani)", () => {
    renderWithProviders(<CartLines cart={cart} />, "afg");
    const isolated = (text: string) => `\u2068${text}\u2069`;
    expect(
      screen.getByRole("button", {
        name: `یکی کمتر: ${isolated("Oxtail Dinner")}، ${isolated("Size")}: ${isolated("Large")}`,
      }),
    ).toBeInTheDocument();
    // Two options: the language's list ("،\u200f " between them).
    expect(
      screen.getByRole("group", {
        name: `تعداد ${isolated("Oxtail Dinner")}، ${isolated("Size")}: ${isolated("Small")}،\u200f ${isolated("Sides")}: ${isolated("Rice & Peas")}`,
      }),
    ).toBeInTheDocument();
  });
});
