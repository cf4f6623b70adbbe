import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import type { Database } from "../../db/client.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { openEventStream, type SseFrame } from "../../events/sse-client.ts";
import { buildCustomer, type TestCustomer } from "./cart.fixtures.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let database: Database;
/** Instance A takes the cart changes; instance B (listening on a real port) holds the streams. */
let a: TestApp;
let b: TestApp;
let bUrl: string;
let shopId: number;
let itemId: number;
let alice: TestCustomer;

const settings = { SSE_HEARTBEAT_MS: "100", SSE_MAX_STREAMS: "50" };
beforeAll(async () => {
  database = await createTestDatabase();
  const db = database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  shopId = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut" })).id;
  itemId = (await buildMenuItem(db, { shopId, name: "Beef Patty", unitPriceCents: 350 })).id;
  a = await createTestApp(settings, { database });
  b = await createTestApp(settings, { database });
  alice = await buildCustomer(db, a.app.tokens, 3);
  await b.app.listen({ port: 0, host: "127.0.0.1" });
  bUrl = `http://127.0.0.1:${(b.app.server.address() as { port: number }).port}/api/services/app/ShoppingCart/Events`;
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

const base = "/api/services/app/ShoppingCart";
type Who = { guest: string } | TestCustomer;
const headersOf = (who: Who) => ("guest" in who ? { "x-guest-id": who.guest } : { authorization: who.authorization });
/** A cart change written through instance A. */
async function createCart(who: Who, quantity = 1) {
  const res = await a.app.inject({
    method: "POST",
    url: `${base}/Create`,
    headers: headersOf(who),
    payload: { shopId, shoppingCartItems: [{ foodMenuId: itemId, quantity }], shoppingCartCharges: [] },
  });
  expect(res.statusCode).toBe(200);
  return res.json().result as { id: number };
}
async function addItem(who: Who, cartId: number) {
  const res = await a.app.inject({
    method: "POST",
    url: `${base}/AddShoppingCartItem`,
    headers: headersOf(who),
    payload: { shoppingCartItem: { foodMenuId: itemId, quantity: 1 }, shoppingCartId: cartId },
  });
  expect(res.statusCode).toBe(200);
}
const isEvent = (f: SseFrame) => f.event === "cart.changed";
const data = (f: SseFrame) => JSON.parse(f.data ?? "null");

describe("GET ShoppingCart/Events", () => {
  it("streams a change written through instance A to the guest's stream held by instance B", async () => {
    const guest = randomUUID();
    // An EventSource cannot send headers: the guest id goes in the query string.
    const stream = await openEventStream(`${bUrl}?guestId=${guest}`);
    expect(stream.response.status).toBe(200);
    expect(stream.response.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    await stream.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
    const cart = await createCart({ guest });
    const first = await stream.waitFor(isEvent);
    expect(first).toMatchObject({ id: "1", event: "cart.changed" });
    expect(data(first)).toEqual({ cartId: cart.id, shopId });
    await addItem({ guest }, cart.id);
    const second = await stream.waitFor((f) => isEvent(f) && f.id === "2");
    expect(data(second)).toEqual({ cartId: cart.id, shopId });
    stream.close();
  });

  it("gives another owner's stream nothing: guest B never sees guest A's events", async () => {
    const guestA = randomUUID();
    const guestB = randomUUID();
    const streamB = await openEventStream(bUrl, { "x-guest-id": guestB });
    await streamB.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
    await createCart({ guest: guestA });
    const own = await createCart({ guest: guestB });
    // B's first event is its own change, committed after A's: A's event never reached this stream.
    const first = await streamB.waitFor(isEvent);
    expect(data(first)).toEqual({ cartId: own.id, shopId });
    expect(streamB.events().map(data)).toEqual([{ cartId: own.id, shopId }]);
    streamB.close();
  });

  it("replays exactly the missed events after a dropped connection (Last-Event-ID)", async () => {
    const guest = randomUUID();
    const first = await openEventStream(bUrl, { "x-guest-id": guest });
    await first.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
    const cart = await createCart({ guest });
    await addItem({ guest }, cart.id);
    await first.waitFor((f) => f.id === "2");
    first.close(); // the connection drops
    await addItem({ guest }, cart.id);
    await addItem({ guest }, cart.id);
    const again = await openEventStream(bUrl, { "x-guest-id": guest, "last-event-id": "2" });
    await again.waitFor((f) => f.id === "4");
    // Nothing else follows: the next heartbeat comes after exactly the two missed events.
    await again.waitFor((f) => f.comments.includes("heartbeat"), again.frames.length);
    expect(again.events().map((f) => f.id)).toEqual(["3", "4"]);
    again.close();
  });

  it("sends heartbeat comments on an idle stream", async () => {
    const stream = await openEventStream(`${bUrl}?guestId=${randomUUID()}`);
    const beat = await stream.waitFor((f) => f.comments.includes("heartbeat"));
    expect(beat.id).toBeUndefined();
    stream.close();
  });

  it("streams a signed-in customer's changes, with the token in the query string", async () => {
    const token = alice.authorization.replace(/^Bearer /, "");
    const stream = await openEventStream(`${bUrl}?access_token=${encodeURIComponent(token)}&lastEventId=0`);
    expect(stream.response.status).toBe(200);
    const cart = await createCart(alice);
    const event = await stream.waitFor(isEvent);
    expect(data(event)).toEqual({ cartId: cart.id, shopId });
    stream.close();
  });

  it("refuses anonymous callers (401), a bad token is anonymous, a bad Last-Event-ID is a 400", async () => {
    const anonymous = await b.app.inject({ method: "GET", url: `${base}/Events` });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().error.message).toBe("Current user did not login to the application!");
    const forged = await b.app.inject({ method: "GET", url: `${base}/Events?access_token=not-a-token` });
    expect(forged.statusCode).toBe(401);
    const bad = await b.app.inject({
      method: "GET",
      url: `${base}/Events`,
      headers: { "x-guest-id": randomUUID(), "last-event-id": "abc" },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe("Last-Event-ID must be an event sequence number.");
  });
});

describe("stream limits and shutdown", () => {
  it("answers 503 with Retry-After over the per-instance cap, and ends open streams on close", async () => {
    const c = await createTestApp({ SSE_HEARTBEAT_MS: "60000", SSE_MAX_STREAMS: "2" }, { database });
    await c.app.listen({ port: 0, host: "127.0.0.1" });
    const url = `http://127.0.0.1:${(c.app.server.address() as { port: number }).port}${base}/Events`;
    const open = [
      await openEventStream(`${url}?guestId=${randomUUID()}`),
      await openEventStream(`${url}?guestId=${randomUUID()}`),
    ];
    for (const s of open) await s.waitFor((f) => f.comments.some((x) => x.startsWith("stream")));
    const refused = await fetch(`${url}?guestId=${randomUUID()}`);
    expect(refused.status).toBe(503);
    expect(refused.headers.get("retry-after")).toBe("5");
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      "Too many open event streams; try again shortly.",
    );

    await c.close(); // graceful shutdown: each stream gets a last comment and ends
    for (const s of open) {
      await s.ended;
      expect(s.frames.at(-1)?.comments).toEqual(["server shutting down"]);
    }
    expect(c.app.sse.openCount).toBe(0);
  });
});
