import { and, asc, desc, eq, getTableColumns, inArray, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shoppingCartItemOptions, shoppingCartItems, shoppingCarts } from "../../db/schema/index.ts";

/** Who a cart belongs to: a customer (in their own tenant) or a guest (in the storefront's tenant). */
export interface CartOwner {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
}

export type CartRow = typeof shoppingCarts.$inferSelect;
export type CartPatch = Partial<
  Omit<CartRow, "id" | "tenantId" | "shopId" | "userId" | "guestId" | "status" | "createdAt" | "updatedAt">
>;

/** An owner with no user and no guest owns nothing: "no guest" is null, never a stand-in uuid. */
const guestIs = (column: typeof shoppingCarts.guestId, guestId: string | null): SQL =>
  guestId === null ? sql`false` : eq(column, guestId);

export const ownedBy = (owner: CartOwner): SQL => {
  const who =
    owner.userId !== null ? eq(shoppingCarts.userId, owner.userId) : guestIs(shoppingCarts.guestId, owner.guestId);
  return and(eq(shoppingCarts.tenantId, owner.tenantId), who, eq(shoppingCarts.status, "open")) as SQL;
};

export async function findOpenCartId(db: DbOrTx, owner: CartOwner, shopId: number) {
  const [row] = await db
    .select({ id: shoppingCarts.id })
    .from(shoppingCarts)
    .where(and(ownedBy(owner), eq(shoppingCarts.shopId, shopId)));
  return row?.id;
}

/**
 * The owner's open cart of a shop, created if missing (a concurrent create lands on the unique index);
 * a new cart is for delivery unless the shop does not deliver (`isDelivery` false: pickup only).
 */
export async function ensureOpenCart(
  db: DbOrTx,
  owner: CartOwner,
  shopId: number,
  notes: string | undefined,
  isDelivery = true,
) {
  const existing = await findOpenCartId(db, owner, shopId);
  if (existing !== undefined) return existing;
  const [created] = await db
    .insert(shoppingCarts)
    .values({ tenantId: owner.tenantId, shopId, userId: owner.userId, guestId: owner.guestId, notes, isDelivery })
    .onConflictDoNothing()
    .returning({ id: shoppingCarts.id });
  return created?.id ?? ((await findOpenCartId(db, owner, shopId)) as number);
}

/**
 * Locks the owner's open cart for the rest of the transaction (an UPDATE takes the row lock, as
 * SELECT … FOR UPDATE would) and marks it changed; undefined when it is not the owner's open cart.
 * Every change to a cart's lines runs after this, so concurrent changes queue instead of racing.
 *
 * `asyncCommit`: the same statement also sets `synchronous_commit = off` for this transaction
 * (docs/cart.md "Fewer round trips"): its commit does not wait for the WAL flush, so cart.changed's
 * NOTIFY, which serialises every notifying commit, is not held across a disk sync. Only for a
 * transaction the cart opened itself, never one it joins (a payment's stays durable).
 */
export async function lockCart(tx: DbOrTx, owner: CartOwner, cartId: number, options: { asyncCommit?: boolean } = {}) {
  const asyncCommit = options.asyncCommit ? sql`set_config('synchronous_commit', 'off', true)` : sql`null`;
  const [row] = await tx
    .update(shoppingCarts)
    .set({ updatedAt: sql`now()` })
    .where(and(eq(shoppingCarts.id, cartId), ownedBy(owner)))
    .returning({ ...getTableColumns(shoppingCarts), asyncCommit });
  if (!row) return undefined;
  const { asyncCommit: _, ...cart } = row;
  return cart as CartRow;
}

/**
 * The cart row's version as the guarded change compares it (decision 044): its `xmin`, the
 * transaction that wrote the row last. PostgreSQL gives every write of the row a new one, whoever
 * writes it (any module, a foreign key's `set null`, an older server during a rolling deploy), and
 * in an `UPDATE … RETURNING` it is the version this update wrote.
 */
