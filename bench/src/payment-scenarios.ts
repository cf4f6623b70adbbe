import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { pathToFileURL } from "node:url";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "../../server/src/db/client.ts";
import {
  itemAttributes,
  itemAttributeValues,
  menuItems,
  shopClosures,
  shopHours,
  shops,
  userRoles,
  users,
} from "../../server/src/db/schema/index.ts";
import { hashPassword } from "../../server/src/lib/passwords.ts";
import { openBenchDatabase } from "./database.ts";
import { loadTableHeader, runScenario } from "./load.ts";
import { shopTypes } from "./scenarios.ts";
import { startServerProcess } from "./server-process.ts";

/**
 * ProcessPayment under load (issue 12) on PostgreSQL with the sandbox provider: the real server in
 * its own process (`server-process.ts`), the load from this one. Each connection is a signed-in
 * customer with a filled cart at each of `perCustomer` shops (delivery to the shop's own address,
 * a fresh one-time card token per cart); the timed phase pays them all, one payment in flight per
 * customer, and every 5th payment is double-clicked (a second request with the same Idempotency-Key
 * at the same moment). Then the books are checked: one order per cart, one charge per order.
 */

const api = "/api/services/app";
const tenant = { "Abp.TenantId": "3", "content-type": "application/json" };
const password = "Bench-pay-1";
const approveCard = "4111 1111 1111 1111";

export interface PaymentLoadOptions {
  connections: number;
  perCustomer: number;
  /** Seconds of the same-run calibration row (ShopType/GetAll). */
  seconds: number;
}

interface Prepared {
  authorization: string;
  payments: { shopId: number; sourceId: string }[];
}

async function call(
  baseUrl: string,
  method: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { ...tenant, ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: unknown; error?: unknown };
  if (!res.ok) throw new Error(`${method} ${path} → ${res.status} ${JSON.stringify(json.error)}`);
  return json.result as Record<string, unknown>;
}

/** Runs `work` over `items` with at most `limit` in flight. */
async function pool<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await work(items[i] as T, i);
    }
  });
  await Promise.all(runners);
}

/** Bench data: the first `count` demo shops open around the clock (the run must not depend on the hour). */
export async function openShops(db: Db, count: number) {
  const rows = await db
    .select({ id: shops.id, latitude: shops.latitude, longitude: shops.longitude })
    .from(shops)
    .where(and(eq(shops.marketplaceTenantId, 3), eq(shops.isActive, true)))
    .orderBy(asc(shops.id))
    .limit(count);
  const ids = rows.map((r) => r.id);
  await db.delete(shopHours).where(inArray(shopHours.shopId, ids));
  await db.delete(shopClosures).where(inArray(shopClosures.shopId, ids));
  await db
    .insert(shopHours)
    .values(
      ids.flatMap((shopId) =>
        [0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ shopId, dayOfWeek, opensAt: 0, closesAt: 1440 })),
      ),
    );
  return rows;
}

/** An active item of the shop and a valid choice for its required or single-choice options. */
export async function itemOf(db: Db, shopId: number) {
  const [item] = await db
    .select({ id: menuItems.id })
    .from(menuItems)
    .where(and(eq(menuItems.shopId, shopId), eq(menuItems.isActive, true)))
    .orderBy(asc(menuItems.id))
    .limit(1);
  if (!item) throw new Error(`demo shop ${shopId} has no active item`);
  const values = await db
    .select({
      attributeId: itemAttributes.id,
      controlType: itemAttributes.controlType,
      isRequired: itemAttributes.isRequired,
      valueId: itemAttributeValues.id,
    })
    .from(itemAttributes)
    .innerJoin(itemAttributeValues, eq(itemAttributeValues.attributeId, itemAttributes.id))
    .where(eq(itemAttributes.menuItemId, item.id))
    .orderBy(asc(itemAttributes.id), asc(itemAttributeValues.sortOrder), asc(itemAttributeValues.id));
  const chosen = new Map<number, number>();
  for (const v of values) {
    if ((v.controlType === 2 || v.isRequired) && !chosen.has(v.attributeId)) chosen.set(v.attributeId, v.valueId);
  }
  return { itemId: item.id, valueIds: [...chosen.values()] };
}

