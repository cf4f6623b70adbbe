import { desc, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shopLikes, shops } from "../../db/schema/index.ts";
import type { AccountDataSource } from "../auth/identity.plugin.ts";

/**
 * Saved stores' part in a customer's data archive (every like, including stores that have since
 * closed) and in account deletion (the likes go with the account).
 */
export function likesAccountData(db: Db): AccountDataSource {
  return {
    section: "likes",
    export: async (subject) =>
      db
        .select({ shopId: shopLikes.shopId, shopName: shops.name, likedAt: shopLikes.createdAt })
        .from(shopLikes)
        .innerJoin(shops, eq(shops.id, shopLikes.shopId))
        .where(eq(shopLikes.userId, subject.userId))
        .orderBy(desc(shopLikes.createdAt), desc(shopLikes.shopId)),
    erase: async (subject, tx) => {
      await tx.delete(shopLikes).where(eq(shopLikes.userId, subject.userId));
    },
  };
}
