import { type AttributeMapping, type Product, toDollars } from "@dutchpot/contract";
import type { AttributeRow, ProductRow } from "./menus.repository.ts";

export const toAttributeMapping = (a: AttributeRow): AttributeMapping => ({
  id: a.id,
  textPrompt: a.textPrompt,
  attributeControlType: a.controlType,
  isRequired: a.isRequired,
  attributeValues: a.values.map((v) => ({
    id: v.id,
    name: v.name,
    cost: toDollars(v.costCents),
    isPreSelected: v.isPreSelected,
  })),
});

export const toProduct = (row: ProductRow, attributes: AttributeRow[]): Product => ({
  id: row.id,
  shopId: row.shopId,
  tagId: row.tagId,
  name: row.name,
  description: row.description,
  unitPrice: toDollars(row.unitPriceCents),
  imageUrl: row.imageUrl,
  storeName: row.storeName,
  isOutOfStock: row.isOutOfStock,
  attributeMappings: attributes.filter((a) => a.menuItemId === row.id).map(toAttributeMapping),
});
