import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../test/render-with-app.tsx";
import { checkoutCart, lineFixture } from "../testing/checkout-fixture.ts";
import { CheckoutLines } from "./checkout-lines.tsx";

/** A curry with two options whose values read alike ("Medium" size, "Medium" spice). */
const cart = checkoutCart({
  shoppingCartItems: [
    lineFixture({
      foodMenu: { name: "Goat Curry", unitPrice: 12.5, imageUrl: null },
      selectedAttributes: [
        { productAttributeValueId: 1, productAttributeValue: { id: 1, name: "Medium", cost: 0, textPrompt: "Size" } },
        { productAttributeValueId: 2, productAttributeValue: { id: 2, name: "Medium", cost: 0, textPrompt: "Spice?" } },
      ],
    }),
  ],
});

const optionsText = () => document.querySelector(".checkout-line__options")?.textContent;

describe("checkout lines", () => {
  it("names each chosen option's group: 'Size: Medium, Spice: Medium', not 'Medium, Medium'", () => {
    renderWithProviders(<CheckoutLines cart={cart} onRemove={() => {}} removingId={null} />);
    expect(screen.getByText("Goat Curry")).toBeInTheDocument();
    expect(optionsText()).toBe("Size: Medium, Spice: Medium");
  });

  it("uses the language's punctuation and keeps each name and value isolated", () => {
    renderWithProviders(<CheckoutLines cart={cart} onRemove={() => {}} removingId={null} />, "afg");
    expect(optionsText()).toBe("Size: Medium،\u200f Spice: Medium");
    expect([...document.querySelectorAll(".checkout-line__options bdi")].map((b) => b.textContent)).toEqual([
      "Size",
      "Medium",
      "Spice",
      "Medium",
    ]);
  });

  it("French puts a space before the colon", () => {
    renderWithProviders(<CheckoutLines cart={cart} onRemove={() => {}} removingId={null} />, "fr");
    expect(optionsText()).toBe("Size : Medium et Spice : Medium");
  });

  it("on a right-to-left page the Remove button's name isolates the item's name (FSI … PDI)", () => {
    const gone = checkoutCart({ shoppingCartItems: [lineFixture({ isAvailable: false })] });
    renderWithProviders(<CheckoutLines cart={gone} onRemove={() => {}} removingId={null} />, "afg");
    expect(screen.getByRole("button", { name: "حذف \u2068Jerk Chicken\u2069" })).toBeInTheDocument();
  });
});
