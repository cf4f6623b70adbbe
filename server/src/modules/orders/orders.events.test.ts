import { randomUUID } from "node:crypto";
import { orderStatus as s } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";
import { openEventStream, type SseFrame } from "../../events/sse-client.ts";
import { buildCustomer } from "../cart/cart.fixtures.ts";
import {
  callAs,
  fillCart,
  guest,
  type TestApp,
  tokenize,
  useCheckoutTestApp,
  type Who,
} from "../checkout/checkout.test-app.ts";

/** Instance A (the checkout world) takes payments and status changes; instance B holds the streams. */
const settings = { SSE_HEARTBEAT_MS: "100", SSE_MAX_STREAMS: "50" };
const world = useCheckoutTestApp(settings);
let b: TestApp;
let eventsUrl: string;
beforeAll(async () => {
  b = await createTestApp(settings, { database: world.ctx.database });
  await b.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = b.app.server.address() as { port: number };
  eventsUrl = `http://127.0.0.1:${port}/api/services/app/Orders/Events`;
});
afterAll(async () => b?.close());

/** Status changes as the shop side makes them, written on instance A's database connection. */
const moveOn = (orderId: number, to: number) =>
  world.ctx.app.services.orders.transition({ orderId, to, actor: "system" });

/** A paid ASAP order of `who`, through instance A. */
async function order(who: Who): Promise<number> {
  await fillCart(world, who, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
  const body = { shopId: world.shop.open, sourceId: await tokenize(world) };
  const res = await callAs(world, who, "POST", "ShoppingCart/ProcessPayment", body, { key: randomUUID() });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result.id;
}

const query = (who: Who) =>
  who === null ? "" : "guest" in who ? `guestId=${who.guest}` : `access_token=${who.authorization.slice(7)}`;
/** Opens a stream on instance B as an EventSource would (identity in the query) and waits for its opening comment. */
async function listen(who: Who, id?: number, headers: Record<string, string> = {}) {
  const stream = await openEventStream(`${eventsUrl}?${query(who)}${id ? `&id=${id}` : ""}`, {
    "abp.tenantid": "3",
    ...headers,
  });
  expect(stream.response.status).toBe(200);
  await stream.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
  return stream;
}
const data = (f: SseFrame) => JSON.parse(f.data ?? "null");
const shopId = () => world.shop.open;

describe("GET Orders/Events", () => {
  it("streams the customer's orders in order, each with its id, from instance A to a stream held by instance B", async () => {
    const dora = await buildCustomer(world.ctx.database.db, world.ctx.app.tokens, 3);
    const stream = await listen(dora);
    const id = await order(dora);
    await moveOn(id, s.processing);
    await moveOn(id, s.outForDelivery);
    await stream.waitFor((f) => f.id === "3");
    expect(stream.events().map((f) => [f.id, f.event, data(f)])).toEqual([
      ["1", "order.created", { orderId: id, shopId: shopId(), status: s.confirmed }],
      ["2", "order.changed", { orderId: id, shopId: shopId(), status: s.processing }],
      ["3", "order.changed", { orderId: id, shopId: shopId(), status: s.outForDelivery }],
    ]);
    stream.close();
  });

  it("streams one order (id) to its guest; another guest's stream gets none of it", async () => {
    const [owner, other] = [guest(), guest()];
    const id = await order(owner);
    const own = await listen(owner, id);
    const theirs = await listen(other);
    await moveOn(id, s.processing);
    const event = await own.waitFor((f) => f.event === "order.changed");
    // The order's stream already holds order.created (seq 1): a stream opened without Last-Event-ID starts after it.
    expect(own.events().map((f) => [f.id, data(f)])).toEqual([
      ["2", { orderId: id, shopId: shopId(), status: s.processing }],
    ]);
    expect(event.event).toBe("order.changed");
    await theirs.waitFor((f) => f.comments.includes("heartbeat"), theirs.frames.length);
    expect(theirs.events()).toEqual([]);
    own.close();
    theirs.close();
  });

  it("a cancel made through instance A's Orders/Cancel reaches the order's stream and the customer's, held by B", async () => {
    const erin = await buildCustomer(world.ctx.database.db, world.ctx.app.tokens, 3);
    const id = await order(erin);
    const [own, mine] = [await listen(erin, id), await listen(erin)];
    const res = await callAs(world, erin, "POST", "Orders/Cancel", { id });
    expect(res.statusCode, res.body).toBe(200);
    const cancelled = { orderId: id, shopId: shopId(), status: s.cancelled };
    expect(data(await own.waitFor((f) => f.event === "order.changed"))).toEqual(cancelled);
    expect(data(await mine.waitFor((f) => f.event === "order.changed"))).toEqual(cancelled);
    expect([own.events().map((f) => f.id), mine.events().map((f) => f.id)]).toEqual([["2"], ["2"]]);
    own.close();
    mine.close();
  });

  it("replays exactly the missed events after a dropped connection (Last-Event-ID)", async () => {
    const who = guest();
    const id = await order(who);
    const first = await listen(who, id);
    await moveOn(id, s.processing);
    await first.waitFor((f) => f.id === "2");
    first.close(); // the connection drops
    await moveOn(id, s.outForDelivery);
    await moveOn(id, s.delivered);
    const again = await listen(who, id, { "last-event-id": "2" });
    await again.waitFor((f) => f.id === "4");
    // Nothing else follows: the next heartbeat comes after exactly the two missed events.
    await again.waitFor((f) => f.comments.includes("heartbeat"), again.frames.length);
    expect(again.events().map((f) => [f.id, data(f).status])).toEqual([
      ["3", s.outForDelivery],
      ["4", s.delivered],
    ]);
    again.close();
  });

  it("answers 404 for another's order before any stream opens; 401 without an identity", async () => {
    const id = await order(world.bob);
    const url = (who: Who, orderId: number) => `/api/services/app/Orders/Events?${query(who)}&id=${orderId}`;
    for (const other of [world.alice, guest()]) {
      const res = await b.app.inject({ method: "GET", url: url(other, id), headers: { "abp.tenantid": "3" } });
      expect(res.statusCode).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^application\/json/);
      expect(res.json().error.message).toMatch(/There is no entity Order with id = /);
    }
    const missing = await b.app.inject({
      method: "GET",
      url: url(world.bob, 999_999),
      headers: { "abp.tenantid": "3" },
    });
    expect(missing.statusCode).toBe(404);
    const anonymous = await b.app.inject({ method: "GET", url: "/api/services/app/Orders/Events" });
    expect(anonymous.statusCode).toBe(401);
    const forged = await b.app.inject({ method: "GET", url: "/api/services/app/Orders/Events?access_token=forged" });
    expect(forged.statusCode).toBe(401);
  });
});
