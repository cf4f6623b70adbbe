import { clientRoutePatterns } from "@dutchpot/contract/constants";
import { describe, expect, it } from "vitest";
import { parseCategorySegment, paths } from "./paths.ts";

describe("paths", () => {
  it("builds the fixed routes of the spec", () => {
    expect(paths.home.href()).toBe("/");
    expect(paths.shop.href()).toBe("/shop");
    expect(paths.customer.main.href()).toBe("/customer/main");
    expect(paths.customer.getHelp.href()).toBe("/customer/get-help");
    expect(paths.customer.deleteAccount.href()).toBe("/customer/manage-account/deleteaccount");
    expect(paths.partner.joinConvenience.href()).toBe("/partner/joinconvenience");
  });

  it("fills route parameters", () => {
    expect(paths.customer.order.href("A1")).toBe("/customer/orders/A1");
    expect(paths.customer.subscription.href(9)).toBe("/customer/subscriptions/9");
    expect(paths.customer.checkout.href(12)).toBe("/customer/checkout/12");
    expect(paths.customer.payment.href(12)).toBe("/customer/payment/12");
    expect(paths.customer.store.href(5)).toBe("/customer/store/5");
  });

  it("adds the category query parameter when given", () => {
    expect(paths.customer.category.href(3)).toBe("/customer/category/3");
    expect(paths.customer.category.href(3, "Home Chefs & Bakers")).toBe(
      "/customer/category/3?category=Home+Chefs+%26+Bakers",
    );
  });

  it("encodes the store category segment as JSON and parses it back", () => {
    const href = paths.customer.storeCategory.href(5, { id: 7, name: "Jerk & Grill" });
    expect(href).toBe(`/customer/store/5/category/${encodeURIComponent('{"id":7,"name":"Jerk & Grill"}')}`);
    const segment = decodeURIComponent(href.split("/category/")[1] ?? "");
    expect(parseCategorySegment(segment)).toEqual({ id: 7, name: "Jerk & Grill" });
  });

  it("rejects a category segment that is not a tag", () => {
    expect(parseCategorySegment("soups")).toBeNull();
    expect(parseCategorySegment('{"id":"x","name":"Soups"}')).toBeNull();
    expect(parseCategorySegment(undefined)).toBeNull();
  });

  it("lists every route pattern in the contract, which the server uses to answer unknown pages with 404", () => {
    const patterns: string[] = [];
    const collect = (node: object) => {
      for (const value of Object.values(node)) {
        if (typeof value !== "object" || value === null) continue;
        if ("pattern" in value && typeof value.pattern === "string") {
          if (value.pattern !== paths.notFound.pattern) patterns.push(value.pattern);
        } else collect(value);
      }
    };
    collect(paths);
    expect([...patterns].sort()).toEqual([...clientRoutePatterns].sort());
  });
});
