import { randomUUID } from "node:crypto";
import { connect, createServer, type Socket } from "node:net";
import { and, eq, sum } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../src/db/client.ts";
import { shoppingCartItems, shoppingCarts } from "../../src/db/schema/index.ts";
import { seedReferenceData } from "../../src/db/seed/index.ts";
import { buildMenuItem, buildShop, buildTenant } from "../factories.ts";
import { createTestApp, createTestDatabase } from "../support/test-app.ts";

/**
 * A TCP proxy between the app and PostgreSQL that the test can cut (every open connection dropped,
 * new ones closed at once, as when the database host goes away) and restore.
 */
async function tcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let cut = false;
  const server = createServer((client) => {
    client.on("error", () => {});
    if (cut) {
      client.destroy();
      return;
    }
    const upstream = connect(target.port, target.host);
    upstream.on("error", () => {});
    const drop = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on("close", drop);
    upstream.on("close", drop);
    sockets.add(client);
    sockets.add(upstream);
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as { port: number }).port,
    cut() {
      cut = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      cut = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const cartUrl = "/api/services/app/ShoppingCart";

// PostgreSQL only: PGlite runs inside the process and has no connection to lose.
describe.runIf(process.env.DATABASE_URL)("PostgreSQL unreachable under load (issue 13 item 5)", () => {
  it("answers 503 with Retry-After (never 500), readiness 503, liveness 200; loses no acknowledged write; recovers", async () => {
    const direct = await createTestDatabase();
    const db = direct.db;
    await seedReferenceData(db);
    await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
    const shopId = (await buildShop(db, { marketplaceTenantId: 3, name: "Jerk Hut" })).id;
    const itemId = (await buildMenuItem(db, { shopId, name: "Beef Patty", unitPriceCents: 350 })).id;

    const url = new URL(direct.url as string);
    const proxy = await tcpProxy({ host: url.hostname, port: Number(url.port || 5432) });
    url.hostname = "127.0.0.1";
    url.port = String(proxy.port);
    const proxied = await openDatabase({ databaseUrl: url.toString(), onIdleClientError: () => {} });
    // The rate limiter out of the way: the load is one address.
    const t = await createTestApp({ RATE_LIMIT_MAX: "1000000" }, { database: proxied });
    try {
      // Four guests, each with a cart, adding one patty and reading their cart in a loop.
      const guests = await Promise.all(
        Array.from({ length: 4 }, async () => {
          const headers = { "Abp.TenantId": "3", "X-Guest-Id": randomUUID() };
          const res = await t.app.inject({
            method: "POST",
            url: `${cartUrl}/Create`,
            headers,
            payload: { shopId, shoppingCartItems: [], shoppingCartCharges: [], notes: "" },
          });
          expect(res.statusCode, res.body).toBe(200);
          return { headers, cartId: res.json().result.id as number, acknowledged: 0, attempted: 0 };
        }),
      );
      const statuses = new Map<number, number>();
      const withoutRetryAfter: string[] = [];
      const count = (res: { statusCode: number; headers: Record<string, unknown>; body: string }) => {
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        if (res.statusCode === 503 && !res.headers["retry-after"]) withoutRetryAfter.push(res.body);
        if (res.statusCode >= 500 && res.statusCode !== 503) withoutRetryAfter.push(`${res.statusCode} ${res.body}`);
      };
      let running = true;
      const load = guests.map(async (guest) => {
        while (running) {
          await sleep(20);
          // Reads only past 60 patties: a cart line holds at most 99.
          if (guest.acknowledged >= 60) {
            count(
              await t.app.inject({
                method: "GET",
                url: `${cartUrl}/GetByCustomer?id=${guest.cartId}`,
                headers: guest.headers,
              }),
            );
            continue;
          }
          guest.attempted++;
          const add = await t.app.inject({
            method: "POST",
            url: `${cartUrl}/AddShoppingCartItem`,
            headers: guest.headers,
            payload: { shoppingCartId: guest.cartId, shoppingCartItem: { foodMenuId: itemId, quantity: 1 } },
          });
          count(add);
          if (add.statusCode === 200) guest.acknowledged++;
          count(
            await t.app.inject({
              method: "GET",
              url: `${cartUrl}/GetByCustomer?id=${guest.cartId}`,
              headers: guest.headers,
            }),
          );
        }
      });

      await sleep(1000);
      proxy.cut();
      await sleep(500);
      const during = {
        ready: await t.app.inject({ method: "GET", url: "/health/ready" }),
        live: await t.app.inject({ method: "GET", url: "/health/live" }),
      };
      // As if the directory's 30 s had passed: the storefront still resolves from its last read.
      t.app.tenantDirectory.invalidate();
      const storefront = await t.app.tenantDirectory.byId(3);
      const read = await t.app.inject({
        method: "GET",
        url: "/api/services/app/ShopType/GetAll",
        headers: { "Abp.TenantId": "3" },
      });
      await sleep(2500);
      const duringCut = new Map(statuses);

      proxy.restore();
      const restoredAt = Date.now();
      let recoveredAfterMs: number | null = null;
      while (Date.now() - restoredAt < 30_000) {
        const ready = await t.app.inject({ method: "GET", url: "/health/ready" });
        const probe = await t.app.inject({
          method: "GET",
          url: `${cartUrl}/GetByCustomer?id=${guests[0]?.cartId}`,
          headers: guests[0]?.headers,
        });
        if (ready.statusCode === 200 && probe.statusCode === 200) {
          recoveredAfterMs = Date.now() - restoredAt;
          break;
        }
        await sleep(50);
      }
      await sleep(500); // a little load after recovery
      running = false;
      await Promise.all(load);
      console.info(
        `outage: recovered ${recoveredAfterMs} ms after the database came back; answers by status ${JSON.stringify(Object.fromEntries(statuses))}`,
      );

      expect(during.ready.statusCode).toBe(503);
      expect(during.ready.json()).toEqual({ status: "unavailable", database: "postgres" });
      expect(during.live.statusCode).toBe(200);
      expect(storefront).toMatchObject({ id: 3, name: "Dutchpot" });
      expect(read.statusCode).toBe(503);
      expect(read.headers["retry-after"]).toBe("5");
      expect(read.json()).toMatchObject({ success: false, __abp: true });
      expect(duringCut.get(503) ?? 0).toBeGreaterThan(0);
      expect(withoutRetryAfter).toEqual([]); // no 500, and every 503 says when to retry
      expect([...statuses.keys()].sort()).toEqual([200, 503]);
      expect(recoveredAfterMs).not.toBeNull();

      // Every acknowledged add is in the database (an unacknowledged one may be too: its commit
      // can land while the answer is lost).
      for (const guest of guests) {
        const [row] = await db
          .select({ quantity: sum(shoppingCartItems.quantity) })
          .from(shoppingCartItems)
          .innerJoin(shoppingCarts, eq(shoppingCarts.id, shoppingCartItems.cartId))
          .where(and(eq(shoppingCarts.id, guest.cartId), eq(shoppingCartItems.menuItemId, itemId)));
        const stored = Number(row?.quantity ?? 0);
        expect(stored).toBeGreaterThanOrEqual(guest.acknowledged);
        expect(stored).toBeLessThanOrEqual(guest.attempted);
      }
    } finally {
      await t.close();
      await proxy.close();
      await direct.close();
    }
  }, 90_000);
});
