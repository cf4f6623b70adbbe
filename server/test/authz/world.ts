import { randomBytes, randomUUID } from "node:crypto";
import { orderStatus } from "@dutchpot/contract";
import { eq, sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DbOrTx } from "../../src/db/client.ts";
import { menuCategories, shopMenuCategories, shops, shopTags, userRoles, users } from "../../src/db/schema/index.ts";
import { systemClock } from "../../src/lib/clock.ts";
import { hashPassword } from "../../src/lib/passwords.ts";
import { buildCustomer } from "../../src/modules/cart/cart.fixtures.ts";
import {
  buildPromotion,
  type CheckoutWorld,
  callAs,
  near,
  pay,
  tokenize,
  type Who,
} from "../../src/modules/checkout/checkout.test-app.ts";
import { createOrdersService } from "../../src/modules/orders/orders.service.ts";
import { type ConsoleSeeded, seedConsoles } from "./partner-world.ts";

/**
 * The matrix's data: customer A and guest A each own a paid order, an open cart with an item and
 * (customer A) a subscription, saved cards, a liked shop and a profile, every one marked with a string of theirs
 * that must never appear in another principal's answer. Customer and guest A use different shops,
 * so calls that pick "the caller's cart of this shop" never point at the caller's own cart.
 */

/** What a sample request may point at: one owner's resources. */
export interface Target {
  kind: "customer" | "guest" | "partner" | "host";
  /** Customer: the user id; guest: 0. */
  userId: number;
  /** Customer: the password (ChangePassword's sample); guest: "". */
  password: string;
  /** The open cart, its shop and one of its lines. */
  cartId: number;
  cartShopId: number;
  cartItemId: number;
  orderId: number;
  /** A second paid order, moved on to delivered (Orders/Rate's sample). */
  deliveredOrderId: number;
  /** Customer A only (a guest has none): a saved card and a liked shop. */
  cardId: string;
  /** Customer A only: the subscription of its paid order (guest: 0). */
  subscriptionId: number;
  likedShopId: number;
  /** The Idempotency-Key of the open cart's ShoppingCart/Create and of the order's ProcessPayment. */
  createKey: string;
  payKey: string;
  payBody: { shopId: number; sourceId: string } & Record<string, unknown>;
  createBody: unknown;
  /** Strings stored in this owner's rows (name, notes, drop-off text): never in another's answer. */
  markers: string[];
}

export interface Seeded {
  world: CheckoutWorld;
  customerA: Target;
  guestA: Target & { guestId: string };
  /** Signs in through TokenAuth/Authenticate in the samples (never A: a guest id merges carts there). */
  signer: { email: string; password: string };
  tenantAdminId: number;
  promoCode: string;
  menuCategoryId: number;
  tagId: number;
  shopTypeId: number;
  /** Partner A's shop, menu, promotion and orders, partner B, the host admin (partner-world.ts). */
  consoles: ConsoleSeeded;
}

const mark = (who: string) => `${who}-${randomBytes(6).toString("hex")}`;

/** A user of tenant `tenantId` with one role and a password. */
export async function buildUser(db: DbOrTx, tenantId: number, role: "customer" | "tenantAdmin", name = "Matrix") {
  const email = `authz-${randomBytes(4).toString("hex")}@example.com`;
  const password = "Authz-test-1";
  const [user] = await db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name, passwordHash: await hashPassword(password) })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await db.insert(userRoles).values({ userId: id, role });
  return { id, email, password };
}

