import type { PagedRequest, PagedResult, ShopTag, ShopTagsRequest, ShopType } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import {
  findListedShop,
  lockShopRating,
  pageShopTags,
  pageShopTypes,
  setShopRating,
  shopBadgesByIds,
  shopSchedulingByIds,
} from "./shops.repository.ts";

export type { Page } from "./shops.repository.ts";

/** The real ratings of a shop: how many, and their stars added up. */
export interface RatingTally {
  count: number;
  totalStars: number;
}

/** The mean of the stars, to one decimal (half up), as `shops.rating` (numeric(2,1)) keeps it. */
export const meanRating = ({ count, totalStars }: RatingTally) =>
  count === 0 ? 0 : Math.round((totalStars * 10) / count) / 10;

const pageOf = (input: PagedRequest) => ({ skip: input.SkipCount, take: input.MaxResultCount });

export function createShopsService(db: Db) {
  return {
    /** The four shop kinds (reference data), in display order. */
    getShopTypes(input: PagedRequest): Promise<PagedResult<ShopType>> {
      return pageShopTypes(db, pageOf(input));
    },

    /** Menu sections of the shops the marketplace lists; another marketplace's shops never show. */
    getShopTags(marketplaceTenantId: number, input: ShopTagsRequest): Promise<PagedResult<ShopTag>> {
      return pageShopTags(db, { marketplaceTenantId, shopId: input.ShopId }, pageOf(input));
    },

    /** An active shop the marketplace lists, or undefined (other modules: the cart). */
    listedShop(shopId: number, marketplaceTenantId: number, tx: DbOrTx = db) {
      return findListedShop(tx, shopId, marketplaceTenantId);
    },

    /** Name, logo, fees, tax province and place of these shops, open or not (the cart and its pricing). */
    badges(shopIds: number[], tx: DbOrTx = db) {
      return shopBadgesByIds(tx, shopIds);
    },

    /** Time zone, preparation time, slot capacity and pickup of these shops (the hours module). */
    scheduling(shopIds: number[], tx: DbOrTx = db) {
      return shopSchedulingByIds(tx, shopIds);
    },

    /**
     * The shop's rating becomes the mean of its real ratings (one decimal) and `ratingCount` their
     * number (the orders module, in the rating's transaction). The shop's row is locked first and
     * `tally` (the ratings are the orders module's) reads after the lock, so two ratings of one shop
     * committing together each count the other. No real rating yet: the listing's rating stays.
     */
    async recordRating(shopId: number, tally: (tx: DbOrTx) => Promise<RatingTally>, tx: DbOrTx = db): Promise<void> {
      await withTransaction(tx, async (t) => {
        if (!(await lockShopRating(t, shopId))) return;
        const counted = await tally(t);
        if (counted.count === 0) return;
        await setShopRating(t, shopId, { rating: meanRating(counted), ratingCount: counted.count });
      });
    },
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
