#!/usr/bin/env node
/**
 * The cluster's smoke test: `node --import tsx scripts/cluster/smoke.ts [url]` (default
 * http://127.0.0.1:8088, `npm run cluster`'s), or `npm run cluster:smoke` (starts a cluster, runs
 * this, stops it). A shopper goes through nginx, every request free to land on either instance:
 * browse, a guest cart, sign-in (the guest cart merges), checkout paid with the sandbox card (sent
 * twice with one Idempotency-Key: one order), the order's live stream held on both instances, and
 * a cancel whose event must reach the stream held by the instance that did NOT take the cancel;
 * then a shop owner's menu change, read at once through both instances. Both instances must have
 * answered. Each process's metrics port (CLUSTER_METRICS) is scraped before and after: request
 * durations, read-cache look-ups and database times must have grown, and the public side must not
 * serve /metrics (metrics-check.ts). Any failure exits 1.
 */
import { randomUUID } from "node:crypto";
import { orderStatus } from "@dutchpot/contract";
import { openEventStream, type SseFrame } from "../../server/src/events/sse-client.ts";
import { ClusterClient, instanceNames } from "./cluster-client.ts";
import { checkGrowth, checkNotPublic, metricsTargets, scrapeAll } from "./metrics-check.ts";

const baseUrl = (process.argv[2] ?? process.env.CLUSTER_URL ?? "http://127.0.0.1:8088").replace(/\/+$/, "");
const api = "/api/services/app";
const demo = { userNameOrEmailAddress: "demo@dutchpot.ca", password: "Dutchpot2026!" };
const owner = {
  userNameOrEmailAddress: "owner@oakwood-corner-mart.ca",
  password: "Dutchpot2026!",
  tenancyName: "oakwood-corner-mart",
};
/** Downtown Toronto, where the demo marketplace's shops are. */
const downtown = { latitutde: 43.6532, longitutde: -79.3832, radius: 10, maxResultCount: 10 };
const approvedCard = "4111 1111 1111 1111";
const client = new ClusterClient(baseUrl, instanceNames(process.env.CLUSTER_INSTANCES));

function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

const step = (title: string) => console.log(`\n  ${title}`);

/** Resolves with the first frame matching, or fails after `ms`. */
function within<T>(ms: number, what: string, promise: Promise<T>): Promise<T> {
  return Promise.race([
    promise,
    new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)),
  ]);
}

interface MenuItem {
  id: number;
  isOutOfStock: boolean;
  attributeMappings: {
    attributeControlType: number;
    isRequired: boolean;
    attributeValues: { id: number; isPreSelected: boolean }[];
  }[];
}

/** The options a shopper must choose: each required or single-choice group's pre-selected (or first) value. */
const choices = (item: MenuItem) =>
  item.attributeMappings
    .filter((m) => m.isRequired || m.attributeControlType === 2)
    .map((m) => (m.attributeValues.find((v) => v.isPreSelected) ?? m.attributeValues[0])?.id)
    .filter((id): id is number => id !== undefined);

/** Browse: shop types, the stores near downtown, one store's page and menu with two items in stock. */
async function browse() {
  step("Browse (the storefront by host name, shop types, near me, a store's page and menu)");
  // nginx passes the Host on (and X-Forwarded-Host, trusted): the second demo storefront by its name.
  const island = await client.getWithHost("islandgrocer.localhost", "/manifest.webmanifest");
  check(island.result.name === "Island Grocer", `islandgrocer.localhost is named ${island.result.name}`);
  const own = await client.call("GET", "/manifest.webmanifest");
  check(own.result.name !== "Island Grocer", "the cluster's own host name got Island Grocer's storefront");
  const types = await client.call("GET", `${api}/ShopType/GetAll`);
  check(types.result.items.length > 0, "ShopType/GetAll answered no shop types");
  const near = await client.call("POST", `${api}/Shop/NearMe`, { body: downtown });
  const shops: { shopId: number; businessName: string }[] = near.result.items;
  check(shops.length > 0, "Shop/NearMe found no store downtown");
  for (const candidate of shops) {
    const info = await client.call("GET", `${api}/Shop/GetStoreInfo?Id=${candidate.shopId}`);
    const menu = await client.call("GET", `${api}/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${candidate.shopId}`);
    const items: MenuItem[] = menu.result.categoryTags.flatMap((t: { items: MenuItem[] }) => t.items);
    const inStock = items.filter((i) => !i.isOutOfStock);
    if (inStock.length < 2) continue;
    console.log(`    → ${info.result.businessName} (shop ${candidate.shopId}), ${items.length} items on the menu`);
    return { shop: info.result, first: inStock[0] as MenuItem, second: inStock[1] as MenuItem };
  }
  throw new Error("no store downtown has two items in stock");
}

