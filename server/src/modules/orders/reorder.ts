import type { ReorderResult } from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import type { CartService, ReorderLine } from "../cart/cart.service.ts";
import { findOrderOf, linesOfOrders, type OrderLineRow, type OrderOwner } from "./orders.repository.ts";

/** An order line as the cart takes it back: the same item, the same option values, the same quantity. */
export const reorderLineOf = (line: OrderLineRow): ReorderLine => ({
  menuItemId: line.menuItemId,
  valueIds: line.options.map((o) => o.attributeValueId),
  quantity: line.quantity,
  name: line.name,
});

/**
 * Orders/Reorder: the owner's order (another's → 404) put back into their open cart of its shop,
 * through the cart service's rules; current prices apply (the cart prices its lines). Lines whose
 * item is gone, inactive or whose options no longer exist are named in `unavailable`.
 */
export async function reorder(
  db: Db,
  cart: Pick<CartService, "reorder">,
  owner: OrderOwner,
  id: number,
): Promise<ReorderResult> {
  const order = await findOrderOf(db, owner, id);
  if (!order) throw new NotFoundError("Order", id);
  const lines = await linesOfOrders(db, [order.id]);
  return cart.reorder(owner, order.shopId, lines.map(reorderLineOf));
}
