import { describe, expect, it } from "vitest";
import { callAs, fillCart, guest, pay, tokenize, useCheckoutTestApp, type Who } from "../checkout/checkout.test-app.ts";

const world = useCheckoutTestApp();

async function order(who: Who, quantity = 1): Promise<number> {
  await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity }]);
  const res = await callAs(
    world,
    who,
    "POST",
    "ShoppingCart/ProcessPayment",
    { shopId: world.shop.open, sourceId: await tokenize(world) },
    { key: crypto.randomUUID() },
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const list = (who: Who, query = "", tenantId?: number) =>
  callAs(world, who, "GET", `Orders/GetAllByCustomer${query}`, undefined, { tenantId });

describe("Orders/GetAllByCustomer and Orders/Get", () => {
  it("pages the customer's orders newest first (SkipCount is a row offset)", async () => {
    const who = world.alice;
    const ids = [await order(who, 1), await order(who, 2), await order(who, 3)];
    const all = (await list(who)).json().result;
    expect(all.totalCount).toBe(3);
    expect(all.items.map((o: { id: number }) => o.id)).toEqual([...ids].reverse());
    expect(all.items[0].orderDetails[0]).toMatchObject({ quantity: 3, foodMenu: { name: "Beef Patty" } });
    const page = (await list(who, "?SkipCount=1&MaxResultCount=1")).json().result;
    expect(page).toMatchObject({ totalCount: 3, items: [{ id: ids[1] }] });
    const beyond = (await list(who, "?SkipCount=10")).json().result;
    expect(beyond).toEqual({ totalCount: 3, items: [] });
  });

  it("shows a customer only their own orders; another's order id is a 404 for everyone else", async () => {
    const mine = await order(world.bob);
    expect((await callAs(world, world.bob, "GET", `Orders/Get?id=${mine}`)).statusCode).toBe(200);
    for (const other of [world.alice, guest()]) {
      const res = await callAs(world, other, "GET", `Orders/Get?id=${mine}`);
      expect(res.statusCode).toBe(404);
      const ids = (await list(other)).json().result.items.map((o: { id: number }) => o.id);
      expect(ids).not.toContain(mine);
    }
    expect((await callAs(world, world.bob, "GET", "Orders/Get?id=999999")).statusCode).toBe(404);
  });

  it("keeps guests apart by guest id, and storefronts apart", async () => {
    const [a, b] = [guest(), guest()];
    const ordered = await order(a);
    expect((await list(a)).json().result).toMatchObject({ totalCount: 1, items: [{ id: ordered }] });
    expect((await list(b)).json().result).toEqual({ totalCount: 0, items: [] });
    expect((await callAs(world, b, "GET", `Orders/Get?id=${ordered}`)).statusCode).toBe(404);
    // The same guest id on another storefront sees none of this storefront's orders.
    const elsewhere = await list(a, "", world.otherMarketplaceId);
    expect(elsewhere.json().result).toEqual({ totalCount: 0, items: [] });
    // A customer of the other storefront sees none; a customer on a storefront that is not theirs gets 403.
    expect((await list(world.carol, "", world.otherMarketplaceId)).json().result.totalCount).toBe(0);
    expect((await list(world.carol)).statusCode).toBe(403);
  });

  it("asks callers without a cart identity to sign in, and refuses bad queries with 400", async () => {
    expect((await list(null)).statusCode).toBe(401);
    expect((await callAs(world, null, "GET", "Orders/Get?id=1")).statusCode).toBe(401);
    for (const query of ["?SkipCount=-1", "?MaxResultCount=0", "?MaxResultCount=abc", "?MaxResultCount=100000"]) {
      expect((await list(world.alice, query)).statusCode, query).toBe(400);
    }
    for (const query of ["", "?id=abc", "?id=0", "?id=-3", "?id=99999999999"]) {
      expect((await callAs(world, world.alice, "GET", `Orders/Get${query}`)).statusCode, query).toBe(400);
    }
  });
});

describe("Payment answers", () => {
  it("equal what Orders/Get answers later", async () => {
    const who = guest();
    await fillCart(world, who, world.shop.open, [
      { foodMenuId: world.item.jerk, quantity: 2, selectedAttributes: [world.large] },
    ]);
    const paid = await pay(world, who, { shopId: world.shop.open, sourceId: await tokenize(world) });
    expect(paid.statusCode, paid.body).toBe(200);
    const got = await callAs(world, who, "GET", `Orders/Get?id=${paid.json().result.id}`);
    expect(got.json().result).toEqual(paid.json().result);
  });
});
