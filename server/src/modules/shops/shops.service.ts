import type { PagedRequest, PagedResult, ShopTag, ShopTagsRequest, ShopType } from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { pageShopTags, pageShopTypes } from "./shops.repository.ts";

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
  };
}
