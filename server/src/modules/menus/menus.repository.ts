import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import {
  itemAttributes,
  itemAttributeValues,
  menuCategories,
  menuItems,
  shopMenuCategories,
  shops,
  shopTags,
  tenants,
} from "../../db/schema/index.ts";
import { listedShopSql } from "../shops/listing.ts";
import type { Page } from "../shops/shops.service.ts";
import { containsText } from "./search.ts";

export interface ProductRow {
  id: number;
  shopId: number;
  tagId: number | null;
  name: string;
  description: string;
  unitPriceCents: number;
  imageUrl: string | null;
  isOutOfStock: boolean;
  storeName: string;
}

const productColumns = {
  id: menuItems.id,
  shopId: menuItems.shopId,
  tagId: menuItems.tagId,
  name: menuItems.name,
  description: menuItems.description,
  unitPriceCents: menuItems.unitPriceCents,
  imageUrl: menuItems.imageUrl,
  isOutOfStock: menuItems.isOutOfStock,
  storeName: shops.name,
};

const categoryColumns = { id: menuCategories.id, name: menuCategories.name, imageUrl: menuCategories.imageUrl };

export async function pageMenuCategories(db: DbOrTx, marketplaceTenantId: number, page: Page) {
  const where = eq(menuCategories.marketplaceTenantId, marketplaceTenantId);
  const [items, [total]] = await Promise.all([
    db
      .select(categoryColumns)
      .from(menuCategories)
      .where(where)
      .orderBy(asc(menuCategories.sortOrder), asc(menuCategories.id))
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(menuCategories).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items };
}

export async function findMenuCategory(db: DbOrTx, marketplaceTenantId: number, id: number) {
  const [row] = await db
    .select(categoryColumns)
    .from(menuCategories)
    .where(and(eq(menuCategories.id, id), eq(menuCategories.marketplaceTenantId, marketplaceTenantId)));
  return row ?? null;
}

export interface ProductFilter {
  marketplaceTenantId: number;
  shopId?: number;
  tagId?: number;
  menuCategoryId?: number;
  keyword?: string;
}

/** Active items of active shops on the marketplace that match the filter (keyword: name or description). */
function productConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [
    eq(shops.marketplaceTenantId, filter.marketplaceTenantId),
    listedShopSql(),
    eq(menuItems.isActive, true),
  ];
  if (filter.shopId !== undefined) conditions.push(eq(menuItems.shopId, filter.shopId));
  if (filter.tagId !== undefined) conditions.push(eq(menuItems.tagId, filter.tagId));
  if (filter.menuCategoryId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${shopMenuCategories} where ${shopMenuCategories.shopId} = ${shops.id} and ${shopMenuCategories.menuCategoryId} = ${filter.menuCategoryId})`,
    );
  }
  if (filter.keyword) {
    conditions.push(
      sql`(${containsText(menuItems.name, filter.keyword)} or ${containsText(menuItems.description, filter.keyword)})`,
    );
  }
  return conditions;
}

/** A page of matching products: name matches before description-only matches, then menu order. */
export async function pageProducts(db: DbOrTx, filter: ProductFilter, page: Page) {
  const where = and(...productConditions(filter));
  const nameFirst = filter.keyword
    ? [sql`case when ${containsText(menuItems.name, filter.keyword)} then 0 else 1 end`]
    : [];
  const [items, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(menuItems)
      .innerJoin(shops, eq(shops.id, menuItems.shopId))
      .leftJoin(shopTags, eq(shopTags.id, menuItems.tagId))
      .where(where)
      .orderBy(
        ...nameFirst,
        asc(shops.name),
        asc(menuItems.shopId),
        sql`${shopTags.sortOrder} nulls last`,
        asc(menuItems.sortOrder),
        asc(menuItems.id),
      )
      .offset(page.skip)
      .limit(page.take),
    db.select({ n: count() }).from(menuItems).innerJoin(shops, eq(shops.id, menuItems.shopId)).where(where),
  ]);
  return { totalCount: total?.n ?? 0, items: items as ProductRow[] };
}

/** The shop fields the menu page shows; null unless active on the marketplace. */
export async function findMenuShop(db: DbOrTx, marketplaceTenantId: number, shopId: number) {
  const [row] = await db
    .select({
      id: shops.id,
      name: shops.name,
      logoUrl: shops.logoUrl,
      bannerUrl: shops.bannerUrl,
      rating: shops.rating,
      deliveryFeeCents: shops.deliveryFeeCents,
      deliveryTimeMin: shops.deliveryTimeMin,
      deliveryTimeMax: shops.deliveryTimeMax,
      settings: tenants.settings,
    })
    .from(shops)
    .innerJoin(tenants, eq(tenants.id, shops.marketplaceTenantId))
    .where(and(eq(shops.id, shopId), eq(shops.marketplaceTenantId, marketplaceTenantId), listedShopSql()));
  return row ?? null;
}

export async function findShopTags(db: DbOrTx, shopId: number, tagId?: number) {
  const conditions = [eq(shopTags.shopId, shopId)];
  if (tagId !== undefined) conditions.push(eq(shopTags.id, tagId));
  return db
    .select({ id: shopTags.id, name: shopTags.name, imageUrl: shopTags.imageUrl })
    .from(shopTags)
    .where(and(...conditions))
    .orderBy(asc(shopTags.sortOrder), asc(shopTags.id));
}

/**
 * One page of matching items per tag of a shop (rows skip+1 … skip+take of each tag, menu order),
 * with each tag's match count, in a single query.
 */
export async function pageProductsPerTag(db: DbOrTx, filter: ProductFilter & { shopId: number }, page: Page) {
  const ranked = db
    .select({
      ...productColumns,
      // Both tables have a "name": the subquery needs distinct column names.
      storeName: sql<string>`${shops.name}`.as("store_name"),
      rank: sql<number>`row_number() over (partition by ${menuItems.tagId} order by ${menuItems.sortOrder}, ${menuItems.id})`.as(
        "rank",
      ),
      tagTotal: sql<number>`count(*) over (partition by ${menuItems.tagId})`.as("tag_total"),
    })
    .from(menuItems)
    .innerJoin(shops, eq(shops.id, menuItems.shopId))
    .where(and(...productConditions(filter), sql`${menuItems.tagId} is not null`))
    .as("ranked");
  const rows = await db
    .select()
    .from(ranked)
    .where(sql`${ranked.rank} > ${page.skip} and ${ranked.rank} <= ${page.skip + page.take}`)
    .orderBy(asc(ranked.tagId), asc(ranked.rank));
  return rows.map((r) => ({ ...(r as unknown as ProductRow), tagTotal: Number(r.tagTotal) }));
}

export interface AttributeRow {
  id: number;
  menuItemId: number;
  textPrompt: string;
  controlType: 2 | 3 | 4;
  isRequired: boolean;
  values: { id: number; name: string; costCents: number; isPreSelected: boolean }[];
}

/** The option groups (and their values, in order) of these items. */
export async function findAttributes(db: DbOrTx, itemIds: number[]): Promise<AttributeRow[]> {
  if (itemIds.length === 0) return [];
  const attributes = await db
    .select({
      id: itemAttributes.id,
      menuItemId: itemAttributes.menuItemId,
      textPrompt: itemAttributes.textPrompt,
      controlType: itemAttributes.controlType,
      isRequired: itemAttributes.isRequired,
    })
    .from(itemAttributes)
    .where(inArray(itemAttributes.menuItemId, itemIds))
    .orderBy(asc(itemAttributes.sortOrder), asc(itemAttributes.id));
  if (attributes.length === 0) return [];
  const values = await db
    .select({
      id: itemAttributeValues.id,
      attributeId: itemAttributeValues.attributeId,
      name: itemAttributeValues.name,
      costCents: itemAttributeValues.costCents,
      isPreSelected: itemAttributeValues.isPreSelected,
    })
    .from(itemAttributeValues)
    .where(
      inArray(
        itemAttributeValues.attributeId,
        attributes.map((a) => a.id),
      ),
    )
    .orderBy(asc(itemAttributeValues.sortOrder), asc(itemAttributeValues.id));
  return attributes.map((a) => ({
    ...a,
    values: values
      .filter((v) => v.attributeId === a.id)
      .map(({ id, name, costCents, isPreSelected }) => ({ id, name, costCents, isPreSelected })),
  }));
}
