import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCustomer } from "../../src/modules/cart/cart.fixtures.ts";
import { callAs, fillCart, guest, pay, useCheckoutTestApp } from "../../src/modules/checkout/checkout.test-app.ts";
import { endpointNameOf } from "../../src/plugins/openapi-operations.ts";
import { algNoneToken, expiredToken, foreignToken, tamperedToken } from "../support/forged-tokens.ts";
import { createCells } from "./cells.ts";
import { consoleAccess, expectations, principals, type Row } from "./expectations.ts";
import { rowsOfPartner } from "./partner-world.ts";
import { jwtSecret } from "./principals.ts";
import { rowsOwnedBy, type Seeded, seedWorld } from "./world.ts";

// Every route the app registers, whoever registers it (a module, a plugin, a route outside the
// contract): an onRoute hook added to each Fastify instance as it is created, before any plugin.
const registered = vi.hoisted(() => [] as { method: string; url: string }[]);
vi.mock("fastify", async (importOriginal) => {
  const original = await importOriginal<typeof import("fastify")>();
  const create = ((options?: Parameters<typeof original.default>[0]) => {
    const app = original.default(options);
    app.addHook("onRoute", (route: RouteOptions) => {
      for (const method of [route.method].flat()) registered.push({ method, url: route.url });
    });
    return app;
  }) as unknown as typeof original.default;
  return { ...original, default: create, fastify: create };
});

// Password hashing at a test cost. A phase sends each sign-in, sign-up and password row as every
// principal: ~50 scrypt derivations at the production cost (N=16384: ~50 ms of a core each, over
// 0.5 s at load 25 on the shared 2-core machine, two at a time) were a third of the customer phase.
// A stored hash names its own cost, so verifyPassword (unchanged) checks these as it checks real ones.
vi.mock("../../src/lib/passwords.ts", async (importOriginal) => {
  const original = await importOriginal<typeof import("../../src/lib/passwords.ts")>();
  const { randomBytes, scryptSync } = await import("node:crypto");
  const N = 1024;
  return {
    ...original,
    hashPassword: async (password: string) => {
      const salt = randomBytes(16);
      const key = scryptSync(password.normalize("NFKC"), salt, 64, { N, r: 8, p: 1 });
      return ["scrypt", N, 8, 1, salt.toString("base64url"), key.toString("base64url")].join("$");
    },
  };
});

// A built web app and a media file, so the page and file routes answer as in production.
const files = mkdtempSync(path.join(tmpdir(), "dutchpot-authz-"));
mkdirSync(path.join(files, "dist"));
mkdirSync(path.join(files, "media", "brand"), { recursive: true });
writeFileSync(path.join(files, "dist", "index.html"), "<!doctype html><title>Dutchpot</title><div id=root></div>\n");
writeFileSync(path.join(files, "media", "brand", "header.svg"), '<svg xmlns="http://www.w3.org/2000/svg"/>\n');
afterAll(() => rmSync(files, { recursive: true, force: true }));

const world = useCheckoutTestApp({
  JWT_SECRET: jwtSecret,
  RATE_LIMIT_MAX: "1000000",
  EXPOSE_DEV_MESSAGES: "true",
  WEB_DIST_DIR: path.join(files, "dist"),
  MEDIA_DIR: path.join(files, "media"),
});
let seeded: Seeded;
beforeAll(async () => {
  seeded = await seedWorld(world);
});

/** The operations the app registered: the endpoint name, or `"METHOD /path"` off the contract. */
function registeredOperations(): Map<string, { method: string; url: string }> {
  const routes = new Map<string, { method: string; url: string }>();
  const gets = new Set(registered.filter((r) => r.method === "GET").map((r) => r.url));
  for (const route of registered) {
    // Fastify adds a HEAD route to every GET: the same handler, not an operation of its own.
    if (route.method === "HEAD" && gets.has(route.url)) continue;
    routes.set(endpointNameOf(route.method, route.url) ?? `${route.method} ${route.url}`, route);
  }
  return routes;
}

const cells = createCells(world, () => seeded, registeredOperations);
/** AUTHZ_MATRIX_OUT=<file>: every cell's status, as Markdown. */
afterAll(() => {
  if (process.env.AUTHZ_MATRIX_OUT) cells.writeObserved(process.env.AUTHZ_MATRIX_OUT);
});

