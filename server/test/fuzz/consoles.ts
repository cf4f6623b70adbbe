import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { userRoles, users } from "../../src/db/schema/index.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../factories.ts";
import type { createTestApp } from "../support/test-app.ts";

/**
 * The consoles' callers and ids (issue 15): partner A's admin with a shop of its own on storefront
 * 3 (a section, two items, three paid orders of a diner), partner B's admin (a tenant without shops:
 * A's ids are 404 to it), a host admin, spare storefront tenants and a rider application for the
 * host's calls, and upload forms (valid images, and the broken kinds an upload must refuse with a
 * 4xx). Partner A's shop is not one the customers' carts use: the fuzzer may hide, pause or empty it.
 */
export interface Consoles {
  partner: { authorization: string; tenantId: number };
  partnerB: { authorization: string; tenantId: number };
  /** Partner A's shop, its section, items and paid orders. */
  shop: { id: number; tagIds: number[]; itemIds: number[]; orderIds: number[] };
  host: { authorization: string };
  /** Partner A's promotion first, then the storefront's (another tenant's: 404 to partner A). */
  promotionIds: number[];
  /** Canada and Ontario: Tenant/Register's valid country and province. */
  ontario: { countryId: number; stateProvinceId: number };
  /** Tenants the host calls may rebrand, deactivate and activate (never tenant 3 or the partners'). */
  tenantIds: number[];
  riderApplicationIds: number[];
  /** Upload forms, built ahead (drafts are made synchronously): `valid` ones, then broken kinds. */
  uploads: { label: string; valid: boolean; payload: Buffer; contentType: string }[];
}

type Ctx = Awaited<ReturnType<typeof createTestApp>>;

