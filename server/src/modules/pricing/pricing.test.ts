import { describe, expect, it } from "vitest";
import { defaultFeePolicy, resolveFeePolicy } from "./fee-policy.ts";
import { type Discount, itemDiscountCents, type PriceInput, priceCart } from "./price-cart.ts";
import { divideHalfUp } from "./rounding.ts";
import { salesTaxOf, taxCentsOf } from "./sales-tax.ts";

/** The one fee model's arithmetic (docs/checkout.md), pinned case by case. */

const on = salesTaxOf("ON");
const base: PriceInput = {
  lineCents: [2000],
  isDelivery: true,
  shopDeliveryFeeCents: 299,
  policy: defaultFeePolicy,
  tax: on,
  firstOrder: false,
  discount: null,
  tipCents: 0,
};
const price = (overrides: Partial<PriceInput>) => priceCart({ ...base, ...overrides });

describe("rounding", () => {
  it.each([
    [5, 10, 1], // 0.5 → 1
    [4, 10, 0], // 0.4 → 0
    [15, 10, 2], // 1.5 → 2
    [25, 10, 3], // 2.5 → 3 (half up, not half even)
    [1, 3, 0],
    [2, 3, 1],
    [0, 7, 0],
  ])("%i / %i → %i", (n, d, expected) => expect(divideHalfUp(n, d)).toBe(expected));

  it("refuses what is not a non-negative integer", () => {
    expect(() => divideHalfUp(-1, 2)).toThrow(RangeError);
    expect(() => divideHalfUp(1.5, 2)).toThrow(RangeError);
  });
});

describe("sales tax by province", () => {
  it.each([
    ["ON", "HST 13%", 13000],
    ["on", "HST 13%", 13000],
    ["NS", "HST 15%", 15000],
    ["NB", "HST 15%", 15000],
    ["NL", "HST 15%", 15000],
    ["PE", "HST 15%", 15000],
    ["QC", "GST 5% + QST 9.975%", 14975],
    ["MB", "GST 5% + RST 7%", 12000],
    ["BC", "GST 5%", 5000],
    ["SK", "GST 5%", 5000],
    ["AB", "GST 5%", 5000],
    ["NT", "GST 5%", 5000],
    ["NU", "GST 5%", 5000],
    ["YT", "GST 5%", 5000],
    ["ZZ", "GST 5%", 5000],
  ])("%s: %s", (province, label, rate) => expect(salesTaxOf(province)).toEqual({ label, rate }));

  it.each([
    // taxable cents, province, tax cents
    [3847, "ON", 500], // 500.11
    [50, "ON", 7], // 6.5 → 7
    [1000, "QC", 150], // 149.75 → 150: one rounding on the summed rate, not 50 + 99.75 → 50 + 100
    [2000, "QC", 300], // 299.5 → 300
    [10, "AB", 1], // 0.5 → 1
    [9, "AB", 0], // 0.45 → 0
    [0, "NS", 0],
  ])("%i cents in %s → %i cents", (taxable, province, expected) =>
    expect(taxCentsOf(taxable, salesTaxOf(province))).toBe(expected),
  );
});

describe("fee policy", () => {
  it("starts from the defaults, then the marketplace, then the shop", () => {
    expect(resolveFeePolicy(undefined, undefined)).toEqual({
      serviceFeeBps: 1100,
      orderFeeCents: 0,
      firstOrderFreeDeliveryMinCents: 500,
    });
    expect(resolveFeePolicy({ serviceFeeBps: 500, orderFeeCents: 99 }, { orderFeeCents: 0 })).toEqual({
      serviceFeeBps: 500,
      orderFeeCents: 0,
      firstOrderFreeDeliveryMinCents: 500,
    });
    expect(resolveFeePolicy({ firstOrderFreeDeliveryMinCents: null }, {}).firstOrderFreeDeliveryMinCents).toBeNull();
  });

  it("ignores values that are not non-negative integers (settings are JSON)", () => {
    const bad = { serviceFeeBps: -1, orderFeeCents: 1.5, firstOrderFreeDeliveryMinCents: "5" } as never;
    expect(resolveFeePolicy(bad, { serviceFeeBps: 20_000 } as never)).toEqual(defaultFeePolicy);
  });
});

describe("item discount", () => {
  it.each<[Discount | null, number, number]>([
    [null, 2000, 0],
    [{ kind: "percentage", bps: 1000, maxDiscountCents: null }, 2000, 200],
    [{ kind: "percentage", bps: 1000, maxDiscountCents: null }, 1005, 101], // 100.5 → 101
    [{ kind: "percentage", bps: 1500, maxDiscountCents: 1000 }, 10_000, 1000], // capped
    [{ kind: "percentage", bps: 10_000, maxDiscountCents: null }, 2000, 2000],
    [{ kind: "fixedAmount", cents: 500 }, 2000, 500],
    [{ kind: "fixedAmount", cents: 500 }, 300, 300], // never above the subtotal
    [{ kind: "fixedAmount", cents: 500 }, 0, 0],
    [{ kind: "freeDelivery" }, 2000, 0],
  ])("%j on %i → %i", (discount, subTotal, expected) => expect(itemDiscountCents(discount, subTotal)).toBe(expected));
});

