import { randomUUID } from "node:crypto";
import { pathToFileURL } from "node:url";
import autocannon from "autocannon";
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../server/src/db/client.ts";
import { itemAttributes, itemAttributeValues, menuItems, shops } from "../../server/src/db/schema/index.ts";
import { openBenchDatabase } from "./database.ts";
import { type LoadOptions, loadTableHeader, runScenario } from "./load.ts";
import { scenarios } from "./scenarios.ts";
import { startBenchServer } from "./server.ts";

/**
 * Cart load (issue 5) on the seeded demo marketplace. Carts need set-up (a guest, a cart, a line),
 * so these run after the static scenarios (`run.ts`) with one guest cart per connection, except
 * the contention row where every connection changes the same cart (its row lock serialises them).
 * Quantities go +1 then −1 so that they stay within 1–99 however long the run is.
 */

const app = "/api/services/app/ShoppingCart";
const tenant = { "Abp.TenantId": "3", "content-type": "application/json" };

interface Slot {
  guest: string;
  cartId: number;
  lineId: number;
}

/**
 * A demo item with a single-choice option (the first flagship item that has one) and a valid
 * choice for it: the first value of each single-choice or required attribute.
 */
async function itemWithOption(db: Db) {
  const [item] = await db
    .select({ shopId: menuItems.shopId, itemId: menuItems.id })
    .from(menuItems)
    .innerJoin(shops, eq(shops.id, menuItems.shopId))
    .innerJoin(itemAttributes, eq(itemAttributes.menuItemId, menuItems.id))
    .where(and(eq(shops.marketplaceTenantId, 3), eq(menuItems.isActive, true), eq(itemAttributes.controlType, 2)))
    .orderBy(asc(menuItems.id))
    .limit(1);
  if (!item) throw new Error("the demo seed has no item with a single-choice option");
  const values = await db
    .select({
      attributeId: itemAttributes.id,
      controlType: itemAttributes.controlType,
      isRequired: itemAttributes.isRequired,
      valueId: itemAttributeValues.id,
    })
    .from(itemAttributes)
    .innerJoin(itemAttributeValues, eq(itemAttributeValues.attributeId, itemAttributes.id))
    .where(eq(itemAttributes.menuItemId, item.itemId))
    .orderBy(asc(itemAttributes.id), asc(itemAttributeValues.sortOrder), asc(itemAttributeValues.id));
  const chosen = new Map<number, number>();
  for (const v of values) {
    if ((v.controlType === 2 || v.isRequired) && !chosen.has(v.attributeId)) chosen.set(v.attributeId, v.valueId);
  }
  return { ...item, valueIds: [...chosen.values()] };
}

async function newSlot(baseUrl: string, item: { shopId: number; itemId: number; valueIds: number[] }): Promise<Slot> {
  const guest = randomUUID();
  const res = await fetch(`${baseUrl}${app}/Create`, {
    method: "POST",
    headers: { ...tenant, "X-Guest-Id": guest },
    body: JSON.stringify({
      shopId: item.shopId,
      shoppingCartItems: [{ foodMenuId: item.itemId, quantity: 1, selectedAttributes: item.valueIds }],
      shoppingCartCharges: [],
      notes: "Some Notes",
    }),
  });
  const answer = (await res.json()) as { result: { id: number; shoppingCartItems: { id: number }[] } | null };
  if (!answer.result) throw new Error(`cart set-up failed: ${JSON.stringify(answer)}`);
  const cart = answer.result;
  return { guest, cartId: cart.id, lineId: cart.shoppingCartItems[0]?.id as number };
}

type Step = (slot: Slot) => { method: "POST" | "PUT"; path: string; body: unknown };

const addOne =
  (item: { itemId: number; valueIds: number[] }): Step =>
  (slot) => ({
    method: "POST",
    path: `${app}/AddShoppingCartItem`,
    body: {
      shoppingCartItem: {
        shoppingCartId: slot.cartId,
        foodMenuId: item.itemId,
        quantity: 1,
        selectedAttributes: item.valueIds,
      },
      shoppingCartId: slot.cartId,
    },
  });
const change =
  (quantityDelta: number): Step =>
  (slot) => ({
    method: "PUT",
    path: `${app}/UpdateShoppingCartItem`,
    body: { shoppingCartItem: { id: slot.lineId, quantityDelta }, shoppingCartId: slot.cartId },
  });

async function load(baseUrl: string, name: string, slots: Slot[], steps: Step[], options: LoadOptions) {
  let next = 0;
  const slotOf = (context: Record<string, unknown>) => {
    context.slot ??= slots[next++ % slots.length];
    return context.slot as Slot;
  };
  const result = await autocannon({
    url: baseUrl,
    connections: options.connections,
    duration: options.seconds,
    requests: steps.map((step) => ({
      setupRequest: (request, context) => {
        const slot = slotOf(context as Record<string, unknown>);
        const { method, path, body } = step(slot);
        return {
          ...request,
          method,
          path,
          headers: { ...tenant, "X-Guest-Id": slot.guest },
          body: JSON.stringify(body),
        };
      },
    })),
  });
  const errors = result.errors + result.non2xx;
  return `| ${name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`;
}

/** Table rows (same columns as `loadTableHeader`) for the cart scenarios. */
export async function cartLoadRows(baseUrl: string, db: Db, options: LoadOptions): Promise<string[]> {
  const item = await itemWithOption(db);
  const slots: Slot[] = [];
  for (let i = 0; i < options.connections; i++) slots.push(await newSlot(baseUrl, item));
  const shared = [await newSlot(baseUrl, item)];
  const rows: string[] = [];
  rows.push(
    await load(
      baseUrl,
      "ShoppingCart add-to-cart (AddShoppingCartItem +1 with an option, then −1; own cart)",
      slots,
      [addOne(item), change(-1)],
      options,
    ),
  );
  rows.push(
    await load(
      baseUrl,
      "ShoppingCart quantity update (UpdateShoppingCartItem ±1; own cart)",
      slots,
      [change(1), change(-1)],
      options,
    ),
  );
  rows.push(
    await load(
      baseUrl,
      "ShoppingCart quantity update (±1, every connection on one cart)",
      shared,
      [change(1), change(-1)],
      options,
    ),
  );
  return rows;
}

/** `npx tsx src/cart-scenarios.ts` (in bench/): the cart rows alone, without the other scenarios and the page weights. */
if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const bench = await openBenchDatabase();
  const { app: server, baseUrl } = await startBenchServer(bench);
  const options = {
    seconds: Number(process.env.BENCH_SECONDS ?? 10),
    connections: Number(process.env.BENCH_CONNECTIONS ?? 20),
  };
  try {
    console.log(`database: ${bench.label}; ${options.connections} connections, ${options.seconds} s per scenario\n`);
    console.log(loadTableHeader);
    // A read-only row measured in the same run, to compare with the dated tables (the machine is shared).
    const calibration = scenarios.find((s) => s.name === "ShopType/GetAll");
    if (calibration) console.log(await runScenario(baseUrl, calibration, options));
    for (const row of await cartLoadRows(baseUrl, bench.database.db, options)) console.log(row);
  } finally {
    await server.close();
    await bench.dispose();
  }
}
