import { randomBytes, randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { expect } from "vitest";
import type { DbOrTx } from "../../src/db/client.ts";
import { userRoles, users } from "../../src/db/schema/index.ts";
import { buildCustomer } from "../../src/modules/cart/cart.fixtures.ts";
import {
  type CheckoutWorld,
  callAs,
  near,
  pay,
  tokenize,
  type Who,
} from "../../src/modules/checkout/checkout.test-app.ts";
import { buildShop, buildTenant } from "../factories.ts";

/**
 * The consoles' part of the matrix's world (issue 15): partner A (a partner tenant whose admin runs
 * a shop listed on storefront 3, with a menu, closure, promotion and paid orders of a diner), partner
 * B (another partner tenant and its admin), a host admin (no tenant), a storefront tenant the host
 * rows may rebrand and deactivate, a rider application and an uploaded image. Partner A's rows carry
 * a marker that must never appear in an answer to anybody but partner A's admin.
 */
export interface PartnerTarget {
  tenantId: number;
  tenancyName: string;
  adminId: number;
  shopId: number;
  tagIds: number[];
  itemId: number;
  /** An item to delete (MerchantMenu.DeleteItem runs last). */
  spareItemId: number;
  spareTagId: number;
  itemName: string;
  closureDate: string;
  promotionId: number;
  promotionCode: string;
  /** Paid orders of the diner at A's shop, one per board action (each runs once, as the owner). */
  order: { toAccept: number; toReject: number; toCancel: number; toAdvance: number; toRead: number };
  markers: string[];
}

export interface ConsoleSeeded {
  partnerA: PartnerTarget;
  partnerBAdminId: number;
  hostAdminId: number;
  /** A storefront (marketplace) tenant for the host's brand, deactivate and activate rows. */
  storefrontTenantId: number;
  riderApplicationId: number;
  /** `/media/uploads/<id>.webp` of an image partner A uploaded. */
  uploadedImagePath: string;
  /** Canada and Ontario (Tenant/Register's sample). */
  countryId: number;
  stateProvinceId: number;
}

/** A user of `tenantId` (null: host) with one role. */
async function buildAdmin(db: DbOrTx, tenantId: number | null, role: "tenantAdmin" | "hostAdmin") {
  const email = `authz-${role}-${randomBytes(4).toString("hex")}@example.com`;
  const [user] = await db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name: "Console", passwordHash: "unused" })
    .returning({ id: users.id });
  const id = (user as { id: number }).id;
  await db.insert(userRoles).values({ userId: id, role });
  return id;
}

/** Partner A's admin, as the console calls: a token of the admin, the storefront's header. */
async function adminWho(world: CheckoutWorld, userId: number, tenantId: number): Promise<Who> {
  const { accessToken } = await world.ctx.app.tokens.sign({ userId, tenantId, roles: ["tenantAdmin"] });
  return { id: userId, authorization: `Bearer ${accessToken}` } as Who;
}

const app = "/api/services/app";
async function consoleCall(
  world: CheckoutWorld,
  who: Who,
  method: "GET" | "POST" | "PUT",
  path: string,
  body?: unknown,
) {
  const res = await world.ctx.app.inject({
    method,
    url: `${app}/${path}`,
    headers: { "Abp.TenantId": "3", authorization: (who as { authorization: string }).authorization },
    ...(body === undefined ? {} : { payload: body as object }),
  });
  expect(res.statusCode, `${path}: ${res.body}`).toBe(200);
  return res.json().result;
}

