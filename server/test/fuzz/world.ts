import { sandboxTestCards } from "@dutchpot/contract";
import { menuCategories, promotions, shopMenuCategories, userRoles, users } from "../../src/db/schema/index.ts";
import { seedReferenceData } from "../../src/db/seed/index.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { buildOptions } from "../../src/modules/cart/cart.fixtures.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../factories.ts";
import { createTestApp } from "../support/test-app.ts";
import { buildConsoles, type Consoles } from "./consoles.ts";
import { forgeTokens } from "./forged-tokens.ts";
import { Rng } from "./prng.ts";

/**
 * The storefront the fuzzer attacks: tenant 3 with open shops (menus, options, hours, categories,
 * promotions), a closed shop, another marketplace with its own shop and customer, customers with
 * tokens, carts and a saved card, guests with carts, one-time card tokens, and forged tokens of
 * every kind. Built the same way on every run (ids come from fresh sequences), so a request
 * generated from a seed means the same thing each time.
 */

export const jwtSecret = "fuzz-secret-fuzz-secret-fuzz-secret!";
export const password = "Fuzz-pass-1";
export const storefront = 3;
const api = "/api/services/app";

export interface Customer {
  id: number;
  email: string;
  phone: string;
  authorization: string;
}

export type Owner =
  | "alice"
  | "bob"
  | "carol"
  | "guestA"
  | "guestB"
  | "victim"
  | "nobody"
  // The consoles' callers (consoles.ts): partner A's and partner B's admins, the host admin.
  | "partner"
  | "partnerB"
  | "host";

export interface World {
  ctx: Awaited<ReturnType<typeof createTestApp>>;
  otherMarketplace: number;
  shops: { open: number; open2: number; closed: number; inactive: number; foreign: number };
  shopIds: number[];
  itemIds: number[];
  tagIds: number[];
  attributeValueIds: number[];
  categoryIds: number[];
  promoCodes: string[];
  /** Customers of tenant 3 whose tokens stay valid (never deleted, password never changed). */
  alice: Customer;
  bob: Customer;
  /** A customer of the other marketplace. */
  carol: Customer;
  /** Accounts the fuzzer may delete or whose password it may change (tokens die with them). */
  victims: Customer[];
  guests: { a: string; b: string };
  /** Each cart owner's shop, carts (the last one open) and cart lines. */
  carts: Record<Owner, { shopId: number; cartIds: number[]; lineIds: number[] }>;
  cartIds: number[];
  cartLineIds: number[];
  orderIds: number[];
  subscriptionIds: number[];
  cardIds: string[];
  cardTokens: string[];
  emails: string[];
  phones: string[];
  /** A delivery address near the open shops. */
  place: { deliveryAddress: string; city: string; zipcode: string; latitude: number; longitude: number };
  /** Authorization header values that must never sign anyone in (name → value). */
  forgedTokens: Record<string, string>;
  /** Partner and host admins, their ids and upload forms (issue 15). */
  consoles: Consoles;
}