describe("authorization matrix (issues 13, 15): every operation × every principal", () => {
  // A phase against one owner's data sends every row as every other principal, one request after
  // another (customer A's: 81 rows × 13 principals, 1,053 requests): 35 s at load 26 on the shared
  // 2-core machine once the per-cell token queries and production-cost password hashing were gone
  // (45 s before). The default 30 s is meant for tests of a few calls.
  const phaseTimeoutMs = 120_000;

  it("has one row for every registered route and a registered route for every row", () => {
    const operations = registeredOperations();
    const missing = [...operations.keys()].filter((name) => !(name in expectations));
    const stale = Object.keys(expectations).filter((name) => !operations.has(name));
    expect(
      missing,
      `routes without a row in test/authz/expectations.ts (see its README): ${missing.join(", ")}`,
    ).toEqual([]);
    expect(stale, `rows whose route is not registered: ${stale.join(", ")}`).toEqual([]);
  });

  // Issue 15's consoles first: the customer phases end by deleting accounts (the host admin's too,
  // where its class lets it), and the console rows do not touch customer A's or guest A's data.
  const rowsOf = (access: Row["access"]) => Object.entries(expectations).filter(([, row]) => row.access === access);
  /** Partner A's data as a target: its marker; the samples read their ids from `seeded.consoles`. */
  const partnerTarget = () => ({
    ...seeded.customerA,
    kind: "partner" as const,
    markers: seeded.consoles.partnerA.markers,
  });

  it(
    "partner A's console data: every other principal is refused (401/403) or finds nothing (404), and changes nothing",
    async () => {
      const db = world.ctx.database.db;
      const before = await rowsOfPartner(db, seeded.consoles.partnerA);
      const misses = await cells.runAgainst(
        partnerTarget(),
        principals.filter((p) => p !== "partnerAdminA"),
        rowsOf("tenantAdmin"),
      );
      expect(misses).toEqual([]);
      expect(await rowsOfPartner(db, seeded.consoles.partnerA)).toEqual(before);
    },
    phaseTimeoutMs,
  );

  it("partner A's admin, the owner: each merchant row's request succeeds on their own shop", async () => {
    expect(await cells.runAsOwner("partnerAdminA", partnerTarget(), rowsOf("tenantAdmin"))).toEqual([]);
  });

  it("host console calls: signed out 401, every tenant's user 403 (partner A's tenant data never shown)", async () => {
    const target = { ...partnerTarget(), kind: "host" as const };
    const misses = await cells.runAgainst(
      target,
      principals.filter((p) => p !== "hostAdmin"),
      rowsOf("hostAdmin"),
    );
    expect(misses).toEqual([]);
  });

  it("the host admin, the owner: each host row's request succeeds", async () => {
    const target = { ...partnerTarget(), kind: "host" as const };
    expect(await cells.runAsOwner("hostAdmin", target, rowsOf("hostAdmin"))).toEqual([]);
  });

  it(
    "guest A's carts and orders: every other principal is refused or finds nothing, and changes nothing",
    async () => {
      const db = world.ctx.database.db;
      const before = await rowsOwnedBy(db, seeded.guestA);
      const rows = Object.entries(expectations).filter(([, row]) => row.access === "cartOwner");
      const misses = await cells.runAgainst(
        seeded.guestA,
        principals.filter((p) => p !== "guestA"),
        rows,
      );
      expect(misses).toEqual([]);
      expect(await rowsOwnedBy(db, seeded.guestA)).toEqual(before);
    },
    phaseTimeoutMs,
  );

  it("guest A, the owner: each cart and order row's request succeeds on their own data", async () => {
    const rows = Object.entries(expectations).filter(([, row]) => row.access === "cartOwner");
    expect(await cells.runAsOwner("guestA", seeded.guestA, rows)).toEqual([]);
  });

  it(
    "customer A's data: every other principal is refused or finds nothing, and changes nothing",
    async () => {
      const db = world.ctx.database.db;
      const before = await rowsOwnedBy(db, seeded.customerA);
      const misses = await cells.runAgainst(
        seeded.customerA,
        principals.filter((p) => p !== "customerA"),
        Object.entries(expectations).filter(([, row]) => !consoleAccess.has(row.access)),
      );
      expect(misses).toEqual([]);
      expect(await rowsOwnedBy(db, seeded.customerA)).toEqual(before);
    },
    phaseTimeoutMs,
  );

  it("a saved card pays only for its owner: another customer or a guest naming A's card id is refused", async () => {
    const db = world.ctx.database.db;
    const before = await rowsOwnedBy(db, seeded.customerA);
    const other = await buildCustomer(db, world.ctx.app.tokens, 3);
    for (const payer of [other, guest()]) {
      await fillCart(world, payer, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
      const res = await pay(world, payer, { shopId: world.shop.open, sourceId: seeded.customerA.cardId });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.validationErrors[0].members).toEqual(["sourceId"]);
    }
    expect(await rowsOwnedBy(db, seeded.customerA)).toEqual(before);
  });

  it("mixed ids: the caller's own cart named with A's line or A's cart inside changes nothing of A's", async () => {
    const db = world.ctx.database.db;
    const before = await rowsOwnedBy(db, seeded.customerA);
    const other = await buildCustomer(db, world.ctx.app.tokens, 3);
    const own = await fillCart(world, other, world.shop.open, [{ foodMenuId: world.item.patty, quantity: 1 }]);
    const a = seeded.customerA;
    const line = await world.ctx.app.inject({
      method: "PUT",
      url: "/api/services/app/ShoppingCart/UpdateShoppingCartItem",
      headers: { "Abp.TenantId": "3", authorization: other.authorization },
      payload: { shoppingCartId: own, shoppingCartItem: { id: a.cartItemId, quantity: 5 } },
    });
    expect(line.statusCode, line.body).toBe(404);
    const nested = await callAs(world, other, "POST", "ShoppingCart/AddShoppingCartItem", {
      shoppingCartId: own,
      shoppingCartItem: { shoppingCartId: a.cartId, foodMenuId: world.item.patty, quantity: 1 },
    });
    expect(nested.statusCode, nested.body).toBe(400);
    // Both cart-id fields: the first names the cart; A's, in the other, is not touched.
    const both = await callAs(world, other, "PATCH", "ShoppingCart/UpdateShoppingCart", {
      shoppingCartId: own,
      id: a.cartId,
      leaveAtDoor: true,
    });
    expect(both.statusCode, both.body).toBe(200);
    expect(both.body).not.toContain(a.markers[0]);
    expect(await rowsOwnedBy(db, seeded.customerA)).toEqual(before);
  });

  it("customer A, the owner: each row's request succeeds on their own data", async () => {
    const rows = Object.entries(expectations).filter(([, row]) => !consoleAccess.has(row.access));
    expect(await cells.runAsOwner("customerA", seeded.customerA, rows)).toEqual([]);
  });

  it("ShoppingCart.Events also reads its token from the query (EventSource): a forged one signs nobody in", async () => {
    // A customer of its own: A and B have used their accounts up by now (password change, deletion).
    const customer = await buildCustomer(world.ctx.database.db, world.ctx.app.tokens, 3);
    const a = { userId: customer.id, tenantId: 3, roles: ["customer"] };
    const genuine = (await world.ctx.app.tokens.sign(a)).accessToken;
    const forged = [
      await expiredToken(a, jwtSecret),
      tamperedToken(genuine, { sub: String(world.bob.id) }),
      algNoneToken(a),
      await foreignToken(a),
    ];
    const url = "/api/services/app/ShoppingCart/Events";
    for (const token of forged) {
      const res = await world.ctx.app.inject({
        method: "GET",
        url: `${url}?access_token=${encodeURIComponent(token)}`,
        headers: { "Abp.TenantId": "3" },
      });
      expect(res.statusCode, token).toBe(401);
    }
    const own = await world.ctx.app.inject({
      method: "GET",
      url: `${url}?access_token=${genuine}`,
      headers: { "Abp.TenantId": "3" },
      payloadAsStream: true,
    });
    expect(own.statusCode).toBe(200);
    own.stream().destroy();
    // The genuine token on another storefront: refused as by the header.
    const elsewhere = await world.ctx.app.inject({
      method: "GET",
      url: `${url}?access_token=${genuine}`,
      headers: { "Abp.TenantId": String(world.otherMarketplaceId) },
    });
    expect(elsewhere.statusCode).toBe(403);
  });

  it("an Idempotency-Key is its caller's: another customer or guest sending A's key never gets A's stored answer", async () => {
    const db = world.ctx.database.db;
    const callers = [await buildCustomer(db, world.ctx.app.tokens, 3), guest()];
    for (const target of [seeded.customerA, seeded.guestA]) {
      for (const caller of callers) {
        const created = await callAs(world, caller, "POST", "ShoppingCart/Create", target.createBody, {
          key: target.createKey,
        });
        expect(created.headers["idempotent-replayed"]).toBeUndefined();
        expect(created.json().result?.id).not.toBe(target.cartId);
        const paid = await pay(world, caller, target.payBody, target.payKey);
        expect(paid.headers["idempotent-replayed"]).toBeUndefined();
        expect(paid.json().result?.id).not.toBe(target.orderId);
      }
    }
  });
});
