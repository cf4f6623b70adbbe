import { readFileSync } from "node:fs";
import { render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../lib/i18n.ts";
import { CardName } from "./card-label.tsx";

const css = readFileSync(`${process.cwd()}/src/components/order-summary/order-summary.css`, "utf8");

/** The declarations of one selector's rule in the stylesheet (jsdom lays nothing out). */
function ruleOf(selector: string): string {
  const match = css.match(new RegExp(`(?:^|\\n)${selector.replace(/[.]/g, "\\.")}\\s*\\{([^}]*)\\}`));
  return match?.[1] ?? "";
}

describe("CardName", () => {
  it("may wrap the brand in a narrow column but keeps the dots and last four together", () => {
    render(
      <I18nextProvider i18n={createI18n()}>
        <CardName brand="AMERICAN_EXPRESS" last4="0005" />
      </I18nextProvider>,
    );
    const digits = screen.getByText("0005");
    const number = digits.closest(".card-name__number");
    expect(number).not.toBeNull();
    expect(number).toHaveTextContent("•••• ending in 0005");
    expect(number).not.toHaveTextContent("American Express");
    expect(digits.closest(".card-name")).toHaveTextContent("American Express •••• ending in 0005");
    expect(ruleOf(".card-name")).not.toMatch(/white-space:\s*nowrap/);
    expect(ruleOf(".card-name__number")).toMatch(/white-space:\s*nowrap/);
  });
});
