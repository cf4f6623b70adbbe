import { sandboxTestCards } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { brandOf, cardDigits, isExpired, passesLuhn, sandboxOutcomeOf } from "./card-rules.ts";

describe("card rules (sandbox tokenizer)", () => {
  it.each([
    ["4111 1111 1111 1111", "4111111111111111"],
    ["4111-1111-1111-1111", "4111111111111111"],
    [" 5105105105105100 ", "5105105105105100"],
    ["4111 1111 1111 111a", null],
    ["12345678901", null],
    ["41111111111111111111", null],
  ])("reads the digits of %j", (typed, digits) => {
    expect(cardDigits(typed)).toBe(digits);
  });

  it.each([
    ["4111111111111111", true],
    ["4111111111111112", false],
    ["5105105105105100", true],
    ["378282246310005", true],
    ["378282246310006", false],
  ])("Luhn check of %s is %s", (digits, valid) => {
    expect(passesLuhn(digits)).toBe(valid);
  });

  it("passes every documented sandbox test number", () => {
    for (const card of sandboxTestCards) expect(passesLuhn(cardDigits(card.number) ?? "")).toBe(true);
  });

  it.each([
    ["4111111111111111", "VISA"],
    ["5105105105105100", "MASTERCARD"],
    ["2221000000000009", "MASTERCARD"],
    ["378282246310005", "AMERICAN_EXPRESS"],
    ["6011111111111117", "DISCOVER"],
    ["3530111333300000", "JCB"],
    ["9999999999999995", "OTHER_BRAND"],
  ])("brand of %s is %s", (digits, brand) => {
    expect(brandOf(digits)).toBe(brand);
  });

  it("counts a card valid through the last day of its expiry month", () => {
    const now = new Date("2026-11-30T23:59:00Z");
    expect(isExpired(11, 2026, now)).toBe(false);
    expect(isExpired(10, 2026, now)).toBe(true);
    expect(isExpired(12, 2025, now)).toBe(true);
    expect(isExpired(1, 2027, now)).toBe(false);
  });

  it("gives each documented test number its outcome, and approves any other valid number", () => {
    for (const card of sandboxTestCards) expect(sandboxOutcomeOf(cardDigits(card.number) ?? "")).toBe(card.outcome);
    expect(sandboxOutcomeOf("6011111111111117")).toBe("approve");
  });
});
