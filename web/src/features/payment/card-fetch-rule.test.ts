import { describe, expect, it } from "vitest";
import { ApiError } from "../../lib/api-client.ts";
import { local } from "../../lib/storage.ts";
import { applyCardFetchRule, shopNumberOf } from "./card-fetch-rule.ts";

describe("the card fetch rule (spec 001 §4)", () => {
  it("takes the shop from the last number in the path", () => {
    expect(shopNumberOf("/customer/payment/12")).toBe(12);
    expect(shopNumberOf("/customer/store/3/category/7")).toBe(7);
    expect(shopNumberOf("/customer/payments")).toBeNull();
  });

  it("above 400: flags the session and sends to the shop's checkout, unless already on checkout", () => {
    const failure = new ApiError({ status: 401, message: "Unauthorized" });
    expect(applyCardFetchRule(failure, "/customer/payment/12")).toEqual({
      kind: "checkout",
      href: "/customer/checkout/12",
    });
    expect(local.get("loggedIn")).toBe("false");
    expect(local.get("fromcheckout")).toBe("true");
    expect(applyCardFetchRule(failure, "/customer/checkout/12")).toBeNull();
    expect(applyCardFetchRule(new ApiError({ status: 500, message: "x" }), "/customer/payments")).toEqual({
      kind: "signIn",
    });
  });

  it("400 and below, or a network failure, change nothing", () => {
    expect(applyCardFetchRule(new ApiError({ status: 400, message: "Bad" }), "/customer/payment/1")).toBeNull();
    expect(applyCardFetchRule(new ApiError({ status: 0, message: "Network error" }), "/customer/payment/1")).toBeNull();
    expect(applyCardFetchRule(new Error("boom"), "/customer/payment/1")).toBeNull();
    expect(local.get("loggedIn")).toBeNull();
    expect(local.get("fromcheckout")).toBeNull();
  });
});
