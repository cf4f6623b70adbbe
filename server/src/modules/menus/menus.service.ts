import type {
  MenuCategory,
  MenusByCategoryRequest,
  MenusByTagRequest,
  PagedRequest,
  PagedResult,
  ProductPage,
  ShopMenu,
  ShopMenuRequest,
} from "@dutchpot/contract";
import { toDollars } from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { deliveryTimeMinutes, deliveryTimeText } from "../shops/stores.mappers.ts";
import type { LikedShopsLookup, Viewer } from "../shops/stores.service.ts";
import { toProduct } from "./menus.mappers.ts";
import {
  findAttributes,
  findMenuCategory,
  findMenuShop,
  findShopTags,
  type ProductRow,
  pageMenuCategories,
  pageProducts,
  pageProductsPerTag,
} from "./menus.repository.ts";

const pageOf = (input: PagedRequest) => ({ skip: input.SkipCount, take: input.MaxResultCount });
const keywordOf = (keyword: string | undefined) => (keyword ? keyword : undefined);

export function createMenusService(db: Db, likedShops: LikedShopsLookup) {
  async function products(rows: ProductRow[]) {
    const attributes = await findAttributes(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toProduct(r, attributes));
  }

  return {
    categories(marketplaceTenantId: number, input: PagedRequest): Promise<PagedResult<MenuCategory>> {
      return pageMenuCategories(db, marketplaceTenantId, pageOf(input));
    },

    async category(marketplaceTenantId: number, id: number): Promise<MenuCategory> {
      const found = await findMenuCategory(db, marketplaceTenantId, id);
      if (!found) throw new NotFoundError("MenuCategory", id);
      return found;
    },

    /** Products across the marketplace's active stores (optionally one category), keyword on name or description. */
    async menusByCategory(marketplaceTenantId: number, input: MenusByCategoryRequest): Promise<ProductPage> {
      const page = await pageProducts(
        db,
        { marketplaceTenantId, keyword: keywordOf(input.Keyword), menuCategoryId: input.CategoryId },
        pageOf(input),
      );
      return { totalCount: page.totalCount, items: await products(page.items) };
    },

    /** The category view: one tag's products, paged; empty when the tag's store is inactive or on another marketplace. */
    async menusByTag(marketplaceTenantId: number, input: MenusByTagRequest): Promise<ProductPage> {
      const page = await pageProducts(
        db,
        { marketplaceTenantId, tagId: input.TagId, keyword: keywordOf(input.Keyword) },
        pageOf(input),
      );
      return { totalCount: page.totalCount, items: await products(page.items) };
    },

    /** The shop menu: its tags, each with one page of matching items. */
    async shopMenu(viewer: Viewer, input: ShopMenuRequest): Promise<ShopMenu> {
      const shop = await findMenuShop(db, viewer.marketplaceTenantId, input.ShopId);
      if (!shop) throw new NotFoundError("Shop", input.ShopId);
      const keyword = keywordOf(input.Keyword);
      const [tags, rows, liked] = await Promise.all([
        findShopTags(db, shop.id, input.TagId),
        pageProductsPerTag(
          db,
          { marketplaceTenantId: viewer.marketplaceTenantId, shopId: shop.id, tagId: input.TagId, keyword },
          pageOf(input),
        ),
        likedShops(viewer.userId, [shop.id]),
      ]);
      const items = await products(rows);
      const categoryTags = tags
        .map((tag) => {
          const ofTag = rows.filter((r) => r.tagId === tag.id);
          return {
            ...tag,
            totalCount: ofTag[0]?.tagTotal ?? 0,
            items: items.filter((p) => p.tagId === tag.id),
          };
        })
        // A search leaves out the tags it found nothing in; without one, empty tags still show.
        .filter((tag) => !keyword || tag.totalCount > 0);
      const deliveryFee = toDollars(shop.deliveryFeeCents);
      return {
        shopId: shop.id,
        shopName: shop.name,
        logoUrl: shop.logoUrl,
        bannerUrl: shop.bannerUrl,
        headerImageUrl: shop.settings.headerImageUrl ?? null,
        deliveryFee,
        deliveryTime: deliveryTimeText(shop.deliveryTimeMin, shop.deliveryTimeMax),
        ...deliveryTimeMinutes(shop.deliveryTimeMin, shop.deliveryTimeMax),
        rating: Number(shop.rating),
        isLiked: liked.has(shop.id),
        categoryTags,
      };
    },
  };
}