/** A guest cart: create with one item, add a second, change the first's quantity to 3. */
async function guestCart(shopId: number, first: MenuItem, second: MenuItem) {
  step("Guest cart (create, add, change quantity)");
  const guest = { "X-Guest-Id": randomUUID() };
  const created = await client.call("POST", `${api}/ShoppingCart/Create`, {
    headers: guest,
    body: {
      shopId,
      shoppingCartItems: [{ foodMenuId: first.id, quantity: 1, selectedAttributes: choices(first) }],
      shoppingCartCharges: [],
    },
  });
  const cartId: number = created.result.id;
  const line = created.result.shoppingCartItems.find((l: { foodMenuId: number }) => l.foodMenuId === first.id);
  check(line, "the new cart has no line of the item added");
  await client.call("POST", `${api}/ShoppingCart/AddShoppingCartItem`, {
    headers: guest,
    body: {
      shoppingCartId: cartId,
      shoppingCartItem: { foodMenuId: second.id, quantity: 1, selectedAttributes: choices(second) },
    },
  });
  await client.call("PUT", `${api}/ShoppingCart/UpdateShoppingCartItem`, {
    headers: guest,
    body: { shoppingCartId: cartId, shoppingCartItem: { id: line.id, quantity: 3 } },
  });
  const carts = await client.call("GET", `${api}/ShoppingCart/GetCustomersCarts`, { headers: guest });
  const cart = carts.result.items.find((c: { id: number }) => c.id === cartId);
  const quantities = cart?.shoppingCartItems.map((l: { foodMenuId: number; quantity: number }) => [
    l.foodMenuId,
    l.quantity,
  ]);
  check(
    JSON.stringify(quantities) ===
      JSON.stringify([
        [first.id, 3],
        [second.id, 1],
      ]) ||
      JSON.stringify(quantities) ===
        JSON.stringify([
          [second.id, 1],
          [first.id, 3],
        ]),
    `the guest cart holds ${JSON.stringify(quantities)}, expected ${first.id}×3 and ${second.id}×1`,
  );
  console.log(`    → guest cart ${cartId}: item ${first.id} × 3, item ${second.id} × 1`);
  return guest;
}

/** Sign-in with the demo customer, carrying the guest id: the guest's cart moves to the account. */
async function signIn(guest: Record<string, string>, shopId: number, first: MenuItem) {
  step("Sign in as the demo customer (the guest cart merges)");
  const auth = await client.call("POST", "/api/TokenAuth/Authenticate", { headers: guest, body: demo });
  const token: string = auth.result.accessToken;
  const customer = { authorization: `Bearer ${token}` };
  const carts = await client.call("GET", `${api}/ShoppingCart/GetCustomersCarts`, { headers: customer });
  const cart = carts.result.items.find((c: { shopId: number }) => c.shopId === shopId);
  const merged = cart?.shoppingCartItems.find((l: { foodMenuId: number }) => l.foodMenuId === first.id);
  check(merged && merged.quantity >= 3, `the account's cart of shop ${shopId} lacks the guest's 3 × item ${first.id}`);
  const left = await client.call("GET", `${api}/ShoppingCart/GetCustomersCarts`, { headers: guest });
  check(left.result.items.length === 0, "the guest still has carts after signing in");
  console.log(`    → cart ${cart.id} of the account holds item ${first.id} × ${merged.quantity}; the guest has none`);
  return { token, customer, cartId: cart.id as number };
}

/**
 * Checkout: the address of the shop itself, ASAP when it is open for another hour (else the first
 * delivery slot), the sandbox's approved card, ProcessPayment sent twice with one Idempotency-Key
 * (round-robin sends the retry to the other instance): one order, answered twice.
 */
