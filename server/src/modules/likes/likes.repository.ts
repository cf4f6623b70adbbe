import { and, desc, eq, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shopLikes, shops } from "../../db/schema/index.ts";
import { listedShopSql } from "../shops/listing.ts";

export interface LikedShopRow {
  shopId: number;
  shopName: string;
  bannerUrl: string | null;
  logoUrl: string | null;
}

const likedShopColumns = { shopId: shops.id, shopName: shops.name, bannerUrl: shops.bannerUrl, logoUrl: shops.logoUrl };

/** An active shop listed on the marketplace, or null. */
export async function findListedShop(db: DbOrTx, marketplaceTenantId: number, shopId: number) {
  const [row] = await db
    .select(likedShopColumns)
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()));
  return (row as LikedShopRow | undefined) ?? null;
}

/** Adds the like unless it exists (liking twice is a no-op). */
export async function insertLike(db: DbOrTx, userId: number, shopId: number) {
  await db.insert(shopLikes).values({ userId, shopId }).onConflictDoNothing();
}

export async function deleteLike(db: DbOrTx, userId: number, shopId: number) {
  await db.delete(shopLikes).where(and(eq(shopLikes.userId, userId), eq(shopLikes.shopId, shopId)));
}

/** Which of `shopIds` the user liked. */
export async function findLikedShopIds(db: DbOrTx, userId: number, shopIds: number[]): Promise<number[]> {
  if (shopIds.length === 0) return [];
  const rows = await db
    .select({ shopId: shopLikes.shopId })
    .from(shopLikes)
    .where(and(eq(shopLikes.userId, userId), inArray(shopLikes.shopId, shopIds)));
  return rows.map((r) => r.shopId);
}

/** The user's liked shops that are active on the marketplace, latest first. */
export async function listLikedShops(db: DbOrTx, userId: number, marketplaceTenantId: number) {
  const rows = await db
    .select(likedShopColumns)
    .from(shopLikes)
    .innerJoin(shops, eq(shops.id, shopLikes.shopId))
    .where(and(eq(shopLikes.userId, userId), eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()))
    .orderBy(desc(shopLikes.createdAt), desc(shopLikes.shopId));
  return rows as LikedShopRow[];
}

/** Every like of the user, closed stores included, latest first (the data archive's part). */
export async function allLikesOf(db: DbOrTx, userId: number) {
  return db
    .select({ shopId: shopLikes.shopId, shopName: shops.name, likedAt: shopLikes.createdAt })
    .from(shopLikes)
    .innerJoin(shops, eq(shops.id, shopLikes.shopId))
    .where(eq(shopLikes.userId, userId))
    .orderBy(desc(shopLikes.createdAt), desc(shopLikes.shopId));
}

export async function deleteLikesOf(db: DbOrTx, userId: number) {
  await db.delete(shopLikes).where(eq(shopLikes.userId, userId));
}
