import { screen } from "@testing-library/react";
import { beforeAll, describe, expect, it } from "vitest";
import { preloadLanguage } from "../lib/i18n.ts";
import { renderWithProviders } from "../test/render-with-app.tsx";
import { TransText } from "./trans-text.tsx";

/** What a customer may type as a place or apartment: markup, entities, quotes and right-to-left text. */
const hostile = `<img src=x onerror=alert(1)> & "Tom's" &amp; کابل`;

describe("TransText (user text inside translated sentences)", () => {
  beforeAll(() => preloadLanguage("afg"));

  it("shows a place with <, &, quotes and right-to-left text exactly once, as text", () => {
    const { container } = renderWithProviders(<TransText i18nKey="discovery.main.near" values={{ place: hostile }} />);
    const place = container.querySelector("bdi");
    expect(place?.textContent).toBe(hostile);
    expect(container.textContent).toBe(`Delivering near ${hostile}`);
    // Never markup: no element was made from the text, and nothing shows escaped twice.
    expect(container.querySelector("img")).toBeNull();
    expect(container.textContent).not.toContain("&lt;");
  });

  it("isolates the value in <bdi> in the right-to-left language too", () => {
    const { container } = renderWithProviders(
      <TransText i18nKey="dropoff.entry.apartment" values={{ apartment: "<12 & B>" }} />,
      "afg",
    );
    expect(container.querySelector("bdi")?.textContent).toBe("<12 & B>");
    expect(container.textContent).toContain("آپارتمان");
  });

  it("shows a promo code with markup characters as typed", () => {
    renderWithProviders(<TransText i18nKey="payment.amounts.discountCode" values={{ code: "A&B<1>" }} />);
    expect(screen.getByText("A&B<1>").tagName).toBe("BDI");
  });
});
