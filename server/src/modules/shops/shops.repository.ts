import type { ShopKind } from "@dutchpot/contract";
import { and, asc, count, eq, inArray, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shops, shopTags, shopTypes } from "../../db/schema/index.ts";
import { listedShopSql } from "./listing.ts";

export interface Page {
  skip: number;
  take: number;
}

export interface ShopTypeRow {
  id: number;
  name: string;
  kind: ShopKind;
  imageUrl: string | null;
}

export interface ShopTagRow {
  id: number;
  name: string;
  imageUrl: string | null;
}

export async function pageShopTypes(db: DbOrTx, page: Page) {
  const [items, [total]] = await Promise.all([
    db
      .select({ id: shopTypes.id, name: shopTypes.name, kind: shopTypes.kind, imageUrl: shopTypes.imageUrl })
      .from(shopTypes)
      .orderBy(asc(shopTypes.sortOrder), asc(shopTypes.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(shopTypes),
  ]);
  return { totalCount: total?.n ?? 0, items: items as ShopTypeRow[] };
}

/** Tags of the shops listed on a marketplace (optionally one shop; listing rule), shop by shop in menu order. */
export async function pageShopTags(db: DbOrTx, filter: { marketplaceTenantId: number; shopId?: number }, page: Page) {
  const conditions: SQL[] = [eq(shops.marketplaceTenantId, filter.marketplaceTenantId), listedShopSql()];
  if (filter.shopId !== undefined) conditions.push(eq(shops.id, filter.shopId));
  const where = and(...conditions);
  const [items, [total]] = await Promise.all([
    db
      .select({ id: shopTags.id, name: shopTags.name, imageUrl: shopTags.imageUrl })
      .from(shopTags)
      .innerJoin(shops, eq(shops.id, shopTags.shopId))
      .where(where)
      .orderBy(asc(shops.id), asc(shopTags.sortOrder), asc(shopTags.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(shopTags).innerJoin(shops, eq(shops.id, shopTags.shopId)).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items as ShopTagRow[] };
}

/** A shop the marketplace lists to customers (the listing rule, ./listing.ts), or undefined. */
export async function findListedShop(db: DbOrTx, shopId: number, marketplaceTenantId: number) {
  const [shop] = await db
    .select({ id: shops.id, offersDelivery: shops.offersDelivery })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()));
  return shop;
}

/** Name, logo and what prices a cart (fees, tax province, pickup, place) of shops, open or not. */
export async function shopBadgesByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: shops.id,
      tenantId: shops.tenantId,
      marketplaceTenantId: shops.marketplaceTenantId,
      name: shops.name,
      logoUrl: shops.logoUrl,
      latitude: shops.latitude,
      longitude: shops.longitude,
      offersPickup: shops.offersPickup,
      offersDelivery: shops.offersDelivery,
      deliveryRadiusKm: shops.deliveryRadiusKm,
      province: shops.province,
      timeZone: shops.timeZone,
      deliveryFeeCents: shops.deliveryFeeCents,
      feeOverrides: shops.feeOverrides,
    })
    .from(shops)
    .where(inArray(shops.id, ids));
}

/** What opening hours and delivery slots of shops depend on (the hours module), open or not. */
export async function shopSchedulingByIds(db: DbOrTx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: shops.id,
      timeZone: shops.timeZone,
      prepTimeMinutes: shops.prepTimeMinutes,
      slotCapacity: shops.slotCapacity,
      offersPickup: shops.offersPickup,
      offersDelivery: shops.offersDelivery,
      pausedUntil: shops.pausedUntil,
    })
    .from(shops)
    .where(inArray(shops.id, ids));
}

/**
 * Locks the shop's row until the transaction ends, so ratings of one shop are tallied one after
 * another. `FOR NO KEY UPDATE`: rows that reference the shop (a new rating, an order) take only a key
 * share lock on it and are not held up, and cannot deadlock against this lock.
 */
export async function lockShopRating(tx: DbOrTx, shopId: number) {
  const [row] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.id, shopId)).for("no key update");
  return row;
}

export async function setShopRating(tx: DbOrTx, shopId: number, rating: { rating: number; ratingCount: number }) {
  await tx.update(shops).set(rating).where(eq(shops.id, shopId));
}
