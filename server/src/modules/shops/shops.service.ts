import type { PagedRequest, PagedResult, ShopTag, ShopTagsRequest, ShopType } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import {
  findListedShop,
  pageShopTags,
  pageShopTypes,
  shopBadgesByIds,
  shopSchedulingByIds,
} from "./shops.repository.ts";

export type { Page } from "./shops.repository.ts";

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
  };
}

export type ShopsService = ReturnType<typeof createShopsService>;
