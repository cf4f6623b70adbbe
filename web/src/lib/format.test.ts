import { expect, it } from "vitest";
import { formatMenuPrice, formatMoney } from "./format.ts";

it("formats cart amounts as CA$ with two decimals", () => {
  expect(formatMoney(12.5)).toBe("CA$12.50");
  expect(formatMoney(0)).toBe("CA$0.00");
  expect(formatMoney(1234.567)).toBe("CA$1,234.57");
  expect(formatMoney(-3)).toBe("-CA$3.00");
});

it("formats menu prices with a plain dollar sign", () => {
  expect(formatMenuPrice(12.5)).toBe("$12.50");
});