export const rowVersionSql = sql<string>`${shoppingCarts}.xmin::text`;

/**
 * `lockCart` and `cartLines` in one statement when that is exact (docs/decisions/037). The lines
 * come from the statement's snapshot, taken before the lock; they are the cart's current lines
 * only if no change of the cart committed between that snapshot and the lock. Every change of a
 * cart's lines also writes the cart's row (`lockCart`, `lockUserCart`), giving it a new row
 * version (`xmin`), and a row lock that had to wait returns the newest version; so `lines` is
 * returned only when the version locked is the version the snapshot saw, else null: the cart is
 * locked, read the lines again. Undefined when the cart is not the owner's open cart.
 * `paidOrders` (decision 040): a scalar subquery the statement answers as `paidOrders`.
 * `version`: the cart row's version this update wrote (decision 044).
 */
export async function lockCartWithLines(
  tx: DbOrTx,
  owner: CartOwner,
  cartId: number,
  options: { asyncCommit?: boolean; paidOrders?: SQL } = {},
): Promise<{ cart: CartRow; lines: CartLine[] | null; paidOrders: number | null; version: string } | undefined> {
  const asyncCommit = options.asyncCommit ? sql`set_config('synchronous_commit', 'off', true)` : sql`null`;
  // The owner's paid orders (pricing's first order), when the caller has the orders module's count.
  const paidOrders = options.paidOrders ? sql<number>`${options.paidOrders}` : sql<null>`null::int`;
  const version = sql`${shoppingCarts}.xmin`.as("version");
  const seen = tx.$with("seen").as(tx.select({ version }).from(shoppingCarts).where(eq(shoppingCarts.id, cartId)));
  const locked = tx.$with("locked").as(
    tx
      .select({ id: shoppingCarts.id, version })
      .from(shoppingCarts)
      .where(and(eq(shoppingCarts.id, cartId), ownedBy(owner)))
      .for("no key update"),
  );
  const items = shoppingCartItems;
  const chosen = shoppingCartItemOptions;
  const lines = sql<CartLineJson[] | null>`case when ${locked.version} = (select ${seen.version} from ${seen})
    then (select coalesce(json_agg(json_build_object(
      'id', ${items.id}, 'menuItemId', ${items.menuItemId}, 'quantity', ${items.quantity},
      'optionsKey', ${items.optionsKey},
      'valueIds', coalesce((select array_agg(${chosen.attributeValueId}) from ${chosen}
        where ${chosen.cartItemId} = ${items.id}), '{}')
    ) order by ${items.id}), '[]') from ${items} where ${items.cartId} = ${shoppingCarts.id}) end`;
  const [row] = await tx
    .with(seen, locked)
    .update(shoppingCarts)
    .set({ updatedAt: sql`now()` })
    .from(locked)
    .where(eq(shoppingCarts.id, locked.id))
    .returning({ ...getTableColumns(shoppingCarts), asyncCommit, lines, paidOrders, rowVersion: rowVersionSql });
  if (!row) return undefined;
  const { asyncCommit: _, lines: found, paidOrders: paid, rowVersion, ...cart } = row;
  return {
    cart: cart as CartRow,
    lines: found?.map((l) => ({ ...l, cartId: cart.id })) ?? null,
    paidOrders: paid ?? null,
    version: rowVersion,
  };
}

interface CartLineJson {
  id: number;
  menuItemId: number;
  quantity: number;
  optionsKey: string;
  valueIds: number[];
}

export async function openCartIds(db: DbOrTx, owner: CartOwner, shopId?: number) {
  const rows = await db
    .select({ id: shoppingCarts.id })
    .from(shoppingCarts)
    .where(shopId === undefined ? ownedBy(owner) : and(ownedBy(owner), eq(shoppingCarts.shopId, shopId)))
    .orderBy(desc(shoppingCarts.updatedAt), desc(shoppingCarts.id));
  return rows.map((r) => r.id);
}

