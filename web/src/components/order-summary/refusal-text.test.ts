import { orderTexts } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import { ApiError, SessionExpiredError } from "../../lib/api-client.ts";
import { refusalKey, refusalText } from "./refusal-text.ts";

const t = (key: string) => `t:${key}`;
const refused = (status: number, message: string) => new ApiError({ status, message });

describe("refusalText", () => {
  it("says each of the contract's order and subscription refusals in the reader's language", () => {
    for (const [name, text] of Object.entries(orderTexts)) {
      if (name === "transitionRefused") continue;
      expect(refusalText(refused(409, text), t, "fr", "fallback")).toBe(`t:orders.errors.${name}`);
    }
    expect(refusalText(refused(409, "This order has changed since you loaded it."), t, "afg", "x")).toBe(
      "t:orders.errors.orderChanged",
    );
  });

  it("recognises a refused status move whatever the two statuses", () => {
    const text = orderTexts.transitionRefused.replace("{from}", "processing").replace("{to}", "cancelled");
    expect(refusalKey(text)).toBe("orders.errors.transitionRefused");
    expect(refusalKey("This order cannot move.")).toBeNull();
  });

  it("never shows a 5xx or network failure's text, and says an expired session as such", () => {
    expect(refusalText(refused(500, "Internal Server Error"), t, "en", "fallback")).toBe("fallback");
    expect(refusalText(refused(0, "Network error"), t, "en", "fallback")).toBe("fallback");
    expect(refusalText(new Error("boom"), t, "en", "fallback")).toBe("fallback");
    expect(refusalText(new SessionExpiredError(), t, "fr", "fallback")).toBe("t:orders.errors.sessionExpired");
  });

  it("shows an unknown 4xx in the server's words to an English reader only", () => {
    const odd = refused(400, "The note is too long.");
    expect(refusalText(odd, t, "en", "fallback")).toBe("The note is too long.");
    expect(refusalText(odd, t, "fr", "fallback")).toBe("fallback");
    expect(refusalText(odd, t, "afg", "fallback")).toBe("fallback");
  });
});
