import type { SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { appendEvent, appendEventWith, eventsAppendCall } from "../../events/event-store.ts";
import type { CartOwner, LineWriteQuery } from "./cart.repository.ts";

/** Every change of a cart (items, quantities, drop-off details) appends this to its owner's stream. */
export const cartChanged = "cart.changed";

/** The event stream of a cart owner: `carts:user:<id>` or `carts:guest:<uuid>` (docs/events.md). */
export const cartStreamOf = (owner: CartOwner) =>
  owner.userId !== null ? `carts:user:${owner.userId}` : `carts:guest:${owner.guestId}`;

/**
 * Appends `cart.changed` {cartId, shopId} for each changed cart, in the change's transaction. Call
 * it last, once every cart row is locked: the stream's lock is then always taken after the carts'
 * row locks, so two changes of one owner cannot deadlock.
 */
export async function appendCartChanged(tx: DbOrTx, owner: CartOwner, carts: { id: number; shopId: number }[]) {
  for (const cart of carts) {
    await appendEvent(tx, {
      tenantId: owner.tenantId,
      stream: cartStreamOf(owner),
      type: cartChanged,
      payload: { cartId: cart.id, shopId: cart.shopId },
    });
  }
}

/**
 * `appendCartChanged` for one cart together with one write of its lines, in one statement
 * (decision 040); answers the id the write returned (null when it wrote no row).
 */
export async function appendCartChangedWith(
  tx: DbOrTx,
  owner: CartOwner,
  cart: { id: number; shopId: number },
  write: LineWriteQuery,
): Promise<number | null> {
  const { writtenId } = await appendEventWith(
    tx,
    {
      tenantId: owner.tenantId,
      stream: cartStreamOf(owner),
      type: cartChanged,
      payload: { cartId: cart.id, shopId: cart.shopId },
    },
    write.query,
  );
  return writtenId;
}

/**
 * cart.changed of one owner as the `events_append` call of a statement that takes the event's
 * tenant and payload ({cartId, shopId}) from its own rows (the guarded change, decision 044).
 */
export const cartChangedCall =
  (owner: CartOwner) =>
  (tenantId: SQL, payload: SQL): SQL =>
    eventsAppendCall(tenantId, cartStreamOf(owner), cartChanged, payload);
