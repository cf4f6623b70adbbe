import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { RouteOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCustomer } from "../../src/modules/cart/cart.fixtures.ts";
import { callAs, fillCart, guest, pay, useCheckoutTestApp } from "../../src/modules/checkout/checkout.test-app.ts";
import { endpointNameOf } from "../../src/plugins/openapi-operations.ts";
import { algNoneToken, expiredToken, foreignToken, tamperedToken } from "../support/forged-tokens.ts";
import { expectations, expected, meets, type Principal, principals, type Row } from "./expectations.ts";
import { headersOf, jwtSecret } from "./principals.ts";
import { rowsOwnedBy, type Seeded, seedWorld, type Target } from "./world.ts";

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

let ip = 0;
/** Each call from its own address, so per-address throttles never answer for the matrix. */
const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;

interface Answer {
  status: number;
  body: string;
}

/** Every cell's status, by target: written as a table when AUTHZ_MATRIX_OUT names a file. */
const observed = new Map<string, Map<string, Map<string, number>>>();
afterAll(() => {
  const out = process.env.AUTHZ_MATRIX_OUT;
  if (!out) return;
  const lines: string[] = [];
  for (const [target, byOperation] of observed) {
    lines.push(
      `\n## ${target}\n`,
      `| operation | ${principals.join(" | ")} |`,
      `|---|${principals.map(() => "---").join("|")}|`,
    );
    for (const [operation, cells] of byOperation) {
      lines.push(`| ${operation} | ${principals.map((p) => cells.get(p) ?? "").join(" | ")} |`);
    }
  }
  writeFileSync(out, `${lines.join("\n")}\n`);
});

async function send(operation: string, row: Row, principal: Principal, target: Target): Promise<Answer> {
  const answer = await sendOnce(operation, row, principal, target);
  const key = `${target.kind} A's data`;
  const byOperation = observed.get(key) ?? new Map<string, Map<string, number>>();
  observed.set(key, byOperation);
  const cells = byOperation.get(operation) ?? new Map<string, number>();
  byOperation.set(operation, cells);
  cells.set(principal, answer.status);
  return answer;
}

async function sendOnce(operation: string, row: Row, principal: Principal, target: Target): Promise<Answer> {
  const route = registeredOperations().get(operation);
  if (!route) throw new Error(`no route for ${operation}`);
  const sample = await row.request(seeded, target);
  const query = sample.query
    ? `?${new URLSearchParams(Object.entries(sample.query).map(([k, v]): [string, string] => [k, String(v)]))}`
    : "";
  const res = await world.ctx.app.inject({
    method: route.method as "GET",
    url: `${sample.path ?? route.url}${query}`,
    headers: { ...(await headersOf(seeded, principal)), ...sample.headers },
    ...(sample.body === undefined ? {} : { payload: sample.body as object }),
    remoteAddress: nextIp(),
    payloadAsStream: row.stream ?? false,
  });
  if (row.stream) {
    const stream = res.stream();
    // An open event stream does not end: keep its status and close it. A refusal is an envelope.
    if (res.statusCode === 200) {
      stream.destroy();
      return { status: res.statusCode, body: "" };
    }
    let body = "";
    for await (const chunk of stream) body += chunk;
    return { status: res.statusCode, body };
  }
  return { status: res.statusCode, body: res.body };
}

/** What is wrong with one answer: its status, or (for a contract call) an answer outside the envelope. */
function judge(cell: string, operation: string, row: Row, want: ReturnType<typeof expected>, answer: Answer): string[] {
  const { status, body } = answer;
  if (!meets(status, want)) return [`${cell}: expected ${want}, got ${status} ${body.slice(0, 160)}`];
  // Contract calls answer in the ABP envelope (an event stream only once it is open).
  if (operation.includes(" ") || (row.stream && status === 200)) return [];
  let envelope: { __abp?: unknown; success?: unknown; unAuthorizedRequest?: unknown };
  try {
    envelope = JSON.parse(body);
  } catch {
    return [`${cell}: ${status} answered outside the envelope: ${body.slice(0, 80)}`];
  }
  const fine =
    envelope.__abp === true &&
    envelope.success === status < 400 &&
    (status !== 401 || envelope.unAuthorizedRequest === true);
  return fine ? [] : [`${cell}: ${status} answered outside the envelope: ${body.slice(0, 80)}`];
}

/** The table's rows in run order: the ones that use something up last. */
const inRunOrder = (rows: [string, Row][]) => [...rows].sort(([, a], [, b]) => (a.last ?? 0) - (b.last ?? 0));

/**
 * Calls every row as every principal but the target's owner, against the target's resources;
 * answers the cells that missed their expectation and the answers that showed the target's data.
 */
async function runAgainst(target: Target, callers: readonly Principal[], rows: [string, Row][]) {
  const misses: string[] = [];
  for (const [operation, row] of inRunOrder(rows)) {
    let anonymous: number | undefined;
    for (const principal of callers) {
      const answer = await send(operation, row, principal, target);
      misses.push(...judge(`${operation} × ${principal}`, operation, row, expected(row, principal, false), answer));
      // On a public call a token or guest id, valid or forged, changes nothing about access.
      if (principal === "anonymous") anonymous = answer.status;
      else if (row.access === "public" && principal !== "wrongTenantHeader" && answer.status !== anonymous) {
        misses.push(`${operation} × ${principal}: ${answer.status}, but ${anonymous} without a token`);
      }
      for (const marker of target.markers) {
        if (answer.body.includes(marker)) {
          misses.push(`${operation} × ${principal}: the answer shows ${target.kind} A's data`);
        }
      }
    }
  }
  return misses;
}

/** Calls every row as the target's owner: each sample must be a valid call (or the row's `owner` outcome). */
async function runAsOwner(principal: Principal, target: Target, rows: [string, Row][]) {
  const misses: string[] = [];
  for (const [operation, row] of inRunOrder(rows)) {
    const answer = await send(operation, row, principal, target);
    misses.push(
      ...judge(`${operation} × ${principal} (owner)`, operation, row, expected(row, principal, true), answer),
    );
  }
  return misses;
}

describe("authorization matrix (issue 13): every operation × every principal", () => {
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

  it("guest A's carts and orders: every other principal is refused or finds nothing, and changes nothing", async () => {
    const db = world.ctx.database.db;
    const before = await rowsOwnedBy(db, seeded.guestA);
    const rows = Object.entries(expectations).filter(([, row]) => row.access === "cartOwner");
    const misses = await runAgainst(
      seeded.guestA,
      principals.filter((p) => p !== "guestA"),
      rows,
    );
    expect(misses).toEqual([]);
    expect(await rowsOwnedBy(db, seeded.guestA)).toEqual(before);
  });

  it("guest A, the owner: each cart and order row's request succeeds on their own data", async () => {
    const rows = Object.entries(expectations).filter(([, row]) => row.access === "cartOwner");
    expect(await runAsOwner("guestA", seeded.guestA, rows)).toEqual([]);
  });

  it("customer A's data: every other principal is refused or finds nothing, and changes nothing", async () => {
    const db = world.ctx.database.db;
    const before = await rowsOwnedBy(db, seeded.customerA);
    const misses = await runAgainst(
      seeded.customerA,
      principals.filter((p) => p !== "customerA"),
      Object.entries(expectations),
    );
    expect(misses).toEqual([]);
    expect(await rowsOwnedBy(db, seeded.customerA)).toEqual(before);
  });

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
    expect(await runAsOwner("customerA", seeded.customerA, Object.entries(expectations))).toEqual([]);
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
