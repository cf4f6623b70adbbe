import type { LikedShop, LikedShopList } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import {
  allLikesOf,
  deleteLike,
  deleteLikesOf,
  findLikedShopIds,
  findListedShop,
  insertLike,
  listLikedShops,
} from "./likes.repository.ts";

/** The signed-in customer and the marketplace the request is for. */
export interface Liker {
  userId: number;
  marketplaceTenantId: number;
}

/** Saved stores: a customer's likes, idempotent both ways, never visible to anyone else. */
export function createLikesService(db: Db) {
  return {
    /** Likes an active store of the marketplace (again is fine); 404 for any other shop id. */
    async like(liker: Liker, shopId: number, tx: DbOrTx = db): Promise<LikedShop> {
      const shop = await findListedShop(tx, liker.marketplaceTenantId, shopId);
      if (!shop) throw new NotFoundError("Shop", shopId);
      await insertLike(tx, liker.userId, shopId);
      return shop;
    },

    /** Removes the like if there is one; removing twice is fine. */
    async unlike(liker: Liker, shopId: number): Promise<null> {
      await deleteLike(db, liker.userId, shopId);
      return null;
    },

    async list(liker: Liker): Promise<LikedShopList> {
      return { items: await listLikedShops(db, liker.userId, liker.marketplaceTenantId) };
    },

    /** Which of these shops the viewer liked; empty for anonymous viewers (no query). */
    async likedShopIds(viewerId: number | null, shopIds: number[]): Promise<Set<number>> {
      if (viewerId === null || shopIds.length === 0) return new Set();
      return new Set(await findLikedShopIds(db, viewerId, shopIds));
    },

    /** Every like of the customer (closed stores too), for their data archive. */
    archiveOf(userId: number, tx: DbOrTx = db) {
      return allLikesOf(tx, userId);
    },

    /** Deletes every like of the customer (account deletion, inside its transaction). */
    eraseAllOf(userId: number, tx: DbOrTx = db) {
      return deleteLikesOf(tx, userId);
    },
  };
}

export type LikesService = ReturnType<typeof createLikesService>;
