import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { invalidateOrderData, orderDataKeys } from "./order-data.ts";

describe("invalidateOrderData", () => {
  it("marks every order and subscription query stale except the ones just answered, and nothing else", async () => {
    const client = new QueryClient();
    const keys = {
      list: [...orderDataKeys.orders, "list"],
      order: [...orderDataKeys.orders, "order", 501],
      help: [...orderDataKeys.orders, "recent"],
      subscription: [...orderDataKeys.subscriptions, "detail", 31],
      cart: ["carts", "list"],
    };
    for (const key of Object.values(keys)) client.setQueryData(key, { fetched: true });
    await invalidateOrderData(client, [keys.order]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(keys.list)).toBe(true);
    expect(stale(keys.help)).toBe(true);
    expect(stale(keys.subscription)).toBe(true);
    expect(stale(keys.order)).toBe(false);
    expect(stale(keys.cart)).toBe(false);
  });
});