/** Seeds the world on a fresh test app (rate limiter out of the way) and returns its handles. */
export async function buildWorld(): Promise<World> {
  // FUZZ_LOG=1 prints the server's error log (the stack of a 500) while replaying a failure; the
  // fuzzer's own closing of event streams after their head (an AbortError) is left out.
  const write = (line: string) => void (line.includes('"AbortError"') || process.stdout.write(line));
  const logger = process.env.FUZZ_LOG ? { level: "error", stream: { write } } : undefined;
  const ctx = await createTestApp(
    { JWT_SECRET: jwtSecret, RATE_LIMIT_MAX: "100000000", SSE_MAX_STREAMS: "100000" },
    { logger: logger as never },
  );
  const db = ctx.database.db;
  await seedReferenceData(db);
  await buildTenant(db, { id: storefront, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  const other = await buildTenant(db, { kind: "marketplace", name: "Other Brand", tenancyName: "other-brand" });
  ctx.app.tenantDirectory.invalidate();

  // Open around the clock (buildShop's timetable); a closed shop is busy for good (one without hours is not listed).
  const shopOf = async (overrides: Parameters<typeof buildShop>[1], open = true) => {
    const closed = open ? {} : { pausedUntil: new Date("2100-01-01T00:00:00Z") };
    const shop = await buildShop(db, {
      marketplaceTenantId: storefront,
      deliveryFeeCents: 299,
      ...overrides,
      ...closed,
    });
    return shop.id;
  };
  const shops = {
    open: await shopOf({ name: "Jerk Hut", slug: "fuzz-jerk-hut", kind: "restaurant" }),
    open2: await shopOf({ name: "Corner Store", slug: "fuzz-corner", kind: "convenience", slotCapacity: 1 }),
    closed: await shopOf({ name: "Night Owl", slug: "fuzz-night-owl", kind: "homeChef" }, false),
    inactive: await shopOf({ name: "Gone", slug: "fuzz-gone", isActive: false }),
    foreign: await shopOf({ name: "Elsewhere", slug: "fuzz-elsewhere", marketplaceTenantId: other.id }),
  };
  const shopIds = Object.values(shops);

  const tagIds: number[] = [];
  const itemIds: number[] = [];
  for (const shopId of shopIds) {
    const tag = await buildShopTag(db, { shopId, name: `Section ${shopId}` });
    tagIds.push(tag.id);
    for (const [name, cents] of [
      ["Beef Patty", 350],
      ["Jerk Chicken", 1299],
    ] as const) {
      itemIds.push(
        (await buildMenuItem(db, { shopId, tagId: tag.id, name: `${name} ${shopId}`, unitPriceCents: cents })).id,
      );
    }
  }
  itemIds.push((await buildMenuItem(db, { shopId: shops.open, name: "Sold Out", isActive: false })).id);
  const sizes = await buildOptions(db, itemIds[1] as number, [
    {
      textPrompt: "Choose a size",
      controlType: 2,
      isRequired: true,
      values: [
        { name: "Small", costCents: 0, isPreSelected: true },
        { name: "Large", costCents: 200 },
      ],
    },
    { textPrompt: "Extras", controlType: 3, values: [{ name: "Cheese", costCents: 100 }] },
  ]);
  const attributeValueIds = Object.values(sizes);

  const categories = await db
    .insert(menuCategories)
    .values([
      { marketplaceTenantId: storefront, name: "Caribbean" },
      { marketplaceTenantId: storefront, name: "Snacks" },
      { marketplaceTenantId: other.id, name: "Elsewhere food" },
    ])
    .returning({ id: menuCategories.id });
  const categoryIds = categories.map((c) => c.id);
  await db.insert(shopMenuCategories).values([
    { shopId: shops.open, menuCategoryId: categoryIds[0] as number },
    { shopId: shops.open2, menuCategoryId: categoryIds[1] as number },
    { shopId: shops.foreign, menuCategoryId: categoryIds[2] as number },
  ]);
  const promoCodes = ["FUZZ10", "FREEDEL", "ONCE5"];
  await db.insert(promotions).values([
    { tenantId: storefront, code: "FUZZ10", kind: "percentage", value: 1000 },
    { tenantId: storefront, code: "FREEDEL", kind: "freeDelivery" },
    { tenantId: storefront, code: "ONCE5", kind: "fixedAmount", value: 500, perCustomerLimit: 1, shopId: shops.open },
  ]);

  // One scrypt hash for every account: hashing is the slow part of building customers.
  const passwordHash = await hashPassword(password);
  let counter = 0;
  const customer = async (tenantId: number): Promise<Customer> => {
    counter++;
    const email = `fuzz${counter}@example.com`;
    const phone = `416555${String(1000 + counter).slice(-4)}`;
    const [row] = await db
      .insert(users)
      .values({
        tenantId,
        userName: email,
        emailAddress: email,
        name: "Fuzz",
        surname: `Customer${counter}`,
        passwordHash,
        phoneCountryCode: "+1",
        phoneNumber: phone,
        isPhoneConfirmed: true,
      })
      .returning({ id: users.id });
    const id = (row as { id: number }).id;
    await db.insert(userRoles).values({ userId: id, role: "customer" });
    const { accessToken } = await ctx.app.tokens.sign({ userId: id, tenantId, roles: ["customer"] });
    return { id, email, phone, authorization: `Bearer ${accessToken}` };
  };
  const alice = await customer(storefront);
  const bob = await customer(storefront);
  const carol = await customer(other.id);
  const victims: Customer[] = [];
  for (let i = 0; i < 12; i++) victims.push(await customer(storefront));

  const rng = new Rng(20261124);
  const guests = { a: rng.uuid(), b: rng.uuid() };

  const call = async (
    method: "GET" | "POST" | "PATCH",
    path: string,
    who: Record<string, string>,
    payload?: unknown,
    tenant = storefront,
  ) => {
    const res = await ctx.app.inject({
      method,
      url: `${api}/${path}`,
      headers: { "Abp.TenantId": String(tenant), ...who },
      payload: payload as object,
    });
    if (res.statusCode !== 200)
      throw new Error(`world set-up: ${method} ${path} answered ${res.statusCode} ${res.body}`);
    return res.json().result;
  };
  const asAlice = { authorization: alice.authorization };
  const asCarol = { authorization: carol.authorization };
  const guestA = { "X-Guest-Id": guests.a };
  const guestB = { "X-Guest-Id": guests.b };

  const tokenize = (number: string) =>
    call(
      "POST",
      "Payments/TokenizeCard",
      {},
      { cardNumber: number, expiryMonth: 12, expiryYear: 2030, cvv: "123" },
    ).then((r: { token: string }) => r.token);
  const cardTokens: string[] = [];
  for (const card of sandboxTestCards) for (let i = 0; i < 4; i++) cardTokens.push(await tokenize(card.number));
  await call("POST", "Customers/SaveCustomerCard", asAlice, { Id: await tokenize(sandboxTestCards[0].number) });
  await call("POST", "Customers/SaveCustomerCard", asAlice, { Id: await tokenize(sandboxTestCards[1].number) });
  const cards: { cardId: string }[] = await call("GET", "Customers/GetCustomersCardsList", asAlice);
  const cardIds = cards.map((c) => c.cardId);

  const lines = [
    { foodMenuId: itemIds[0], quantity: 2 },
    { foodMenuId: itemIds[1], quantity: 1, selectedAttributes: [{ productAttributeValueId: sizes.Large }] },
  ];
  const place = {
    deliveryAddress: "1 Front St W",
    city: "Toronto",
    zipcode: "M5J 2X6",
    latitude: 43.6453,
    longitude: -79.3806,
  };
  const cartIds: number[] = [];
  const cartLineIds: number[] = [];
  const carts = Object.fromEntries(
    (["alice", "bob", "carol", "guestA", "guestB", "victim", "nobody", "partner", "partnerB", "host"] as const).map(
      (owner) => [
        owner,
        {
          shopId:
            owner === "carol" ? shops.foreign : owner === "guestB" || owner === "partnerB" ? shops.open2 : shops.open,
          cartIds: [] as number[],
          lineIds: [] as number[],
        },
      ],
    ),
  ) as World["carts"];
  const cartFor = async (owner: Owner, shopId: number, items: unknown[], tenant = storefront) => {
    const who = { alice: asAlice, carol: asCarol, guestA, guestB }[owner as "alice"];
    const cart = await call(
      "POST",
      "ShoppingCart/Create",
      who,
      { shopId, shoppingCartItems: items, notes: "fuzz" },
      tenant,
    );
    cartIds.push(cart.id);
    carts[owner].cartIds.push(cart.id);
    for (const line of cart.shoppingCartItems ?? []) {
      cartLineIds.push(line.id);
      carts[owner].lineIds.push(line.id);
    }
    await call("PATCH", "ShoppingCart/UpdateShoppingCart", who, { shoppingCartId: cart.id, ...place }, tenant);
    return cart.id as number;
  };
  await cartFor("alice", shops.open, lines);
  await cartFor("guestA", shops.open, lines);
  await cartFor("guestB", shops.open2, [{ foodMenuId: itemIds[2], quantity: 1 }]);
  await cartFor("carol", shops.foreign, [{ foodMenuId: itemIds[8], quantity: 1 }], other.id);

  // One paid order each for alice and guest A (orders to read), then fresh carts to pay again.
  const orderIds: number[] = [];
  const subscriptionIds: number[] = [];
  const payFor = async (who: Record<string, string>, sourceId: string, extra: Record<string, unknown> = {}) => {
    const res = await ctx.app.inject({
      method: "POST",
      url: `${api}/ShoppingCart/ProcessPayment`,
      headers: { "Abp.TenantId": String(storefront), "Idempotency-Key": rng.uuid(), ...who },
      payload: { shopId: shops.open, sourceId, name: "Fuzz", email: "fuzz-pay@example.com", ...extra },
    });
    if (res.statusCode !== 200) throw new Error(`world set-up: ProcessPayment answered ${res.statusCode} ${res.body}`);
    const order = res.json().result;
    orderIds.push(order.id);
    if (order.subscriptionId) subscriptionIds.push(order.subscriptionId);
  };
  // Alice's order starts a weekly subscription (the OrdersSubscription calls get its id).
  await payFor(asAlice, cardIds[0] as string, {
    orderSubscription: { isOnGoing: true, daysOfWeek: [1, 4], timeSlot: "13:00" },
  });
  await payFor(guestA, await tokenize(sandboxTestCards[0].number));
  await cartFor("alice", shops.open, lines);
  await cartFor("guestA", shops.open, lines);

  const all = [alice, bob, carol, ...victims];
  return {
    ctx,
    otherMarketplace: other.id,
    shops,
    shopIds,
    itemIds,
    tagIds,
    attributeValueIds,
    categoryIds,
    promoCodes,
    alice,
    bob,
    carol,
    victims,
    guests,
    carts,
    cartIds,
    cartLineIds,
    orderIds,
    subscriptionIds,
    cardIds,
    cardTokens,
    emails: all.map((c) => c.email),
    phones: all.map((c) => c.phone),
    place,
    forgedTokens: await forgeTokens(alice, bob, jwtSecret, storefront),
    consoles: await buildConsoles(ctx, passwordHash),
  };
}
