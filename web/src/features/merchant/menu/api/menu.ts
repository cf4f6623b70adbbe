import type { EndpointBody, MerchantMenu, MerchantMenuItem } from "@dutchpot/contract";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useMemo } from "react";
import { consoleQueryRoot, useConsoleSession } from "../../../../lib/console/index.ts";

/** Query key of a shop's menu as the console edits it (MerchantMenu/Get). */
export const merchantMenuKey = (shopId: number) => [consoleQueryRoot, "merchant", "menu", shopId] as const;

export function useMerchantMenu(shopId: number) {
  const { call, user } = useConsoleSession();
  return useQuery({
    queryKey: merchantMenuKey(shopId),
    queryFn: ({ signal }) => call("MerchantMenu.Get", { query: { shopId }, signal }),
    enabled: user !== null,
  });
}

export type ItemBody = Omit<EndpointBody<"MerchantMenu.CreateItem">, "shopId">;

/** The editor's calls; each answers what the server kept (the screen refetches the menu after). */
export interface MenuActions {
  createTag(name: string): Promise<unknown>;
  renameTag(id: number, name: string): Promise<unknown>;
  deleteTag(id: number): Promise<unknown>;
  reorderTags(ids: number[]): Promise<unknown>;
  reorderItems(tagId: number | null, ids: number[]): Promise<unknown>;
  saveItem(id: number | null, body: ItemBody): Promise<MerchantMenuItem>;
  deleteItem(id: number): Promise<unknown>;
  setStock(id: number, isOutOfStock: boolean): Promise<unknown>;
  /** Fetches the menu again (after a change, or to undo an optimistic one that failed). */
  refresh(): Promise<unknown>;
}

/** The menu editor's calls for the current shop over the console's client. */
export function useMenuActions(shopId: number): MenuActions {
  const { call } = useConsoleSession();
  const queryClient = useQueryClient();
  return useMemo(
    () => ({
      createTag: (name) => call("MerchantMenu.CreateTag", { body: { shopId, name } }),
      renameTag: (id, name) => call("MerchantMenu.UpdateTag", { body: { id, name } }),
      deleteTag: (id) => call("MerchantMenu.DeleteTag", { query: { Id: id } }),
      reorderTags: (ids) => call("MerchantMenu.ReorderTags", { body: { shopId, ids } }),
      reorderItems: (tagId, ids) => call("MerchantMenu.ReorderItems", { body: { shopId, tagId, ids } }),
      saveItem: (id, body) =>
        id === null
          ? call("MerchantMenu.CreateItem", { body: { shopId, ...body } })
          : call("MerchantMenu.UpdateItem", { body: { id, ...body } }),
      deleteItem: (id) => call("MerchantMenu.DeleteItem", { query: { Id: id } }),
      setStock: (id, isOutOfStock) => call("MerchantMenu.SetItemStock", { body: { id, isOutOfStock } }),
      refresh: () => queryClient.invalidateQueries({ queryKey: merchantMenuKey(shopId) }),
    }),
    [call, queryClient, shopId],
  );
}

export type { MerchantMenu };