export async function updateCart(tx: DbOrTx, cartId: number, patch: CartPatch) {
  await tx
    .update(shoppingCarts)
    .set({ ...patch, updatedAt: sql`now()` })
    .where(eq(shoppingCarts.id, cartId));
}

export async function findLine(tx: DbOrTx, cartId: number, menuItemId: number, optionsKey: string) {
  const [line] = await tx
    .select({ id: shoppingCartItems.id, quantity: shoppingCartItems.quantity })
    .from(shoppingCartItems)
    .where(
      and(
        eq(shoppingCartItems.cartId, cartId),
        eq(shoppingCartItems.menuItemId, menuItemId),
        eq(shoppingCartItems.optionsKey, optionsKey),
      ),
    );
  return line;
}

export async function countLines(tx: DbOrTx, cartId: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(shoppingCartItems)
    .where(eq(shoppingCartItems.cartId, cartId));
  return row?.n ?? 0;
}

/** Inserts a line and its option values in one statement; returns the line's id. */
export async function insertLine(
  tx: DbOrTx,
  line: { cartId: number; menuItemId: number; optionsKey: string; quantity: number; valueIds: number[] },
) {
  const values = {
    cartId: line.cartId,
    menuItemId: line.menuItemId,
    optionsKey: line.optionsKey,
    quantity: line.quantity,
  };
  if (line.valueIds.length === 0) {
    const [row] = await tx.insert(shoppingCartItems).values(values).returning({ id: shoppingCartItems.id });
    return (row as { id: number }).id;
  }
  const inserted = tx
    .$with("line")
    .as(tx.insert(shoppingCartItems).values(values).returning({ id: shoppingCartItems.id }));
  const [row] = await tx
    .with(inserted)
    .insert(shoppingCartItemOptions)
    .select(
      tx
        .select({
          cartItemId: inserted.id,
          attributeValueId: sql<number>`unnest(${sql.param(line.valueIds)}::int[])`.as("attribute_value_id"),
        })
        .from(inserted),
    )
    .returning({ id: shoppingCartItemOptions.cartItemId });
  return (row as { id: number }).id;
}

export async function setLineQuantity(tx: DbOrTx, lineId: number, quantity: number) {
  await tx.update(shoppingCartItems).set({ quantity }).where(eq(shoppingCartItems.id, lineId));
}

export async function deleteLine(tx: DbOrTx, lineId: number) {
  await tx.delete(shoppingCartItems).where(eq(shoppingCartItems.id, lineId));
}

/** A new line: its item, chosen option value ids and their key (sorted, comma-joined), quantity. */
export interface NewLine {
  cartId: number;
  menuItemId: number;
  optionsKey: string;
  quantity: number;
  valueIds: number[];
}

/**
 * One write of a cart's lines, checked but not sent (cart.line-changes.ts): a line's new quantity,
 * its removal, or a new line. Sent within the change's transaction (`lineWriteQuery`, `sendLineWrite`:
 * decision 040) or guarded by the cart's version in one autocommitted statement
 * (`guardedLineChange`, decision 044).
 */
export type LineWrite =
  | { kind: "quantity"; lineId: number; quantity: number }
  | { kind: "delete"; lineId: number }
  | { kind: "insert"; line: NewLine };

/**
 * A line write as a query not sent yet: the service sends it with cart.changed in one statement
 * (`appendEventWith`, decision 040), or alone (`send`). Each returns the line's id; none has a WITH
 * of its own. Wrapped in an object: a Drizzle query is a thenable, awaiting it sends it.
 */
export interface LineWriteQuery {
  query: SQLWrapper;
  /** Sends the write alone; answers the line's id (null when no row was written). */
  send(): Promise<number | null>;
}

const lineWrite = (query: SQLWrapper & PromiseLike<{ id: number }[]>): LineWriteQuery => ({
  query,
  send: async () => (await query)[0]?.id ?? null,
});