/** Signed-in customers of tenant 3 (inserted, then signed in through the API like any client). */
async function customers(db: Db, baseUrl: string, count: number): Promise<string[]> {
  const passwordHash = await hashPassword(password);
  const authorizations: string[] = [];
  for (let i = 0; i < count; i++) {
    const email = `bench-pay-${randomUUID().slice(0, 8)}@example.com`;
    const [user] = await db
      .insert(users)
      .values({ tenantId: 3, userName: email, emailAddress: email, name: "Bench", passwordHash })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: (user as { id: number }).id, role: "customer" });
    const result = await call(baseUrl, "POST", "/api/TokenAuth/Authenticate", {
      userNameOrEmailAddress: email,
      password,
    });
    authorizations.push(`Bearer ${result.accessToken as string}`);
  }
  return authorizations;
}

async function prepare(db: Db, baseUrl: string, options: PaymentLoadOptions): Promise<Prepared[]> {
  const shopRows = await openShops(db, options.perCustomer);
  const items = new Map<number, Awaited<ReturnType<typeof itemOf>>>();
  for (const shop of shopRows) items.set(shop.id, await itemOf(db, shop.id));
  const prepared = (await customers(db, baseUrl, options.connections)).map((authorization) => ({
    authorization,
    payments: [] as Prepared["payments"],
  }));
  const carts = prepared.flatMap((customer) => shopRows.map((shop) => ({ customer, shop })));
  await pool(carts, 8, async ({ customer, shop }) => {
    const item = items.get(shop.id) as { itemId: number; valueIds: number[] };
    const auth = { authorization: customer.authorization };
    const cart = await call(
      baseUrl,
      "POST",
      `${api}/ShoppingCart/Create`,
      {
        shopId: shop.id,
        shoppingCartItems: [{ foodMenuId: item.itemId, quantity: 2, selectedAttributes: item.valueIds }],
        shoppingCartCharges: [],
      },
      auth,
    );
    await call(
      baseUrl,
      "PATCH",
      `${api}/ShoppingCart/UpdateShoppingCart`,
      {
        shoppingCartId: cart.id,
        deliveryAddress: "1 Bench Street",
        city: "Toronto",
        zipcode: "M5J 2X6",
        latitude: shop.latitude,
        longitude: shop.longitude,
      },
      auth,
    );
    const token = await call(baseUrl, "POST", `${api}/Payments/TokenizeCard`, {
      cardNumber: approveCard,
      expiryMonth: 12,
      expiryYear: new Date().getUTCFullYear() + 3,
      cvv: "123",
    });
    customer.payments.push({ shopId: shop.id, sourceId: token.token as string });
  });
  return prepared;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

/** The timed phase: every customer pays its carts one after the other; all customers at once. */
async function payAll(baseUrl: string, prepared: Prepared[]) {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const duplicates = new Map<number, number>();
  const orderIds: number[] = [];
  let attempt = 0;
  const count = (map: Map<number, number>, status: number) => map.set(status, (map.get(status) ?? 0) + 1);
  const send = (customer: Prepared, body: unknown, key: string) =>
    fetch(`${baseUrl}${api}/ShoppingCart/ProcessPayment`, {
      method: "POST",
      headers: { ...tenant, authorization: customer.authorization, "Idempotency-Key": key },
      body: JSON.stringify(body),
    });
  const started = performance.now();
  await Promise.all(
    prepared.map(async (customer) => {
      for (const payment of customer.payments) {
        const key = randomUUID();
        const doubleClick = ++attempt % 5 === 0;
        const t0 = performance.now();
        const timed = (res: Promise<Response>) =>
          res.then(async (r) => ({ status: r.status, body: await r.text(), ms: performance.now() - t0 }));
        const [first, second] = await Promise.all([
          timed(send(customer, payment, key)),
          doubleClick ? timed(send(customer, payment, key)) : null,
        ]);
        // A double click is one attempt: it succeeds when either request got the order (the other
        // one is told "in flight" or gets the replay); its time is until the order came back.
        const won = [first, second].find((r) => r?.status === 200) ?? first;
        latencies.push(won.ms);
        count(statuses, won.status);
        if (second) {
          count(duplicates, first.status);
          count(duplicates, second.status);
        }
        if (won.status === 200) orderIds.push((JSON.parse(won.body) as { result: { id: number } }).result.id);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return { seconds, latencies, statuses, duplicates, orderIds };
}

/** After the run: one order per cart, one payment row and one completed sandbox charge per order. */
async function checkBooks(db: Db) {
  const one = async (query: ReturnType<typeof sql>) =>
    Number(((await db.execute(query)) as unknown as { rows: { n: string | number }[] }).rows[0]?.n ?? 0);
  return {
    orders: await one(sql`select count(*) as n from orders`),
    charges: await one(sql`select count(*) as n from sandbox_payments where status = 'COMPLETED'`),
    paymentRows: await one(sql`select count(*) as n from payments`),
    duplicateOrders: await one(
      sql`select count(*) as n from (select cart_id from orders group by cart_id having count(*) > 1) d`,
    ),
    duplicateCharges: await one(
      sql`select count(*) as n from (select order_id from payments group by order_id having count(*) > 1) d`,
    ),
    chargesWithoutOrder: await one(sql`
      select count(*) as n from sandbox_payments s
      where s.status = 'COMPLETED' and not exists (select 1 from payments p where p.provider_payment_id = s.id)`),
  };
}

const summary = (map: Map<number, number>) =>
  [...map.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ") || "none";

/** Markdown rows (calibration, payment) and the checks line; needs PostgreSQL (`serverUrl`). */
export async function paymentLoadReport(serverUrl: string, options: PaymentLoadOptions): Promise<string[]> {
  const bench = await openBenchDatabase(serverUrl);
  const server = await startServerProcess(bench.database.url as string);
  try {
    const db = bench.database.db;
    const prepared = await prepare(db, server.baseUrl, options);
    const rows = [
      `database: ${bench.label}; server in its own process; ${options.connections} customers × ${options.perCustomer} carts`,
      "",
      loadTableHeader,
    ];
    const row = await runScenario(server.baseUrl, shopTypes, {
      seconds: options.seconds,
      connections: options.connections,
    });
    rows.push(row.replace("| ShopType/GetAll |", "| ShopType/GetAll (calibration, same run) |"));
    const run = await payAll(server.baseUrl, prepared);
    const ok = run.statuses.get(200) ?? 0;
    const errors = [...run.statuses.entries()].filter(([s]) => s !== 200).reduce((n, [, c]) => n + c, 0);
    rows.push(
      `| ShoppingCart/ProcessPayment (sandbox; own carts; every 5th double-clicked) — orders/s | ${Math.round(ok / run.seconds)} | ${Math.round(percentile(run.latencies, 50))} | ${Math.round(percentile(run.latencies, 99))} | ${errors} |`,
    );
    const books = await checkBooks(db);
    rows.push(
      "",
      `${ok} orders in ${run.seconds.toFixed(1)} s; answers ${summary(run.statuses)}; requests of the double-clicked attempts ${summary(run.duplicates)}.`,
      `Books: ${books.orders} orders, ${books.paymentRows} payment rows, ${books.charges} completed sandbox charges; ` +
        `${books.duplicateOrders} carts with more than one order, ${books.duplicateCharges} orders with more than one payment, ` +
        `${books.chargesWithoutOrder} charges without an order; distinct order ids answered: ${new Set(run.orderIds).size}.`,
    );
    const clean =
      books.orders === ok &&
      books.charges === ok &&
      books.paymentRows === ok &&
      books.duplicateOrders === 0 &&
      books.duplicateCharges === 0 &&
      books.chargesWithoutOrder === 0 &&
      new Set(run.orderIds).size === ok;
    rows.push(
      clean ? "Checks: no duplicate order, no duplicate or orphan charge." : "Checks FAILED: see the counts above.",
    );
    return rows;
  } finally {
    await server.stop();
    await bench.dispose();
  }
}

/** `npx tsx src/payment-scenarios.ts` (in bench/, with DATABASE_URL): the payment rows alone. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.error(
      "The payment bench runs on PostgreSQL: set DATABASE_URL (a scratch database is created on that server).",
    );
    process.exit(2);
  }
  const rows = await paymentLoadReport(serverUrl, {
    connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
    perCustomer: Number(process.env.BENCH_PAYMENTS_PER_CUSTOMER ?? 8),
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
  });
  for (const row of rows) console.log(row);
}
