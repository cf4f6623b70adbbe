import { and, eq } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { shoppingCarts } from "../../db/schema/index.ts";
import type { AccountDataSource } from "../auth/identity.plugin.ts";
import { createCartService } from "./cart.service.ts";

/**
 * The carts' part in a customer's data archive (their open carts, as the API shows them) and in
 * account deletion (their open carts are deleted with the account).
 */
export function cartAccountData(db: Db): AccountDataSource {
  const service = createCartService(db);
  return {
    section: "carts",
    export: async (subject) => {
      if (subject.tenantId === null) return [];
      const { items } = await service.list({ tenantId: subject.tenantId, userId: subject.userId, guestId: null });
      return items;
    },
    erase: async (subject, tx) => {
      await tx
        .delete(shoppingCarts)
        .where(and(eq(shoppingCarts.userId, subject.userId), eq(shoppingCarts.status, "open")));
    },
  };
}
