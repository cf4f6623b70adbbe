import { type MerchantMenu, type MerchantMenuItem, toDollars } from "@dutchpot/contract";
import type { GroupRow, ItemRow, ValueRow } from "./menus.console.repository.ts";

interface Options {
  groups: GroupRow[];
  values: ValueRow[];
}

/** One item as the console edits it: price and costs in dollars, groups and values in menu order. */
export function toMerchantItem(item: ItemRow, options: Options): MerchantMenuItem {
  return {
    id: item.id,
    tagId: item.tagId,
    name: item.name,
    description: item.description,
    price: toDollars(item.unitPriceCents),
    imageUrl: item.imageUrl,
    isActive: item.isActive,
    isOutOfStock: item.isOutOfStock,
    sortOrder: item.sortOrder,
    optionGroups: options.groups
      .filter((g) => g.menuItemId === item.id)
      .map((g) => ({
        id: g.id,
        textPrompt: g.textPrompt,
        controlType: g.controlType,
        isRequired: g.isRequired,
        sortOrder: g.sortOrder,
        values: options.values
          .filter((v) => v.attributeId === g.id)
          .map((v) => ({
            id: v.id,
            name: v.name,
            cost: toDollars(v.costCents),
            isPreSelected: v.isPreSelected,
            sortOrder: v.sortOrder,
          })),
      })),
  };
}

/** The whole menu: sections in order with their items, then the untagged items (rows come sorted). */
export function toMerchantMenu(
  shop: { id: number; name: string },
  tags: { id: number; name: string; sortOrder: number }[],
  items: ItemRow[],
  options: Options,
): MerchantMenu {
  const mapped = items.map((item) => toMerchantItem(item, options));
  return {
    shopId: shop.id,
    shopName: shop.name,
    tags: tags.map((tag) => ({ ...tag, items: mapped.filter((i) => i.tagId === tag.id) })),
    untaggedItems: mapped.filter((i) => i.tagId === null),
  };
}
