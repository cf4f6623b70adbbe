import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { idempotencyKeys } from "../../db/schema/index.ts";
import { ok } from "../../lib/envelope.ts";
import { idempotencyTexts } from "./idempotency.plugin.ts";
import { purgeExpiredKeys } from "./purge.ts";

/** Test routes with a visible effect (a counter) and hooks to hold or fail a request on purpose. */
let effects = 0;
let failNext = false;
let gate: { entered: () => void; release: Promise<void> } | null = null;

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp(
    {},
    {
      register: (app) => {
        const body = z.object({ amount: z.number().int() });
        const handler = async (request: { body: { amount: number } }) => {
          if (gate) {
            const { entered, release } = gate;
            entered();
            await release;
          }
          if (failNext) {
            failNext = false;
            throw new Error("the database went away");
          }
          effects += 1;
          return ok({ effects, amount: request.body.amount });
        };
        app.post("/api/test/charge", { config: { idempotent: true }, schema: { body } }, handler);
        app.post("/api/test/strict", { config: { idempotent: "required" }, schema: { body } }, handler);
      },
    },
  );
  await buildTenant(ctx.database.db, { id: 3, tenancyName: "dutchpot", kind: "marketplace" });
});
afterAll(async () => ctx?.close());

const guestId = randomUUID();
const charge = (key: string | undefined, amount = 100, url = "/api/test/charge", guest = guestId) =>
  ctx.app.inject({
    method: "POST",
    url,
    headers: { "Abp.TenantId": "3", "X-Guest-Id": guest, ...(key === undefined ? {} : { "Idempotency-Key": key }) },
    payload: { amount },
  });

describe("Idempotency-Key: the plugin", () => {
  it("answers a key still in flight with 409 and Retry-After, then replays its answer", async () => {
    const key = randomUUID();
    let entered!: () => void;
    const inside = new Promise<void>((resolve) => {
      entered = resolve;
    });
    let release!: () => void;
    gate = { entered, release: new Promise<void>((resolve) => (release = resolve)) };
    const first = charge(key);
    await inside;
    gate = null;

    const during = await charge(key);
    expect(during.statusCode).toBe(409);
    expect(during.json().error).toMatchObject({ message: idempotencyTexts.inFlight });
    expect(Number(during.headers["retry-after"])).toBeGreaterThanOrEqual(1);

    release();
    const done = await first;
    const after = await charge(key);
    expect(done.statusCode).toBe(200);
    expect(after.headers["idempotent-replayed"]).toBe("true");
    expect(after.body).toBe(done.body);
  });

  it("releases the key on a 5xx, so the client's retry runs again", async () => {
    const key = randomUUID();
    const before = effects;
    failNext = true;
    const failed = await charge(key);
    const retried = await charge(key);
    expect(failed.statusCode).toBe(500);
    expect(retried.statusCode).toBe(200);
    expect(retried.headers["idempotent-replayed"]).toBeUndefined();
    expect(effects).toBe(before + 1);
  });

  it("lets a new request take over the key of a crashed one once its lease has run out", async () => {
    const key = randomUUID();
    const past = new Date(Date.now() - 1000);
    await ctx.database.db.insert(idempotencyKeys).values({
      tenantId: 3,
      actor: `guest:${guestId}`,
      key,
      requestHash: "a request that crashed",
      method: "POST",
      path: "/api/test/charge",
      lockedUntil: past,
      expiresAt: new Date(Date.now() + 60_000),
    });
    const before = effects;
    const res = await charge(key);
    expect(res.statusCode).toBe(200);
    expect(effects).toBe(before + 1);
    expect((await charge(key)).headers["idempotent-replayed"]).toBe("true");
  });

  it("treats an expired stored answer as a new key", async () => {
    const key = randomUUID();
    await charge(key, 5);
    await ctx.database.db
      .update(idempotencyKeys)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(idempotencyKeys.key, key), eq(idempotencyKeys.actor, `guest:${guestId}`)));
    const res = await charge(key, 6);
    expect(res.statusCode).toBe(200);
    expect(res.json().result.amount).toBe(6);
    expect(res.headers["idempotent-replayed"]).toBeUndefined();
  });

  it("refuses a malformed key with a 400 envelope naming the header", async () => {
    for (const key of ["x".repeat(256), "tab\there"]) {
      const res = await charge(key);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.validationErrors).toEqual([
        { message: idempotencyTexts.invalidKey, members: ["Idempotency-Key"] },
      ]);
    }
    expect((await charge("x".repeat(255))).statusCode).toBe(200);
  });

  it("refuses a call without a key on a route that requires one, and accepts it with one", async () => {
    const missing = await charge(undefined, 1, "/api/test/strict");
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ success: false, __abp: true });
    expect((await charge(randomUUID(), 1, "/api/test/strict")).statusCode).toBe(200);
  });

  it("documents the header on idempotent operations in the OpenAPI document", async () => {
    const doc = (await ctx.app.inject({ method: "GET", url: "/api/docs/json" })).json();
    const parameters = doc.paths["/api/services/app/ShoppingCart/AddShoppingCartItem"].post.parameters;
    expect(parameters).toContainEqual(
      expect.objectContaining({ in: "header", name: "idempotency-key", required: false }),
    );
  });
});

describe("purgeExpiredKeys", () => {
  it("deletes only the keys whose expiry has passed and counts them", async () => {
    const db = ctx.database.db;
    const now = new Date("2020-01-02T00:00:00Z");
    const row = (key: string, expiresAt: string) => ({
      tenantId: 99,
      actor: "anonymous:127.0.0.1",
      key,
      requestHash: "h",
      method: "POST",
      path: "/p",
      expiresAt: new Date(expiresAt),
    });
    await db
      .insert(idempotencyKeys)
      .values([
        row("old-1", "2020-01-01T00:00:00Z"),
        row("old-2", "2020-01-01T23:59:59Z"),
        row("live", "2020-01-02T00:00:01Z"),
      ]);

    expect(await purgeExpiredKeys(db, now)).toBe(2);
    const left = await db
      .select({ key: idempotencyKeys.key })
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.tenantId, 99));
    expect(left).toEqual([{ key: "live" }]);
    expect(await purgeExpiredKeys(db, now)).toBe(0);
  });
});
