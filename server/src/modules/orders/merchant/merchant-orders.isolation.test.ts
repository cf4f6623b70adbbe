import { orderStatus as s } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { orders } from "../../../db/schema/index.ts";
import { openEventStream, type SseFrame } from "../../../events/sse-client.ts";
import { useCheckoutTestApp } from "../../checkout/checkout.test-app.ts";
import {
  asAdmin,
  buildTenantAdmin,
  okResult,
  ownerTenantOf,
  placeOrder,
  type TestAdmin,
} from "./merchant-orders.test-app.ts";

const world = useCheckoutTestApp({ SSE_HEARTBEAT_MS: "100" });
const db = () => world.ctx.database.db;
/** Admin A runs the open shop; admin B another partner's shop on the same storefront. */
let adminA: TestAdmin;
let adminB: TestAdmin;
let eventsUrl: string;
beforeAll(async () => {
  const { tokens } = world.ctx.app;
  adminA = await buildTenantAdmin(db(), tokens, await ownerTenantOf(db(), world.shop.open));
  adminB = await buildTenantAdmin(db(), tokens, await ownerTenantOf(db(), world.shop.noPickup));
  await world.ctx.app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = world.ctx.app.server.address() as { port: number };
  eventsUrl = `http://127.0.0.1:${port}/api/services/app/MerchantOrders/Events`;
});

const orderOfA = () => placeOrder(world, world.alice, world.shop.open, world.item.patty);
const statusOf = async (id: number) => (await db().select().from(orders).where(eq(orders.id, id)))[0]?.status;

/** Every console call, pointed at an order id and a shop id. */
const everyCall = (id: number, shopId: number) =>
  [
    ["GET", `GetBoard?shopId=${shopId}`],
    ["GET", `GetAll?shopId=${shopId}`],
    ["GET", `Get?id=${id}`],
    ["POST", "Accept", { id, prepMinutes: 15 }],
    ["POST", "Reject", { id, reason: "Not mine" }],
    ["POST", "Advance", { id, to: s.outForDelivery }],
    ["POST", "Cancel", { id, reason: "Not mine" }],
  ] as const;

describe("console isolation: another tenant's order or shop is a 404, for every call", () => {
  it("admin B gets 404 for each of A's ids, and A's order is untouched; B's own board answers", async () => {
    const id = await orderOfA();
    for (const [method, path, body] of everyCall(id, world.shop.open)) {
      const res = await asAdmin(world, adminB, method, path, body);
      expect(res.statusCode, `${method} ${path}`).toBe(404);
      expect(res.json()).toMatchObject({ success: false, error: { message: expect.stringMatching(/There is no/) } });
    }
    expect(await statusOf(id)).toBe(s.confirmed);
    const own = await okResult(await asAdmin(world, adminB, "GET", `GetBoard?shopId=${world.shop.noPickup}`));
    expect(own).toMatchObject({ shopId: world.shop.noPickup, live: [], doneToday: [] });
    // An id that does not exist answers the same.
    expect((await asAdmin(world, adminA, "GET", "Get?id=999999")).statusCode).toBe(404);
  });

  it("signed out → 401; a customer's token → 403; for every call", async () => {
    const id = await orderOfA();
    const customer = { id: world.alice.id, tenantId: 3, authorization: world.alice.authorization };
    for (const [method, path, body] of everyCall(id, world.shop.open)) {
      expect((await asAdmin(world, null, method, path, body)).statusCode, `${method} ${path}`).toBe(401);
      expect((await asAdmin(world, customer, method, path, body)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await statusOf(id)).toBe(s.confirmed);
  });
});

const data = (f: SseFrame) => JSON.parse(f.data ?? "null");
async function listen(admin: TestAdmin, shopId: number, lastEventId?: string) {
  const query = `shopId=${shopId}&access_token=${admin.authorization.slice(7)}`;
  return openEventStream(`${eventsUrl}?${query}`, lastEventId ? { "last-event-id": lastEventId } : {});
}

describe("MerchantOrders/Events", () => {
  it("streams order.created for a new paid order and order.changed for its moves; Last-Event-ID replays", async () => {
    const stream = await listen(adminA, world.shop.open);
    expect(stream.response.status).toBe(200);
    await stream.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
    const id = await orderOfA();
    const created = await stream.waitFor((f) => f.event === "order.created" && data(f).orderId === id);
    expect(data(created)).toEqual({ orderId: id, shopId: world.shop.open, status: s.confirmed });
    await okResult(await asAdmin(world, adminA, "POST", "Accept", { id, prepMinutes: 10 }));
    const changed = await stream.waitFor((f) => f.event === "order.changed" && data(f).orderId === id);
    expect(data(changed).status).toBe(s.processing);
    await stream.waitFor((f) => f.comments.some((c) => c === "heartbeat"));
    stream.close();

    const replay = await listen(adminA, world.shop.open, created.id);
    const again = await replay.waitFor((f) => f.event === "order.changed" && data(f).orderId === id);
    expect(again.id).toBe(changed.id);
    replay.close();
  });

  it("refuses another tenant's shop (404), a customer (403) and no token (401) before the stream opens", async () => {
    expect((await listen(adminB, world.shop.open)).response.status).toBe(404);
    const customer = { id: 0, tenantId: 3, authorization: world.alice.authorization };
    expect((await listen(customer, world.shop.open)).response.status).toBe(403);
    const none = await openEventStream(`${eventsUrl}?shopId=${world.shop.open}`, {});
    expect(none.response.status).toBe(401);
  });
});