describe("priceCart", () => {
  it("adds up: subtotal, delivery, 11 % service fee, 13 % HST on all but the tip", () => {
    const totals = price({ lineCents: [1599, 350], tipCents: 300 });
    // service fee 11 % of 19.49 = 2.1439 → 2.14; taxable 19.49 + 2.99 + 2.14 = 24.62; tax 3.2006 → 3.20.
    expect(totals).toEqual({
      subTotalCents: 1949,
      discountCents: 0,
      deliveryFeeCents: 299,
      serviceFeeCents: 214,
      orderFeeCents: 0,
      taxableCents: 2462,
      taxCents: 320,
      tipCents: 300,
      totalCents: 2762,
      amountDueCents: 3082,
      taxLabel: "HST 13%",
      freeDelivery: false,
    });
  });

  it("rounds the service fee half up (0.5 cent)", () => {
    // 11 % of 3.50 = 0.385 → 0.39; 11 % of 0.50 = 0.055 → 0.06
    expect(price({ lineCents: [350] }).serviceFeeCents).toBe(39);
    expect(price({ lineCents: [50] }).serviceFeeCents).toBe(6);
  });

  it.each([
    // subtotal, first order, delivery fee charged, freeDelivery
    [499, true, 299, false],
    [500, true, 0, true],
    [501, true, 0, true],
    [500, false, 299, false],
  ])(
    "first-order free delivery at the CA$5 threshold: subtotal %i, first %s → delivery %i",
    (sub, first, fee, free) => {
      const totals = price({ lineCents: [sub], firstOrder: first });
      expect(totals.deliveryFeeCents).toBe(fee);
      expect(totals.freeDelivery).toBe(free);
    },
  );

  it("no first-order offer when the threshold is null", () => {
    const policy = { ...defaultFeePolicy, firstOrderFreeDeliveryMinCents: null };
    expect(price({ policy, firstOrder: true }).deliveryFeeCents).toBe(299);
  });

  it("charges no delivery fee for pickup, and nothing at all for an empty cart but the tip", () => {
    expect(price({ isDelivery: false })).toMatchObject({ deliveryFeeCents: 0, serviceFeeCents: 220, taxCents: 289 });
    const policy = { ...defaultFeePolicy, orderFeeCents: 99 };
    expect(price({ lineCents: [], policy, tipCents: 300 })).toMatchObject({
      subTotalCents: 0,
      deliveryFeeCents: 0,
      serviceFeeCents: 0,
      orderFeeCents: 0,
      taxCents: 0,
      totalCents: 300,
      amountDueCents: 300,
    });
  });

  it("adds the flat order fee to the taxable amount", () => {
    const policy = { ...defaultFeePolicy, serviceFeeBps: 0, orderFeeCents: 150 };
    // taxable 20.00 + 2.99 + 1.50 = 24.49; tax 3.1837 → 3.18
    expect(price({ policy })).toMatchObject({
      orderFeeCents: 150,
      taxableCents: 2449,
      taxCents: 318,
      totalCents: 2449,
    });
  });

  it("takes the service fee and tax on the discounted subtotal", () => {
    const totals = price({ discount: { kind: "fixedAmount", cents: 500 } });
    // 20.00 − 5.00 = 15.00; service fee 1.65; taxable 15.00 + 2.99 + 1.65 = 19.64; tax 2.5532 → 2.55
    expect(totals).toMatchObject({ discountCents: 500, serviceFeeCents: 165, taxableCents: 1964, taxCents: 255 });
    expect(totals.totalCents).toBe(2000 - 500 + 299 + 165);
  });

  it("never takes the amounts below zero: a fixed discount above the subtotal stops at it", () => {
    const totals = price({ lineCents: [300], discount: { kind: "fixedAmount", cents: 500 } });
    expect(totals).toMatchObject({ discountCents: 300, serviceFeeCents: 0, taxableCents: 299, totalCents: 299 });
  });

  it("a free-delivery code shows the waived fee as the discount (delivery fee kept), so amounts still add up", () => {
    const totals = price({ discount: { kind: "freeDelivery" } });
    expect(totals).toMatchObject({ deliveryFeeCents: 299, discountCents: 299, serviceFeeCents: 220 });
    // taxable 20.00 − 2.99 + 2.99 + 2.20 = 22.20; tax 2.886 → 2.89
    expect(totals).toMatchObject({ taxableCents: 2220, taxCents: 289, totalCents: 2220 });
    // nothing to waive for pickup, or when first-order free delivery already applies
    expect(price({ discount: { kind: "freeDelivery" }, isDelivery: false }).discountCents).toBe(0);
    expect(price({ discount: { kind: "freeDelivery" }, firstOrder: true }).discountCents).toBe(0);
  });

  it("QC: GST + QST summed and rounded once", () => {
    const totals = price({ tax: salesTaxOf("QC"), isDelivery: false, lineCents: [1000] });
    // 10.00 + service fee 1.10 = 11.10; 14.975 % = 1.662225 → 1.66
    expect(totals).toMatchObject({ taxableCents: 1110, taxCents: 166, taxLabel: "GST 5% + QST 9.975%" });
  });

  it.each([
    [[1], 0],
    [[99, 1], 300],
    [[12_345, 678, 9], 600],
    [[99 * 99_999], 0],
  ])("amountDue = tax + total exactly, and total is the sum of its parts (%j)", (lineCents, tipCents) => {
    for (const discount of [
      null,
      { kind: "percentage", bps: 1500, maxDiscountCents: 1000 } as const,
      { kind: "fixedAmount", cents: 500 } as const,
      { kind: "freeDelivery" } as const,
    ]) {
      const t = price({ lineCents, tipCents, discount });
      expect(t.amountDueCents).toBe(t.taxCents + t.totalCents);
      expect(t.totalCents).toBe(
        t.subTotalCents - t.discountCents + t.deliveryFeeCents + t.serviceFeeCents + t.orderFeeCents + t.tipCents,
      );
      expect(Math.min(t.discountCents, t.taxCents, t.totalCents, t.serviceFeeCents)).toBeGreaterThanOrEqual(0);
    }
  });
});