/**
 * The write as one statement without a WITH of its own; undefined for a new line with option values
 * (two tables: `insertLine`, itself a WITH, which PostgreSQL does not allow inside another's).
 */
export function lineWriteQuery(tx: DbOrTx, write: LineWrite): LineWriteQuery | undefined {
  const items = shoppingCartItems;
  switch (write.kind) {
    case "quantity":
      return lineWrite(
        tx
          .update(items)
          .set({ quantity: write.quantity })
          .where(eq(items.id, write.lineId))
          .returning({ id: items.id }),
      );
    case "delete":
      return lineWrite(tx.delete(items).where(eq(items.id, write.lineId)).returning({ id: items.id }));
    case "insert": {
      if (write.line.valueIds.length > 0) return undefined;
      const { cartId, menuItemId, optionsKey, quantity } = write.line;
      return lineWrite(
        tx.insert(items).values({ cartId, menuItemId, optionsKey, quantity }).returning({ id: items.id }),
      );
    }
  }
}

/** Sends a line write on its own; answers the line's id (null when no row was written). */
export async function sendLineWrite(tx: DbOrTx, write: LineWrite): Promise<number | null> {
  const query = lineWriteQuery(tx, write);
  if (query) return query.send();
  return insertLine(tx, (write as { line: NewLine }).line);
}

/** The lines of these carts with each line's chosen option value ids, in the order they were added. */
export async function cartLines(db: DbOrTx, cartIds: number[]) {
  const valueIds = sql<number[]>`coalesce(array_agg(${shoppingCartItemOptions.attributeValueId})
    filter (where ${shoppingCartItemOptions.attributeValueId} is not null), '{}')`;
  return db
    .select({
      id: shoppingCartItems.id,
      cartId: shoppingCartItems.cartId,
      menuItemId: shoppingCartItems.menuItemId,
      quantity: shoppingCartItems.quantity,
      optionsKey: shoppingCartItems.optionsKey,
      valueIds,
    })
    .from(shoppingCartItems)
    .leftJoin(shoppingCartItemOptions, eq(shoppingCartItemOptions.cartItemId, shoppingCartItems.id))
    .where(inArray(shoppingCartItems.cartId, cartIds))
    .groupBy(shoppingCartItems.id)
    .orderBy(asc(shoppingCartItems.id));
}

export type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

/**
 * Carts and their lines with each line's chosen option value ids: the cart's own rows. Shop and
 * menu details come from their modules (cart.catalogue.ts).
 */
export async function loadCartRows(db: DbOrTx, cartIds: number[]) {
  if (cartIds.length === 0) return { carts: [], lines: [] };
  const carts = await db.select().from(shoppingCarts).where(inArray(shoppingCarts.id, cartIds));
  return { carts, lines: await cartLines(db, cartIds) };
}

export async function deleteOpenCartsOf(tx: DbOrTx, userId: number) {
  await tx.delete(shoppingCarts).where(and(eq(shoppingCarts.userId, userId), eq(shoppingCarts.status, "open")));
}

// ---------------------------------------------------------------------------------------------
// Checkout (the payment's transaction)

/** The owner's open cart of a shop, locked (`for update`) for the rest of the transaction. */
export async function lockOpenCartOfShop(tx: DbOrTx, owner: CartOwner, shopId: number) {
  const [row] = await tx
    .select()
    .from(shoppingCarts)
    .where(and(ownedBy(owner), eq(shoppingCarts.shopId, shopId)))
    .for("update");
  return row;
}

/** Closes the owner's open cart: it became an order. Undefined when it is not the owner's open cart. */
export async function closeCart(tx: DbOrTx, owner: CartOwner, cartId: number) {
  const [row] = await tx
    .update(shoppingCarts)
    .set({ status: "ordered", updatedAt: sql`now()` })
    .where(and(eq(shoppingCarts.id, cartId), ownedBy(owner)))
    .returning({ id: shoppingCarts.id, shopId: shoppingCarts.shopId });
  return row;
}
