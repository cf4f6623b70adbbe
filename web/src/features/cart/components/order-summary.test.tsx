import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithApp } from "../../../test/render-with-app.tsx";
import { cartFixture } from "../testing/cart-fixture.ts";
import { OrderSummary } from "./order-summary.tsx";

const rowsOf = () => {
  const summary = screen.getByRole("region", { name: "Order summary" });
  const terms = within(summary)
    .getAllByRole("term")
    .map((t) => t.textContent);
  const amounts = within(summary)
    .getAllByRole("definition")
    .map((d) => d.textContent);
  return terms.map((term, i) => [term, amounts[i]]);
};

describe("/detailed-cart order summary", () => {
  it("shows every amount of the server's fee model, the tax by its label, and the amount due", () => {
    const cart = cartFixture({
      subTotal: 45.97,
      discountedAmount: 6.9,
      promoCode: "TAKE15",
      deliveryFee: 2.99,
      serviceFee: 4.3,
      orderFee: 0.99,
      taxAmount: 5.12,
      taxLabel: "GST 5% + QST 9.975%",
      driverTip: 3,
      totalPrice: 50.35,
      amountDue: 55.47,
      feePolicy: { serviceFeePercent: 11, orderFee: 0.99, firstOrderFreeDeliveryMin: 5, deliveryFee: 2.99 },
    });
    renderWithApp(<OrderSummary cart={cart} />);
    expect(rowsOf()).toEqual([
      ["Subtotal", "CA$45.97"],
      ["Discount (TAKE15)", "-CA$6.90"],
      ["Delivery fee", "CA$2.99"],
      ["Service fee (11%)", "CA$4.30"],
      ["Order fee", "CA$0.99"],
      ["Tax (GST 5% + QST 9.975%)", "CA$5.12"],
      ["Driver tip", "CA$3.00"],
      ["Amount due", "CA$55.47"],
    ]);
  });

  it("leaves out a discount and an order fee of zero", () => {
    renderWithApp(
      <OrderSummary
        cart={cartFixture({ subTotal: 10, serviceFee: 1.1, taxAmount: 1.44, totalPrice: 11.1, amountDue: 12.54 })}
      />,
    );
    expect(rowsOf().map(([term]) => term)).toEqual([
      "Subtotal",
      "Delivery fee",
      "Service fee (0%)",
      "Tax (HST 13%)",
      "Driver tip",
      "Amount due",
    ]);
  });
});

describe("/detailed-cart order summary, right to left", () => {
  it("isolates the tax label and the promo code, so 'HST 13%' does not read '13% HST' in Afghani", () => {
    renderWithApp(<OrderSummary cart={cartFixture({ discountedAmount: 5, promoCode: "SAVE5", taxAmount: 1.44 })} />);
    const summary = screen.getByRole("region", { name: "Order summary" });
    const tax = within(summary).getByText("HST 13%");
    expect(tax.tagName).toBe("BDI");
    expect(within(summary).getByText("SAVE5").tagName).toBe("BDI");
  });
});
