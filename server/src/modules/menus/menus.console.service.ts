import {
  type CreateItemInput,
  type CreateTagInput,
  type ItemFields,
  type MerchantMenu,
  type MerchantMenuItem,
  type MerchantMenuTag,
  menuChangedEvent,
  menuTexts,
  type OptionGroupInput,
  type ReorderItemsInput,
  type ReorderTagsInput,
  type SetItemStockInput,
  shopMenuStreamOf,
  toCents,
  type UpdateItemInput,
  type UpdateTagInput,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { type Tx, withTransaction } from "../../db/transaction.ts";
import { appendEvent } from "../../events/event-store.ts";
import { FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import type { ConsoleScope } from "../../plugins/console-scope.ts";
import { toMerchantItem, toMerchantMenu } from "./menus.console.mappers.ts";
import * as repo from "./menus.console.repository.ts";

type Scope = Pick<ConsoleScope, "tenantId">;

/** What the menu editor asks other modules (composition root). */
export interface MenusConsoleDependencies {
  /**
   * Whether `/media/uploads/<file>` names a stored image uploaded by `tenantId` (the media module), as the
   * shops console checks.
   */
  ownsUpload(tenantId: number, url: string): Promise<boolean>;
}

const uploadPrefix = "/media/uploads/";

/**
 * The merchant console's menu editor (docs/merchant-console.md, "Menu"). Each change runs in one
 * transaction that first appends `menu.changed {shopId}` to `shop-menu:<shopId>`: the stream's lock
 * makes the shop's menu changes one at a time, and whoever caches the menu hears of the change
 * exactly when it commits. The storefront reads menus live from the database, so it shows a change
 * at once.
 */
export function createMenusConsoleService(db: Db, deps: MenusConsoleDependencies) {
  const shopOf = async (tx: DbOrTx, scope: Scope, shopId: number) => {
    const shop = await repo.findScopedShop(tx, scope.tenantId, shopId);
    if (!shop) throw new NotFoundError("Shop", shopId);
    return shop;
  };

  /** Runs `change` for one of the admin's shops, after appending its menu.changed (see above). */
  const changeMenu = async <T>(shop: { id: number; tenantId: number }, change: (tx: Tx) => Promise<T>) =>
    withTransaction(db, async (tx) => {
      await appendEvent(tx, {
        tenantId: shop.tenantId,
        stream: shopMenuStreamOf(shop.id),
        type: menuChangedEvent,
        payload: { shopId: shop.id },
      });
      return change(tx);
    });

  const tagOf = async (tx: DbOrTx, scope: Scope, tagId: number) => {
    const tag = await repo.findScopedTag(tx, scope.tenantId, tagId);
    if (!tag) throw new NotFoundError("ShopTag", tagId);
    return tag;
  };

  const itemOf = async (tx: DbOrTx, scope: Scope, itemId: number) => {
    const item = await repo.findScopedItem(tx, scope.tenantId, itemId);
    if (!item) throw new NotFoundError("FoodMenu", itemId);
    return item;
  };

  /** A section chosen for an item must be one of the item's shop's (another's is not found). */
  const assertTagOfShop = async (tx: DbOrTx, scope: Scope, shopId: number, tagId: number | null) => {
    if (tagId === null) return;
    const tag = await repo.findScopedTag(tx, scope.tenantId, tagId);
    if (!tag || tag.shopId !== shopId) throw new NotFoundError("ShopTag", tagId);
  };

  const menuOf = async (tx: DbOrTx, shop: { id: number; name: string }): Promise<MerchantMenu> => {
    const [tags, items] = await Promise.all([repo.tagsOfShop(tx, shop.id), repo.itemsOfShop(tx, shop.id)]);
    const options = await repo.optionsOf(
      tx,
      items.map((i) => i.id),
    );
    return toMerchantMenu(shop, tags, items, options);
  };

  const itemAnswer = async (tx: DbOrTx, item: repo.ItemRow): Promise<MerchantMenuItem> =>
    toMerchantItem(item, await repo.optionsOf(tx, [item.id]));

  /**
   * Replaces the item's option groups and values by `groups`: a group or value with an id keeps it
   * (a cart line holding the value stays valid), one without is created, the others are deleted.
   * An id that is not one of this item's is not found (404), as anywhere in the console.
   */
  async function replaceOptions(tx: Tx, itemId: number, groups: OptionGroupInput[]) {
    const existing = await repo.optionsOf(tx, [itemId]);
    const groupIds = new Set(existing.groups.map((g) => g.id));
    const valueIds = new Set(existing.values.map((v) => v.id));
    const keptGroups = new Set<number>();
    const keptValues = new Set<number>();
    for (const group of groups) {
      if (group.id !== undefined && (!groupIds.has(group.id) || keptGroups.has(group.id))) {
        throw new NotFoundError("ItemAttribute", group.id);
      }
      for (const value of group.values) {
        if (value.id !== undefined && (!valueIds.has(value.id) || keptValues.has(value.id))) {
          throw new NotFoundError("ItemAttributeValue", value.id);
        }
        if (value.id !== undefined) keptValues.add(value.id);
      }
      if (group.id !== undefined) keptGroups.add(group.id);
    }
    for (const [g, group] of groups.entries()) {
      const fields = {
        textPrompt: group.textPrompt,
        controlType: group.controlType,
        isRequired: group.isRequired,
        sortOrder: g + 1,
      };
      let attributeId = group.id;
      if (attributeId === undefined) attributeId = await repo.insertGroup(tx, { menuItemId: itemId, ...fields });
      else await repo.updateGroup(tx, attributeId, fields);
      for (const [v, value] of group.values.entries()) {
        const valueFields = {
          attributeId,
          name: value.name,
          costCents: toCents(value.cost),
          isPreSelected: value.isPreSelected,
          sortOrder: v + 1,
        };
        if (value.id === undefined) await repo.insertValue(tx, valueFields);
        else await repo.updateValue(tx, value.id, valueFields);
      }
    }
    // Values first: a kept value may have moved out of a group that is deleted now.
    await repo.deleteValues(
      tx,
      [...valueIds].filter((id) => !keptValues.has(id)),
    );
    await repo.deleteGroups(
      tx,
      [...groupIds].filter((id) => !keptGroups.has(id)),
    );
  }

  /**
   * An item's picture: unchanged, or one of the app's `/media/` images (the contract's pattern); an
   * upload must be stored and the admin's tenant's own (a 400 on imageUrl otherwise, like a shop's logo or
   * banner).
   */
  const checkImage = async (scope: Scope, url: string | null | undefined, current: string | null = null) => {
    if (!url || url === current || !url.startsWith(uploadPrefix)) return;
    if (!(await deps.ownsUpload(scope.tenantId, url)))
      throw new FieldValidationError("imageUrl", menuTexts.imageNotStored);
  };

  const itemColumns = (input: ItemFields) => ({
    tagId: input.tagId,
    name: input.name,
    description: input.description,
    unitPriceCents: toCents(input.price),
    imageUrl: input.imageUrl,
    isActive: input.isActive,
    isOutOfStock: input.isOutOfStock,
  });

  /** Ids must be exactly `expected`, each once (a reorder names every row it orders). */
  const assertExactly = (ids: number[], expected: number[]) => {
    const given = new Set(ids);
    if (given.size !== ids.length || given.size !== expected.length || !expected.every((id) => given.has(id))) {
      throw new FieldValidationError("ids", menuTexts.reorderNotExact);
    }
  };

  return {
    async menu(scope: Scope, shopId: number): Promise<MerchantMenu> {
      return menuOf(db, await shopOf(db, scope, shopId));
    },

    async createTag(scope: Scope, input: CreateTagInput): Promise<MerchantMenuTag> {
      const shop = await shopOf(db, scope, input.shopId);
      return changeMenu(shop, async (tx) =>
        repo.insertTag(tx, { shopId: shop.id, name: input.name, sortOrder: await repo.nextTagOrder(tx, shop.id) }),
      );
    },

    async updateTag(scope: Scope, input: UpdateTagInput): Promise<MerchantMenuTag> {
      const tag = await tagOf(db, scope, input.id);
      const shop = await shopOf(db, scope, tag.shopId);
      return changeMenu(shop, (tx) => repo.renameTag(tx, tag.id, input.name));
    },

    async deleteTag(scope: Scope, tagId: number): Promise<null> {
      const tag = await tagOf(db, scope, tagId);
      const shop = await shopOf(db, scope, tag.shopId);
      await changeMenu(shop, (tx) => repo.deleteTagKeepingItems(tx, shop.id, tag.id));
      return null;
    },

    async reorderTags(scope: Scope, input: ReorderTagsInput): Promise<MerchantMenu> {
      const shop = await shopOf(db, scope, input.shopId);
      return changeMenu(shop, async (tx) => {
        const tags = await repo.tagsOfShop(tx, shop.id);
        assertExactly(
          input.ids,
          tags.map((t) => t.id),
        );
        await repo.setSortOrders(tx, "tags", input.ids);
        return menuOf(tx, shop);
      });
    },

    async reorderItems(scope: Scope, input: ReorderItemsInput): Promise<MerchantMenu> {
      const shop = await shopOf(db, scope, input.shopId);
      return changeMenu(shop, async (tx) => {
        await assertTagOfShop(tx, scope, shop.id, input.tagId);
        assertExactly(input.ids, await repo.itemIdsOfTag(tx, shop.id, input.tagId));
        await repo.setSortOrders(tx, "items", input.ids);
        return menuOf(tx, shop);
      });
    },

    async createItem(scope: Scope, input: CreateItemInput): Promise<MerchantMenuItem> {
      const shop = await shopOf(db, scope, input.shopId);
      await checkImage(scope, input.imageUrl);
      return changeMenu(shop, async (tx) => {
        // Under the menu's lock: a section deleted meanwhile is a 404, not an item pointing at nothing.
        await assertTagOfShop(tx, scope, shop.id, input.tagId);
        const sortOrder = await repo.nextItemOrder(tx, shop.id, input.tagId);
        const item = await repo.insertItem(tx, { shopId: shop.id, ...itemColumns(input), sortOrder });
        await replaceOptions(tx, item.id, input.optionGroups);
        return itemAnswer(tx, item);
      });
    },

    async updateItem(scope: Scope, input: UpdateItemInput): Promise<MerchantMenuItem> {
      const { shopId, imageUrl } = await itemOf(db, scope, input.id);
      const shop = await shopOf(db, scope, shopId);
      await checkImage(scope, input.imageUrl, imageUrl);
      return changeMenu(shop, async (tx) => {
        // Read again under the menu's lock: an item or section deleted meanwhile is a 404 (not a 500).
        const found = await itemOf(tx, scope, input.id);
        await assertTagOfShop(tx, scope, shop.id, input.tagId);
        // A move to another section puts the item at that section's end.
        const moved = input.tagId !== found.tagId;
        const sortOrder = moved ? await repo.nextItemOrder(tx, shop.id, input.tagId) : found.sortOrder;
        const item = await repo.updateItem(tx, found.id, { ...itemColumns(input), sortOrder });
        await replaceOptions(tx, item.id, input.optionGroups);
        return itemAnswer(tx, item);
      });
    },

    async deleteItem(scope: Scope, itemId: number): Promise<null> {
      const item = await itemOf(db, scope, itemId);
      const shop = await shopOf(db, scope, item.shopId);
      await changeMenu(shop, (tx) => repo.deleteItem(tx, item.id));
      return null;
    },

    async setItemStock(scope: Scope, input: SetItemStockInput): Promise<MerchantMenuItem> {
      const { shopId } = await itemOf(db, scope, input.id);
      const shop = await shopOf(db, scope, shopId);
      return changeMenu(shop, async (tx) => {
        const found = await itemOf(tx, scope, input.id); // under the menu's lock (see updateItem)
        return itemAnswer(tx, await repo.updateItem(tx, found.id, { isOutOfStock: input.isOutOfStock }));
      });
    },
  };
}

export type MenusConsoleService = ReturnType<typeof createMenusConsoleService>;