/** The owner's open cart of `shopId` with one line and an address near the shop; answers its ids. */
async function openCart(
  world: CheckoutWorld,
  who: Who,
  shopId: number,
  foodMenuId: number,
  marker: string,
  key = randomUUID(),
) {
  const body = createBody(shopId, foodMenuId, marker);
  const created = await callAs(world, who, "POST", "ShoppingCart/Create", body, { key });
  expect(created.statusCode, created.body).toBe(200);
  const cart = created.json().result;
  const placed = await callAs(world, who, "PATCH", "ShoppingCart/UpdateShoppingCart", {
    shoppingCartId: cart.id,
    deliveryAddress: "1 Front St W",
    city: "Toronto",
    zipcode: "M5J 2X6",
    dropOffInstructions: `${marker}-drop-off`,
    ...near,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  return {
    cartId: cart.id as number,
    cartItemId: cart.shoppingCartItems[0].id as number,
    createKey: key,
    createBody: body,
  };
}

/** ShoppingCart/Create's body for an owner's open cart (`marker` goes in the notes). */
const createBody = (shopId: number, foodMenuId: number, marker: string) => ({
  shopId,
  shoppingCartItems: [{ foodMenuId, quantity: 1 }],
  notes: `${marker}-notes`,
});

/** A paid order of `who` (a cart of the open shop, paid with an approved sandbox card). */
async function paidOrder(world: CheckoutWorld, who: Who, marker: string, extra: Record<string, unknown> = {}) {
  await openCart(world, who, world.shop.open, world.item.patty, `${marker}-order`);
  const payKey = randomUUID();
  const payBody = { shopId: world.shop.open, sourceId: await tokenize(world), ...extra };
  const res = await pay(world, who, payBody, payKey);
  expect(res.statusCode, res.body).toBe(200);
  const order = res.json().result;
  return { orderId: order.id as number, subscriptionId: order.subscriptionId as number | null, payKey, payBody };
}

/**
 * A paid order moved on to delivered by the platform (a rating needs one), through the orders
 * service's `transition` on the test's database (`app.services` lives inside the modules' scope).
 */
async function deliveredOrder(world: CheckoutWorld, who: Who, marker: string) {
  const { orderId } = await paidOrder(world, who, `${marker}-delivered`);
  const none = async () => expect.fail("not used by transition");
  const orders = createOrdersService(
    world.ctx.database.db,
    { shopBadges: none, paymentSummaries: none, refundOrderPayment: none },
    systemClock,
  );
  for (const to of [orderStatus.processing, orderStatus.outForDelivery, orderStatus.delivered]) {
    await orders.transition({ orderId, to, actor: "system" });
  }
  return orderId;
}

export async function seedWorld(world: CheckoutWorld): Promise<Seeded> {
  const db = world.ctx.database.db;
  const a = world.alice;

  // Customer A: a marked profile, a paid order, an open cart, a saved card, a liked shop.
  const aMark = mark("customer-a");
  const aPassword = "Cart-test-1"; // buildCustomer's
  await db
    .update(users)
    .set({ name: `${aMark}-name`, surname: `${aMark}-surname`, address: `${aMark}-address` })
    .where(eq(users.id, a.id));
  // A subscription order: the subscription (and the card it saves) is A's too.
  const aOrder = await paidOrder(world, a, aMark, {
    orderSubscription: { weeks: 4, dayOfWeek: 2, timeSlot: "10:00" },
  });
  expect(aOrder.subscriptionId).toEqual(expect.any(Number));
  const aDelivered = await deliveredOrder(world, a, aMark);
  const aCart = await openCart(world, a, world.shop.open, world.item.patty, aMark);
  const saved = await callAs(world, a, "POST", "Customers/SaveCustomerCard", { Id: await tokenize(world) });
  expect(saved.statusCode, saved.body).toBe(200);
  const liked = await callAs(world, a, "POST", "ShopLikeList/Create", { shopId: world.shop.open });
  expect(liked.statusCode, liked.body).toBe(200);

  // Guest A: a paid order and an open cart (of another shop than customer A's open cart).
  const gMark = mark("guest-a");
  const guestId = randomUUID();
  const g: Who = { guest: guestId };
  const gOrder = await paidOrder(world, g, gMark);
  const gDelivered = await deliveredOrder(world, g, gMark);
  const gCart = await openCart(world, g, world.shop.noPickup, world.item.noPickupMeal, gMark);

  const signer = await buildCustomer(db, world.ctx.app.tokens, 3);
  const admin = await buildUser(db, 3, "tenantAdmin", "Storefront Admin");
  const promo = await buildPromotion(world, {});
  const [category] = await db
    .insert(menuCategories)
    .values({ marketplaceTenantId: 3, name: "Jamaican" })
    .returning({ id: menuCategories.id });
  const menuCategoryId = (category as { id: number }).id;
  await db.insert(shopMenuCategories).values({ shopId: world.shop.open, menuCategoryId });
  const [tag] = await db.select({ id: shopTags.id }).from(shopTags).where(eq(shopTags.shopId, world.shop.open));
  const [shop] = await db.select({ typeId: shops.shopTypeId }).from(shops).where(eq(shops.id, world.shop.open));
  return {
    world,
    customerA: {
      kind: "customer",
      userId: a.id,
      password: aPassword,
      ...aCart,
      cartShopId: world.shop.open,
      orderId: aOrder.orderId,
      deliveredOrderId: aDelivered,
      payKey: aOrder.payKey,
      payBody: aOrder.payBody,
      cardId: saved.json().result.cardId,
      subscriptionId: aOrder.subscriptionId as number,
      likedShopId: world.shop.open,
      markers: [aMark],
    },
    guestA: {
      kind: "guest",
      guestId,
      userId: 0,
      password: "",
      ...gCart,
      cartShopId: world.shop.noPickup,
      orderId: gOrder.orderId,
      deliveredOrderId: gDelivered,
      payKey: gOrder.payKey,
      payBody: gOrder.payBody,
      cardId: "sbx_card_none",
      subscriptionId: 0,
      likedShopId: world.shop.noPickup,
      markers: [gMark],
    },
    signer: { email: signer.email, password: signer.password },
    tenantAdminId: admin.id,
    promoCode: promo.code,
    menuCategoryId,
    tagId: (tag as { id: number }).id,
    shopTypeId: shop?.typeId ?? 0,
    consoles: await seedConsoles(world),
  };
}

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every row an owner has, as text: their user row and roles, carts (lines, options), orders (lines,
 * payments, subscriptions), saved cards and likes. Equal before and after = nobody changed them.
 */
export async function rowsOwnedBy(db: DbOrTx, target: Target & { guestId?: string }): Promise<string[]> {
  const user = target.kind === "customer" ? target.userId : -1;
  const guest = target.guestId ?? null;
  const owned = sql`(user_id = ${user} or guest_id = ${guest}::uuid)`;
  const queries = [
    sql`select t::text as row from users t where id = ${user}`,
    sql`select t::text as row from user_roles t where user_id = ${user}`,
    sql`select t::text as row from shopping_carts t where ${owned} order by 1`,
    sql`select t::text as row from shopping_cart_items t where cart_id in (select id from shopping_carts where ${owned}) order by 1`,
    sql`select t::text as row from shopping_cart_item_options t where cart_item_id in (select i.id from shopping_cart_items i join shopping_carts c on c.id = i.cart_id where c.user_id = ${user} or c.guest_id = ${guest}::uuid) order by 1`,
    sql`select t::text as row from orders t where ${owned} order by 1`,
    sql`select t::text as row from order_lines t where order_id in (select id from orders where ${owned}) order by 1`,
    sql`select t::text as row from payments t where order_id in (select id from orders where ${owned}) order by 1`,
    sql`select t::text as row from order_subscriptions t where ${owned} order by 1`,
    sql`select t::text as row from order_ratings t where order_id in (select id from orders where ${owned}) order by 1`,
    sql`select t::text as row from order_problems t where order_id in (select id from orders where ${owned}) order by 1`,
    sql`select t::text as row from customer_cards t where user_id = ${user} order by 1`,
    sql`select t::text as row from shop_likes t where user_id = ${user} order by 1`,
  ];
  const rows: string[] = [];
  for (const query of queries) rows.push(...rowsOf<{ row: string }>(await db.execute(query)).map((r) => r.row));
  return rows;
}
