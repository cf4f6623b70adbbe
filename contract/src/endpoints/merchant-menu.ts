import type { EndpointName } from "../constants/endpoints.ts";
import {
  CreateItemInputSchema,
  CreateTagInputSchema,
  MenuIdQuerySchema,
  MenuShopQuerySchema,
  MerchantMenuItemSchema,
  MerchantMenuSchema,
  MerchantMenuTagSchema,
  ReorderItemsInputSchema,
  ReorderTagsInputSchema,
  SetItemStockInputSchema,
  UpdateItemInputSchema,
  UpdateTagInputSchema,
} from "../merchant-menu.ts";
import { type EndpointSpec, nothing } from "./spec.ts";

const admin = { tag: "MerchantMenu", access: "tenantAdmin", errors: [400, 401, 403, 404] } as const;

/**
 * The merchant console's menu editor (issue 15): a tenant admin's shops only (another tenant's
 * shop, section or item is 404). Every change appends `menu.changed` to `shop-menu:<shopId>`.
 */
export const merchantMenuEndpoints = {
  "MerchantMenu.Get": {
    ...admin,
    summary: "The shop's whole menu for editing: sections with their items (inactive ones too), option groups",
    query: MenuShopQuerySchema,
    response: MerchantMenuSchema,
  },
  "MerchantMenu.CreateTag": {
    ...admin,
    summary: "Add a section (tag) at the end of the shop's menu",
    body: CreateTagInputSchema,
    response: MerchantMenuTagSchema,
  },
  "MerchantMenu.UpdateTag": {
    ...admin,
    summary: "Rename a section",
    body: UpdateTagInputSchema,
    response: MerchantMenuTagSchema,
  },
  "MerchantMenu.DeleteTag": {
    ...admin,
    summary: "Delete a section; its items stay on the menu, untagged",
    query: MenuIdQuerySchema,
    response: nothing,
  },
  "MerchantMenu.ReorderTags": {
    ...admin,
    summary: "Put the shop's sections in this order (ids: exactly the shop's sections)",
    body: ReorderTagsInputSchema,
    response: MerchantMenuSchema,
  },
  "MerchantMenu.CreateItem": {
    ...admin,
    summary: "Add an item with its option groups at the end of its section",
    body: CreateItemInputSchema,
    response: MerchantMenuItemSchema,
  },
  "MerchantMenu.UpdateItem": {
    ...admin,
    summary: "Change an item; its option groups and values are replaced as a whole (ids given are kept)",
    body: UpdateItemInputSchema,
    response: MerchantMenuItemSchema,
  },
  "MerchantMenu.DeleteItem": {
    ...admin,
    summary: "Remove an item from the menu (past orders keep their copy of it)",
    query: MenuIdQuerySchema,
    response: nothing,
  },
  "MerchantMenu.ReorderItems": {
    ...admin,
    summary: "Put the items of one section (or the untagged ones) in this order (ids: exactly those items)",
    body: ReorderItemsInputSchema,
    response: MerchantMenuSchema,
  },
  "MerchantMenu.SetItemStock": {
    ...admin,
    summary: "Mark an item out of stock (listed, cannot be ordered) or back in stock",
    body: SetItemStockInputSchema,
    response: MerchantMenuItemSchema,
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
