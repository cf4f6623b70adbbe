import { describe, expect, it } from "vitest";
import {
  checkCardNumber,
  checkCvv,
  checkExpiry,
  checkPostalCode,
  formatCardNumber,
  formatExpiry,
  parseExpiry,
} from "./card-fields.ts";

describe("sandbox card form rules", () => {
  it("groups the number by four and checks its length and Luhn digit", () => {
    expect(formatCardNumber("4111111111111111")).toBe("4111 1111 1111 1111");
    expect(formatCardNumber("4111-1111 1111x1111 999")).toBe("4111 1111 1111 1111 999");
    expect(checkCardNumber("")).toBe("numberRequired");
    expect(checkCardNumber("4111 1111 1111 1111")).toBeNull();
    expect(checkCardNumber("4000 0000 0000 0002")).toBeNull();
    expect(checkCardNumber("4111 1111 1111 1112")).toBe("numberInvalid");
    expect(checkCardNumber("4111 1111")).toBe("numberInvalid");
  });

  it("reads MM/YY and refuses a month that has passed (a card is good through its month)", () => {
    const today = new Date(2026, 10, 23);
    expect(formatExpiry("1230")).toBe("12/30");
    expect(formatExpiry("1")).toBe("1");
    expect(parseExpiry("12/30")).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry("13/30")).toBeNull();
    expect(checkExpiry("", today)).toBe("expiryRequired");
    expect(checkExpiry("1230", today)).toBe("expiryInvalid");
    expect(checkExpiry("11/26", today)).toBeNull();
    expect(checkExpiry("10/26", today)).toBe("expiryPast");
  });

  it("takes a 3 or 4 digit code and an optional postal code", () => {
    expect(checkCvv("123")).toBeNull();
    expect(checkCvv("1234")).toBeNull();
    expect(checkCvv("12")).toBe("cvvInvalid");
    expect(checkPostalCode("")).toBeNull();
    expect(checkPostalCode("M5V 2T6")).toBeNull();
    expect(checkPostalCode("<script>")).toBe("postalCodeInvalid");
  });
});
