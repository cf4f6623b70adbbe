import { randomUUID } from "node:crypto";
import type { LoadJob, LoadOptions } from "./load.ts";

/**
 * Cart load (issues 5 and 17) on the seeded demo marketplace, through the API only (the server runs
 * in its own process and owns the database). Carts need set-up, so each connection gets a guest cart
 * of its own with one line of a plain item (no options); the load generator fills each connection's
 * guest id and cart into the requests (`{{…}}` placeholders of `load-client.ts`). Quantities go +1
 * then −1 so that they stay within 1–99 however long the run is.
 */

const app = "/api/services/app";
const tenant = { "Abp.TenantId": "3" };

/** A menu item of the shop that has no options and is in stock: the plain add-to-cart. */
async function plainItem(baseUrl: string, shopId: number): Promise<number> {
  const res = await fetch(
    `${baseUrl}${app}/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}&IsActive=true&SkipCount=0&MaxResultCount=100`,
    { headers: tenant },
  );
  const menu = (await res.json()) as {
    result: { categoryTags: { items: { id: number; isOutOfStock: boolean; attributeMappings: unknown[] }[] }[] };
  };
  const item = menu.result.categoryTags
    .flatMap((t) => t.items)
    .find((i) => !i.isOutOfStock && i.attributeMappings.length === 0);
  if (!item) throw new Error(`shop ${shopId} has no plain item in stock`);
  return item.id;
}

/** A new guest with a cart holding one line (the item × 1): the slot one connection works on. */
async function guestCart(baseUrl: string, shopId: number, itemId: number) {
  const guest = randomUUID();
  const res = await fetch(`${baseUrl}${app}/ShoppingCart/Create`, {
    method: "POST",
    headers: { ...tenant, "content-type": "application/json", "X-Guest-Id": guest },
    body: JSON.stringify({
      shopId,
      shoppingCartItems: [{ foodMenuId: itemId, quantity: 1, selectedAttributes: [] }],
      shoppingCartCharges: [],
      notes: "Some Notes",
    }),
  });
  const answer = (await res.json()) as { result: { id: number; shoppingCartItems: { id: number }[] } | null };
  if (!answer.result) throw new Error(`cart set-up failed: ${JSON.stringify(answer)}`);
  return { guest, cartId: answer.result.id, lineId: answer.result.shoppingCartItems[0]?.id as number };
}

const guestHeaders = { ...tenant, "X-Guest-Id": "{{guest}}" };

const update = (quantityDelta: number) => ({
  method: "PUT" as const,
  path: `${app}/ShoppingCart/UpdateShoppingCartItem`,
  headers: guestHeaders,
  body: { shoppingCartItem: { id: "{{lineId}}", quantityDelta }, shoppingCartId: "{{cartId}}" },
});

/** The cart rows of the API bench: one guest cart per connection, set up before the load starts. */
export async function cartJobs(
  baseUrl: string,
  shopId: number,
  options: Required<LoadOptions>,
): Promise<{ name: string; job: LoadJob }[]> {
  const itemId = await plainItem(baseUrl, shopId);
  const slots = [];
  for (let i = 0; i < options.connections; i++) slots.push(await guestCart(baseUrl, shopId, itemId));
  const common = { baseUrl, slots, ...options };
  const add = {
    method: "POST" as const,
    path: `${app}/ShoppingCart/AddShoppingCartItem`,
    headers: guestHeaders,
    body: {
      shoppingCartItem: { shoppingCartId: "{{cartId}}", foodMenuId: itemId, quantity: 1, selectedAttributes: [] },
      shoppingCartId: "{{cartId}}",
    },
  };
  return [
    {
      name: "AddShoppingCartItem (plain item +1, then UpdateShoppingCartItem −1; own guest cart)",
      job: { ...common, requests: [add, update(-1)] },
    },
    {
      name: "UpdateShoppingCartItem (quantity ±1; own guest cart)",
      job: { ...common, requests: [update(1), update(-1)] },
    },
  ];
}