/** A paid delivery order of `diner` at `shopId` (one line of `itemId`), still confirmed. */
async function paidOrderAt(world: CheckoutWorld, diner: Who, shopId: number, itemId: number, marker: string) {
  const created = await callAs(world, diner, "POST", "ShoppingCart/Create", {
    shopId,
    shoppingCartItems: [{ foodMenuId: itemId, quantity: 1 }],
    notes: `${marker}-notes`,
  });
  expect(created.statusCode, created.body).toBe(200);
  const placed = await callAs(world, diner, "PATCH", "ShoppingCart/UpdateShoppingCart", {
    shoppingCartId: created.json().result.id,
    deliveryAddress: "1 Front St W",
    city: "Toronto",
    zipcode: "M5J 2X6",
    dropOffInstructions: `${marker}-drop-off`,
    ...near,
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = await pay(world, diner, { shopId, sourceId: await tokenize(world) }, randomUUID());
  expect(paid.statusCode, paid.body).toBe(200);
  const order = paid.json().result;
  return order.id as number;
}

export async function seedConsoles(world: CheckoutWorld): Promise<ConsoleSeeded> {
  const db = world.ctx.database.db;
  const marker = `partner-a-${randomBytes(6).toString("hex")}`;

  // Partner A: its tenant, admin and a shop listed on storefront 3 (open all week).
  const tenantA = await buildTenant(db, { kind: "partner", name: `${marker}-tenant` });
  const adminA = await buildAdmin(db, tenantA.id, "tenantAdmin");
  const shop = await buildShop(db, {
    marketplaceTenantId: 3,
    tenantId: tenantA.id,
    name: `${marker}-shop`,
    description: `${marker}-description`,
    deliveryFeeCents: 299,
  });
  const a = await adminWho(world, adminA, tenantA.id);
  // The menu through the console itself: two sections, an item with an option group, a spare item.
  const tag1 = await consoleCall(world, a, "POST", "MerchantMenu/CreateTag", { shopId: shop.id, name: "Mains" });
  const tag2 = await consoleCall(world, a, "POST", "MerchantMenu/CreateTag", { shopId: shop.id, name: "Sides" });
  const spareTag = await consoleCall(world, a, "POST", "MerchantMenu/CreateTag", { shopId: shop.id, name: "Spare" });
  const itemName = `${marker}-item`;
  const item = await consoleCall(world, a, "POST", "MerchantMenu/CreateItem", {
    shopId: shop.id,
    tagId: tag1.id,
    name: itemName,
    description: `${marker}-item-description`,
    price: 12.5,
    optionGroups: [
      {
        textPrompt: "Spice",
        controlType: 2,
        isRequired: false,
        values: [
          { name: "Mild", cost: 0, isPreSelected: true },
          { name: "Hot", cost: 0.5 },
        ],
      },
    ],
  });
  const spare = await consoleCall(world, a, "POST", "MerchantMenu/CreateItem", {
    shopId: shop.id,
    tagId: tag2.id,
    name: `${marker}-spare`,
    price: 3,
  });
  const closureDate = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await consoleCall(world, a, "POST", "MerchantShop/AddClosure", {
    id: shop.id,
    date: closureDate,
    reason: `${marker}-closure`,
  });
  const promotionCode = `PA${randomBytes(3).toString("hex").toUpperCase()}`;
  const promotion = await consoleCall(world, a, "POST", "MerchantPromotions/Create", {
    shopId: shop.id,
    code: promotionCode,
    description: `${marker}-promotion`,
    kind: "fixedAmount",
    value: 2,
  });

  // A diner's paid orders at A's shop; one is accepted already (Advance's sample).
  const diner = await buildCustomer(db, world.ctx.app.tokens, 3);
  const orderOf = () => paidOrderAt(world, diner, shop.id, item.id, `${marker}-order`);
  const order = {
    toAccept: await orderOf(),
    toReject: await orderOf(),
    toCancel: await orderOf(),
    toAdvance: await orderOf(),
    toRead: await orderOf(),
  };
  await consoleCall(world, a, "POST", "MerchantOrders/Accept", { id: order.toAdvance, prepMinutes: 15 });

  const upload = new FormData();
  upload.append("file", new Blob([new Uint8Array(await tinyPng())], { type: "image/png" }), "logo.png");
  const request = new Request("http://localhost/", { method: "POST", body: upload });
  const uploaded = await world.ctx.app.inject({
    method: "POST",
    url: `${app}/Media/Upload`,
    headers: {
      authorization: (a as { authorization: string }).authorization,
      "content-type": request.headers.get("content-type") as string,
    },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);

  // Partner B, the host admin, a storefront for the host rows, a rider's application.
  const tenantB = await buildTenant(db, { kind: "partner", name: "Partner B" });
  const partnerBAdminId = await buildAdmin(db, tenantB.id, "tenantAdmin");
  const hostAdminId = await buildAdmin(db, null, "hostAdmin");
  const storefront = await buildTenant(db, { kind: "marketplace", name: "Matrix Storefront" });
  world.ctx.app.tenantDirectory.invalidate();
  const rider = await callAs(world, null, "POST", "RiderApplication/Create", {
    firstName: "Rita",
    lastName: "Rider",
    emailAddress: `rider-${randomBytes(3).toString("hex")}@example.com`,
    phoneNumber: "4165550199",
    city: "Toronto",
    vehicle: "bicycle",
  });
  expect(rider.statusCode, rider.body).toBe(200);

  const [ontario] = rowsOf<{ country_id: number; id: number }>(
    await db.execute(
      sql`select s.country_id, s.id from state_provinces s join countries c on c.id = s.country_id where c.code = 'CA' and s.code = 'ON'`,
    ),
  );
  if (!ontario) throw new Error("reference data missing: Ontario");

  return {
    countryId: ontario.country_id,
    stateProvinceId: ontario.id,
    partnerA: {
      tenantId: tenantA.id,
      tenancyName: tenantA.tenancyName,
      adminId: adminA,
      shopId: shop.id,
      tagIds: [tag1.id, tag2.id, spareTag.id],
      itemId: item.id,
      spareItemId: spare.id,
      spareTagId: spareTag.id,
      itemName,
      closureDate,
      promotionId: promotion.id,
      promotionCode,
      order,
      markers: [marker],
    },
    partnerBAdminId,
    hostAdminId,
    storefrontTenantId: storefront.id,
    riderApplicationId: rider.json().result.id,
    uploadedImagePath: uploaded.json().result.url,
  };
}

/** A 64×64 PNG (the smallest upload allowed). */
async function tinyPng(): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp({ create: { width: 64, height: 64, channels: 3, background: "#0b5d3b" } })
    .png()
    .toBuffer();
}

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Every row of partner A's business, as text: the tenant, its users, shop, hours, closures, menu
 * (sections, items, options), promotions, orders at the shop (lines, history, payments) and media.
 * Equal before and after = nobody else changed them.
 */
export async function rowsOfPartner(db: DbOrTx, target: PartnerTarget): Promise<string[]> {
  const tenant = target.tenantId;
  const shop = target.shopId;
  const queries = [
    sql`select t::text as row from tenants t where id = ${tenant}`,
    sql`select t::text as row from users t where tenant_id = ${tenant} order by 1`,
    sql`select t::text as row from shops t where tenant_id = ${tenant} order by 1`,
    sql`select t::text as row from shop_hours t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from shop_closures t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from shop_tags t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from menu_items t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from item_attributes t where menu_item_id in (select id from menu_items where shop_id = ${shop}) order by 1`,
    sql`select t::text as row from item_attribute_values t where attribute_id in (select a.id from item_attributes a join menu_items i on i.id = a.menu_item_id where i.shop_id = ${shop}) order by 1`,
    sql`select t::text as row from promotions t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from orders t where shop_id = ${shop} order by 1`,
    sql`select t::text as row from order_lines t where order_id in (select id from orders where shop_id = ${shop}) order by 1`,
    sql`select t::text as row from order_status_history t where order_id in (select id from orders where shop_id = ${shop}) order by 1`,
    sql`select t::text as row from payments t where order_id in (select id from orders where shop_id = ${shop}) order by 1`,
    sql`select id::text || ' ' || md5(bytes) as row from media_files t where tenant_id = ${tenant} order by 1`,
  ];
  const rows: string[] = [];
  for (const query of queries) rows.push(...rowsOf<{ row: string }>(await db.execute(query)).map((r) => r.row));
  return rows;
}