async function admin(
  ctx: Ctx,
  tenantId: number | null,
  role: "tenantAdmin" | "hostAdmin" | "customer",
  passwordHash: string,
) {
  const email = `fuzz-${role}-${randomBytes(3).toString("hex")}@example.com`;
  const [row] = await ctx.database.db
    .insert(users)
    .values({ tenantId, userName: email, emailAddress: email, name: "Console", passwordHash })
    .returning({ id: users.id });
  const id = (row as { id: number }).id;
  await ctx.database.db.insert(userRoles).values({ userId: id, role });
  const { accessToken } = await ctx.app.tokens.sign({ userId: id, tenantId, roles: [role] });
  return `Bearer ${accessToken}`;
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

const api = "/api/services/app";

/** A paid delivery order of `diner` at `shopId`, through the storefront's own calls. */
async function paidOrder(ctx: Ctx, diner: string, shopId: number, itemId: number, key: string) {
  const call = async (method: "POST" | "PATCH", path: string, payload: object, extra: Record<string, string> = {}) => {
    const res = await ctx.app.inject({
      method,
      url: `${api}/${path}`,
      headers: { "Abp.TenantId": "3", ...(diner ? { authorization: diner } : {}), ...extra },
      payload,
    });
    if (res.statusCode !== 200) throw new Error(`world set-up: ${path} answered ${res.statusCode} ${res.body}`);
    return res.json().result;
  };
  const cart = await call("POST", "ShoppingCart/Create", {
    shopId,
    shoppingCartItems: [{ foodMenuId: itemId, quantity: 2 }],
  });
  await call("PATCH", "ShoppingCart/UpdateShoppingCart", {
    shoppingCartId: cart.id,
    deliveryAddress: "1 Front St W",
    city: "Toronto",
    zipcode: "M5J 2X6",
    latitude: 43.6453,
    longitude: -79.3806,
  });
  const card = await call("POST", "Payments/TokenizeCard", {
    cardNumber: "4111111111111111",
    expiryMonth: 12,
    expiryYear: 2030,
    cvv: "123",
  });
  const order = await call(
    "POST",
    "ShoppingCart/ProcessPayment",
    { shopId, sourceId: card.token },
    { "Idempotency-Key": key },
  );
  return order.id as number;
}

export async function buildConsoles(ctx: Ctx, passwordHash: string): Promise<Consoles> {
  const db = ctx.database.db;
  const partnerTenant = (await buildTenant(db, { kind: "partner", name: "Fuzz Partner", tenancyName: "fuzz-partner" }))
    .id;
  const partnerBTenant = (
    await buildTenant(db, { kind: "partner", name: "Fuzz Partner B", tenancyName: "fuzz-partner-b" })
  ).id;
  const shop = await buildShop(db, {
    marketplaceTenantId: 3,
    tenantId: partnerTenant,
    name: "Partner Kitchen",
    slug: "fuzz-partner-kitchen",
    deliveryFeeCents: 299,
  });
  const tag = await buildShopTag(db, { shopId: shop.id, name: "Partner mains" });
  const itemIds = [
    (await buildMenuItem(db, { shopId: shop.id, tagId: tag.id, name: "Oxtail", unitPriceCents: 1800 })).id,
    (await buildMenuItem(db, { shopId: shop.id, tagId: tag.id, name: "Festival", unitPriceCents: 300 })).id,
  ];
  const diner = await admin(ctx, 3, "customer", passwordHash);
  const orderIds: number[] = [];
  for (const key of ["a1b2c3d4-0000-4000-8000-00000000f001", "a1b2c3d4-0000-4000-8000-00000000f002"]) {
    orderIds.push(await paidOrder(ctx, diner, shop.id, itemIds[0] as number, key));
  }
  orderIds.push(await paidOrder(ctx, diner, shop.id, itemIds[1] as number, "a1b2c3d4-0000-4000-8000-00000000f003"));
  const storefronts = [
    await buildTenant(db, { kind: "marketplace", name: "Fuzz Storefront", tenancyName: "fuzz-storefront" }),
    await buildTenant(db, { kind: "marketplace", name: "Fuzz Spare", tenancyName: "fuzz-spare" }),
  ];
  ctx.app.tenantDirectory.invalidate();
  const rider = await ctx.app.inject({
    method: "POST",
    url: "/api/services/app/RiderApplication/Create",
    headers: { "Abp.TenantId": "3" },
    payload: {
      firstName: "Rita",
      lastName: "Rider",
      emailAddress: "fuzz-rider@example.com",
      phoneNumber: "4165550142",
      city: "Toronto",
      vehicle: "bicycle",
    },
  });
  if (rider.statusCode !== 200)
    throw new Error(`world set-up: RiderApplication/Create ${rider.statusCode} ${rider.body}`);
  const [own] = rowsOf<{ id: number }>(
    await db.execute(
      sql`insert into promotions (tenant_id, shop_id, code, kind, value) values (3, ${shop.id}, 'PARTNER5', 'fixedAmount', 500) returning id`,
    ),
  );
  const promotionIds = rowsOf<{ id: number }>(await db.execute(sql`select id from promotions order by id`))
    .map((r) => Number(r.id))
    .sort((a, b) => (a === Number(own?.id) ? -1 : b === Number(own?.id) ? 1 : a - b));
  const [ontario] = rowsOf<{ country_id: number; id: number }>(
    await db.execute(
      sql`select s.country_id, s.id from state_provinces s join countries c on c.id = s.country_id where c.code = 'CA' and s.code = 'ON'`,
    ),
  );

  const png = await sharp({ create: { width: 96, height: 80, channels: 3, background: "#0b5d3b" } })
    .png()
    .toBuffer();
  const jpeg = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#f2b632" } })
    .jpeg()
    .toBuffer();
  const webp = await sharp({ create: { width: 100, height: 100, channels: 4, background: "#b3261e80" } })
    .webp()
    .toBuffer();
  const gif = await sharp({ create: { width: 80, height: 80, channels: 3, background: "#123456" } })
    .gif()
    .toBuffer();
  const tiny = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
    .png()
    .toBuffer();
  const images = [
    { name: "logo.png", type: "image/png", bytes: png, valid: true },
    { name: "photo.jpg", type: "image/jpeg", bytes: jpeg, valid: true },
    { name: "item.webp", type: "image/webp", bytes: webp, valid: true },
    { name: "truncated.png", type: "image/png", bytes: png.subarray(0, Math.floor(png.length / 2)), valid: false },
    { name: "header-only.jpg", type: "image/jpeg", bytes: jpeg.subarray(0, 40), valid: false },
    { name: "anim.gif", type: "image/png", bytes: gif, valid: false },
    { name: "tiny.png", type: "image/png", bytes: tiny, valid: false },
    { name: "empty.png", type: "image/png", bytes: Buffer.alloc(0), valid: false },
    { name: "notes.png", type: "image/png", bytes: Buffer.from("not an image at all\n".repeat(40)), valid: false },
    {
      name: "riff.webp",
      type: "image/webp",
      bytes: Buffer.concat([Buffer.from("RIFF\0\0\0\0WEBPVP8 "), png]),
      valid: false,
    },
  ];
  const uploads: Consoles["uploads"] = [];
  for (const image of images) {
    for (const purpose of [null, "logo", "banner", "item", "brandHeader"]) {
      const form = await uploadForm(image, purpose);
      uploads.push({ label: `${image.name} as ${purpose ?? "no purpose"}`, valid: image.valid, ...form });
    }
  }
  return {
    partner: { authorization: await admin(ctx, partnerTenant, "tenantAdmin", passwordHash), tenantId: partnerTenant },
    partnerB: {
      authorization: await admin(ctx, partnerBTenant, "tenantAdmin", passwordHash),
      tenantId: partnerBTenant,
    },
    shop: { id: shop.id, tagIds: [tag.id], itemIds, orderIds },
    host: { authorization: await admin(ctx, null, "hostAdmin", passwordHash) },
    promotionIds,
    ontario: { countryId: Number(ontario?.country_id ?? 0), stateProvinceId: Number(ontario?.id ?? 0) },
    tenantIds: storefronts.map((t) => t.id),
    riderApplicationIds: [rider.json().result.id],
    uploads,
  };
}

/** A multipart/form-data body with `file` (and maybe `purpose`), as a browser's FormData sends it. */
export async function uploadForm(image: { name: string; type: string; bytes: Buffer }, purpose: string | null) {
  const form = new FormData();
  if (purpose !== null) form.append("purpose", purpose);
  form.append("file", new Blob([new Uint8Array(image.bytes)], { type: image.type }), image.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get("content-type") as string,
  };
}

/** Whose console request is being built (schema-values.ts's context, without importing it). */
interface HintContext {
  consoles: Consoles;
  shopIds: number[];
  ownShopId: number;
  tagIds: number[];
  itemIds: number[];
  orderIds: number[];
  operation: string;
}

interface HintRng {
  chance(p: number): boolean;
  int(min: number, max: number): number;
  pick<T>(items: readonly T[]): T;
  hex(n: number): string;
}

/**
 * A valid value for a console call's field known by name (undefined: not a console hint), so the
 * fuzzer's requests reach the merchant and host services, not only their validators.
 */
export function consoleHint(key: string, rng: HintRng, ctx: HintContext): unknown {
  const idFrom = (ids: readonly number[]) => (rng.chance(0.9) && ids.length > 0 ? rng.pick(ids) : rng.int(1, 40));
  const { operation, consoles } = ctx;
  // Mostly partner A's own ids; sometimes another shop's (a 404 for any tenant admin but its own).
  const mine = (own: number[], others: number[]) => (rng.chance(0.8) ? idFrom(own) : idFrom(others));
  const { shop } = consoles;
  const [service] = operation.split(".");
  if (key === "id") {
    if (service === "MerchantShop") return mine([shop.id], ctx.shopIds);
    if (operation === "MerchantMenu.UpdateTag" || operation === "MerchantMenu.DeleteTag") {
      return mine(shop.tagIds, ctx.tagIds);
    }
    if (service === "MerchantMenu") return mine(shop.itemIds, ctx.itemIds);
    if (service === "MerchantOrders") return mine(shop.orderIds, ctx.orderIds);
    if (service === "MerchantPromotions") return mine(consoles.promotionIds.slice(0, 1), consoles.promotionIds);
    if (operation === "RiderApplication.Review") return idFrom(consoles.riderApplicationIds);
    // Only the spare storefronts are rebranded or deactivated: the partners' and tenant 3's
    // tenants keep the world's callers signed in.
    if (operation === "Tenant.Get") return idFrom([...consoles.tenantIds, 3, consoles.partner.tenantId]);
    if (service === "Tenant") return idFrom(consoles.tenantIds);
    return undefined;
  }
  if (!service?.startsWith("Merchant") && service !== "Tenant" && service !== "Media") return undefined;
  switch (key) {
    case "ids":
      return operation === "MerchantMenu.ReorderTags"
        ? [...shop.tagIds]
        : rng.pick([shop.itemIds, [...shop.itemIds].reverse()]);
    case "shopid":
      return mine([shop.id], ctx.shopIds);
    case "tagid":
      return mine(shop.tagIds, ctx.tagIds);
    case "date": {
      const day = new Date(Date.now() + rng.int(1, 40) * 86_400_000);
      return day.toISOString().slice(0, 10);
    }
    case "opensat":
      return rng.pick(["00:00", "08:30", "11:00", "17:00", "22:00"]);
    case "closesat":
      return rng.pick(["24:00", "14:00", "21:30", "02:00"]);
    case "to":
      return rng.pick([3, 4, 5, 6]);
    case "primarycolor":
      return rng.pick(["#0b5d3b", "#7a4d00", "#1D2621"]);
    case "hostnames":
      return rng.chance(0.8) ? [`fuzz-${rng.hex(6)}.localhost`] : [];
    case "tenancyname":
      return `Fuzz${rng.hex(6)}`;
    // Tenant/Register: an address the offline geocoder knows, Canada and Ontario.
    case "address":
      return operation === "Tenant.Register" ? rng.pick(["Oakville", "Toronto"]) : undefined;
    case "countryid":
      return operation === "Tenant.Register" ? consoles.ontario.countryId : undefined;
    case "stateprovinceid":
      return operation === "Tenant.Register" ? consoles.ontario.stateProvinceId : undefined;
    case "adminemailaddress":
      return `owner-${rng.hex(6)}@example.com`;
    case "code":
      return `FZ${rng.hex(4).toUpperCase()}`;
    case "logourl":
    case "bannerurl":
    case "imageurl":
    case "headerimageurl":
      return rng.pick([null, "/media/brand/logo.svg", "/media/food/patty.svg"]);
    default:
      return undefined;
  }
}
