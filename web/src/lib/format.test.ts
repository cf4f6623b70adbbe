import { describe, expect, it } from "vitest";
import { formatDeliveryTime, formatMenuPrice, formatMoney, isolateData } from "./format.ts";
import { createI18n, preloadLanguage } from "./i18n.ts";

it("formats cart amounts as CA$ with two decimals", () => {
  expect(formatMoney(12.5)).toBe("CA$12.50");
  expect(formatMoney(0)).toBe("CA$0.00");
  expect(formatMoney(1234.567)).toBe("CA$1,234.57");
  expect(formatMoney(-3)).toBe("-CA$3.00");
});

it("formats menu prices with a plain dollar sign", () => {
  expect(formatMenuPrice(12.5)).toBe("$12.50");
});

describe("formatDeliveryTime: the server's minutes in the interface language", () => {
  const minutes = { deliveryTimeMin: 23, deliveryTimeMax: 25 };

  it("writes a range with an en dash (Dari: تا, which reads right in a right-to-left line) and the language's word for minutes", async () => {
    await preloadLanguage("fr");
    await preloadLanguage("afg");
    expect(formatDeliveryTime(createI18n("en").t, "en", minutes)).toBe("23–25 min");
    expect(formatDeliveryTime(createI18n("fr").t, "fr", minutes)).toBe("23–25 min");
    // Dari word, and digits as the app writes counts in Afghani (Intl fa-AF, like the order tracker's minutes).
    expect(formatDeliveryTime(createI18n("afg").t, "afg", minutes)).toBe("23 تا 25 دقیقه");
  });

  it("writes one number when both ends are equal", async () => {
    await preloadLanguage("afg");
    expect(formatDeliveryTime(createI18n("en").t, "en", { deliveryTimeMin: 25, deliveryTimeMax: 25 })).toBe("25 min");
    expect(formatDeliveryTime(createI18n("afg").t, "afg", { deliveryTimeMin: 25, deliveryTimeMax: 25 })).toBe(
      "25 دقیقه",
    );
  });
});

describe("isolateData", () => {
  it("puts data text between FSI and PDI on a right-to-left page, so its direction stays its own", () => {
    expect(isolateData("Mama Ivy's", "afg")).toBe("\u2068Mama Ivy's\u2069");
    expect(isolateData("Mama Ivy's", "en")).toBe("Mama Ivy's");
  });
});