async function checkout(customer: Record<string, string>, cartId: number, shop: Record<string, unknown>) {
  step("Checkout and pay with the sandbox card (one order for two sends of one Idempotency-Key)");
  const shopId = shop.shopId as number;
  const hours = await client.call("GET", `${api}/Shop/GetOpeningHours?shopId=${shopId}`);
  const closesAt = hours.result.state.closesAt ? Date.parse(hours.result.state.closesAt) : 0;
  const asap = hours.result.state.isOpen && closesAt - Date.now() > 60 * 60_000;
  let schedule = {};
  if (!asap) {
    const slots = await client.call("GET", `${api}/Shop/GetDeliverySlots?shopId=${shopId}`);
    const slot = slots.result.days.flatMap((d: { slots: unknown[] }) => d.slots)[0];
    check(slot, `shop ${shopId} has no delivery slot in the next 7 days`);
    schedule = { deliveryDateStart: slot.start, deliveryDateEnd: slot.end };
  }
  await client.call("PATCH", `${api}/ShoppingCart/UpdateShoppingCart`, {
    headers: customer,
    body: {
      shoppingCartId: cartId,
      deliveryAddress: shop.address,
      city: shop.city,
      zipcode: shop.postCode,
      latitude: shop.latitude,
      longitude: shop.longitude,
      ...schedule,
    },
  });
  const cart = await client.call("GET", `${api}/ShoppingCart/GetByCustomer?id=${cartId}`, { headers: customer });
  const before = await client.call("GET", `${api}/Orders/GetAllByCustomer?MaxResultCount=1`, { headers: customer });
  const card = await client.call("POST", `${api}/Payments/TokenizeCard`, {
    body: { cardNumber: approvedCard, expiryMonth: 12, expiryYear: new Date().getUTCFullYear() + 3, cvv: "123" },
  });
  const payment = { shopId, sourceId: card.result.token, expectedAmount: cart.result.amountDue };
  const key = { ...customer, "Idempotency-Key": randomUUID() };
  const paid = await client.call("POST", `${api}/ShoppingCart/ProcessPayment`, { headers: key, body: payment });
  const again = await client.call("POST", `${api}/ShoppingCart/ProcessPayment`, { headers: key, body: payment });
  const orderId: number = paid.result.id;
  check(again.result.id === orderId, `the retried payment answered order ${again.result.id}, not ${orderId}`);
  const after = await client.call("GET", `${api}/Orders/GetAllByCustomer?MaxResultCount=1`, { headers: customer });
  check(
    after.result.totalCount === before.result.totalCount + 1,
    `the customer's orders went from ${before.result.totalCount} to ${after.result.totalCount}, not one more`,
  );
  const status = paid.result.orderStatus;
  check(status === orderStatus.confirmed || status === orderStatus.scheduled, `the new order's status is ${status}`);
  console.log(
    `    → order ${orderId} (${asap ? "ASAP" : "scheduled"}), CA$${cart.result.amountDue}, paid once (answered by ${paid.instance} and ${again.instance})`,
  );
  return orderId;
}

type Stream = Awaited<ReturnType<typeof openEventStream>> & { instance: string };

/** Opens the order's event stream through nginx until both instances hold one (the extra ones are closed). */
async function streamsOnBothInstances(token: string, orderId: number): Promise<Map<string, Stream>> {
  step("Open the order's live stream (Orders/Events) until each instance holds one");
  const held = new Map<string, Stream>();
  for (let attempt = 1; attempt <= 8 && held.size < 2; attempt++) {
    const url = `${baseUrl}${api}/Orders/Events?id=${orderId}&access_token=${token}`;
    const stream = await openEventStream(url);
    check(stream.response.status === 200, `Orders/Events answered ${stream.response.status}`);
    const instance = client.instanceOf(stream.response.headers);
    client.count(instance);
    await within(
      5000,
      "the stream's opening comment",
      stream.waitFor((f) => f.comments.length > 0),
    );
    console.log(`    200 GET   ${api}/Orders/Events (text/event-stream) → ${instance}`);
    if (held.has(instance)) stream.close();
    else held.set(instance, { ...stream, instance });
  }
  check(held.size === 2, `eight streams all landed on ${[...held.keys()].join(", ")}`);
  return held;
}

/** Cancel through nginx; the stream on the instance that did not take the cancel must see it. */
async function cancelSeenElsewhere(customer: Record<string, string>, orderId: number, streams: Map<string, Stream>) {
  step("Cancel the order; the event must reach the stream held by the other instance");
  const cancelled = await client.call("POST", `${api}/Orders/Cancel`, { headers: customer, body: { id: orderId } });
  check(
    cancelled.result.orderStatus === orderStatus.cancelled,
    `Cancel answered status ${cancelled.result.orderStatus}`,
  );
  const isCancel = (f: SseFrame) =>
    f.event === "order.changed" && JSON.parse(f.data ?? "{}").status === orderStatus.cancelled;
  for (const [instance, stream] of streams) {
    const frame = await within(10_000, `order.changed on the stream held by ${instance}`, stream.waitFor(isCancel));
    const where = instance === cancelled.instance ? "the same instance" : "the OTHER instance";
    console.log(`    → ${instance}'s stream got order.changed ${frame.data} (cancel taken by ${where})`);
    stream.close();
  }
  check(
    [...streams.keys()].some((instance) => instance !== cancelled.instance),
    "no stream was held by an instance other than the cancel's",
  );
}

/**
 * A menu change made through one instance is what both instances answer at once (the storefront's
 * read caches are invalidated on every instance): the shop owner marks an item out of stock and
 * back, and after each change the menu is read through nginx until both instances have answered.
 */
async function menuChangeSeenEverywhere() {
  step("A menu change through one instance is read through both at once (read caches)");
  const auth = await client.call("POST", "/api/TokenAuth/Authenticate", { body: owner });
  const merchant = { authorization: `Bearer ${auth.result.accessToken}` };
  const shops = await client.call("GET", `${api}/MerchantShop/GetAll`, { headers: merchant });
  const shopId: number = shops.result[0].id;
  const menuPath = `${api}/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}`;
  /** The item's stock flag as each instance answers it (reads until both have answered). */
  const stockOnBoth = async (itemId: number) => {
    const seen = new Map<string, boolean>();
    for (let attempt = 1; attempt <= 8 && seen.size < 2; attempt++) {
      const menu = await client.call("GET", menuPath);
      const items: MenuItem[] = menu.result.categoryTags.flatMap((t: { items: MenuItem[] }) => t.items);
      const item = items.find((i) => i.id === itemId);
      check(item, `item ${itemId} is missing from shop ${shopId}'s menu`);
      seen.set(menu.instance, item.isOutOfStock);
    }
    check(seen.size === 2, `eight menu reads all landed on ${[...seen.keys()].join(", ")}`);
    return seen;
  };
  const first = await client.call("GET", menuPath);
  const itemId: number = first.result.categoryTags[0].items[0].id;
  check((await stockOnBoth(itemId)).size === 2, "both instances must have the menu before the change");
  for (const isOutOfStock of [true, false]) {
    const changed = await client.call("POST", `${api}/MerchantMenu/SetItemStock`, {
      headers: merchant,
      body: { id: itemId, isOutOfStock },
    });
    const seen = await stockOnBoth(itemId);
    for (const [instance, value] of seen) {
      check(
        value === isOutOfStock,
        `${instance} still answers isOutOfStock ${value} after the change through ${changed.instance}`,
      );
    }
    console.log(
      `    → item ${itemId} isOutOfStock ${isOutOfStock} (set through ${changed.instance}): both instances answer it`,
    );
  }
}

async function main() {
  console.log(`  Smoke test through ${baseUrl}`);
  const ready = await fetch(`${baseUrl}/health/ready`);
  check(ready.ok, `${baseUrl}/health/ready answered ${ready.status}`);
  const metrics = metricsTargets(process.env.CLUSTER_METRICS);
  const before = metrics.size > 0 ? await scrapeAll(metrics) : undefined;
  const { shop, first, second } = await browse();
  const guest = await guestCart(shop.shopId, first, second);
  const { token, customer, cartId } = await signIn(guest, shop.shopId, first);
  const orderId = await checkout(customer, cartId, shop);
  const streams = await streamsOnBothInstances(token, orderId);
  await cancelSeenElsewhere(customer, orderId, streams);
  await menuChangeSeenEverywhere();

  if (before) {
    step("Metrics: each process's own port, after the shopper; never on the public side");
    const expected = instanceNames(process.env.CLUSTER_INSTANCES);
    checkGrowth(before, await scrapeAll(metrics), [...expected.values()], check);
    await checkNotPublic([baseUrl, ...[...expected.keys()].map((addr) => `http://${addr}`)], check);
  } else {
    console.log("\n  Metrics not checked: no CLUSTER_METRICS (npm run cluster:smoke sets it)");
  }

  const tally = [...client.answeredBy.entries()].map(([instance, n]) => `${instance} ${n}`).join(", ");
  check(client.answeredBy.size >= 2, `only ${tally} answered: both instances must`);
  const expected = instanceNames(process.env.CLUSTER_INSTANCES);
  for (const name of expected.values()) check(client.answeredBy.has(name), `${name} answered no request`);
  console.log(`\n  Smoke passed: answers per instance: ${tally}.`);
}

const watchdog = setTimeout(() => {
  console.error("  Smoke FAILED: still running after 90 s");
  process.exit(1);
}, 90_000);
main()
  .then(() => {
    clearTimeout(watchdog);
    process.exit(0);
  })
  .catch((err: Error) => {
    console.error(`\n  Smoke FAILED: ${err.message}`);
    process.exit(1);
  });
