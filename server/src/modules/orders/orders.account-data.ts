import { and, asc, eq, inArray, ne } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { orderLines, orderProblems, orderRatings, orderSubscriptions, orders } from "../../db/schema/orders.ts";
import type { Clock } from "../../lib/clock.ts";
import type { AccountDataSource, AccountSubject } from "../auth/identity.plugin.ts";
import { customerCancellable } from "./order-status.ts";

const cents = (n: number) => n / 100;
const ratingOf = (r: { stars: number; comment: string | null } | undefined) =>
  r ? { stars: r.stars, comment: r.comment } : null;

/** The customer's orders as the archive lists them: what was bought, where, when, for how much, and what they said. */
async function ordersOf(db: DbOrTx, subject: AccountSubject) {
  const rows = await db.select().from(orders).where(eq(orders.userId, subject.userId)).orderBy(asc(orders.id));
  const ids = rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const [lines, ratings, problems] = [
    await db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id)),
    await db.select().from(orderRatings).where(inArray(orderRatings.orderId, ids)),
    await db.select().from(orderProblems).where(inArray(orderProblems.orderId, ids)).orderBy(asc(orderProblems.id)),
  ];
  return rows.map((o) => ({
    id: o.id,
    placedAt: o.createdAt.toISOString(),
    status: o.status,
    shopId: o.shopId,
    customerName: o.customerName,
    customerEmail: o.customerEmail,
    isDelivery: o.isDelivery,
    deliveryAddress: o.deliveryAddress,
    apartmentNumber: o.apartmentNumber,
    dropOffInstructions: o.dropOffInstructions,
    deliveryDateStart: o.deliveryDateStart?.toISOString() ?? null,
    items: lines
      .filter((l) => l.orderId === o.id)
      .map((l) => ({
        name: l.name,
        quantity: l.quantity,
        price: cents(l.priceCents),
        options: l.options.map((x) => x.name),
      })),
    amountDue: cents(o.amountDueCents),
    tip: cents(o.tipCents),
    promoCode: o.promoCode,
    rating: ratingOf(ratings.find((r) => r.orderId === o.id)),
    problems: problems.filter((p) => p.orderId === o.id).map((p) => ({ kind: p.kind, note: p.note })),
  }));
}

/**
 * Orders' part in the data archive and in account deletion (docs/identity.md). Orders are the
 * shop's records too (tax, refunds), so deletion keeps them but erases what identifies the
 * customer: name, email, phone, address, drop-off notes and the point; rating comments and problem
 * notes are cleared (the stars and kinds stay for the shop's figures); orders not yet being prepared
 * are cancelled and refunded first (no delivery to an erased address). Subscriptions are cancelled
 * (nothing renews or charges after deletion) and exported with the orders.
 */
export function ordersAccountData(
  db: DbOrTx,
  clock: Clock,
  /** The orders service's cancel of orders not yet being prepared (refunded in full), in the deletion's transaction. */
  cancelPending: (orderIds: number[], tx: DbOrTx) => Promise<unknown>,
): AccountDataSource[] {
  return [
    {
      section: "orders",
      export: (subject) => ordersOf(db, subject),
      erase: async (subject, tx) => {
        // Nothing is left on its way to an address about to be erased: orders not yet being prepared
        // are cancelled and refunded in full (those already prepared or delivered are kept as sold).
        const pending = await tx
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, subject.userId), inArray(orders.status, [...customerCancellable])));
        await cancelPending(
          pending.map((o) => o.id),
          tx,
        );
        const mine = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, subject.userId));
        await tx.update(orderRatings).set({ comment: null }).where(inArray(orderRatings.orderId, mine));
        await tx.update(orderProblems).set({ note: "" }).where(inArray(orderProblems.orderId, mine));
        await tx
          .update(orders)
          .set({
            customerName: "",
            customerEmail: "",
            customerPhone: null,
            deliveryAddress: null,
            apartmentNumber: null,
            city: null,
            zipcode: null,
            latitude: null,
            longitude: null,
            dropOffInstructions: null,
          })
          .where(eq(orders.userId, subject.userId));
      },
    },
    {
      section: "subscriptions",
      export: async (subject) =>
        (
          await db
            .select()
            .from(orderSubscriptions)
            .where(eq(orderSubscriptions.userId, subject.userId))
            .orderBy(asc(orderSubscriptions.id))
        ).map((s) => ({
          id: s.id,
          shopId: s.shopId,
          status: s.status,
          daysOfWeek: s.daysOfWeek,
          timeSlot: s.timeSlot,
          weeks: s.weeks,
          isOnGoing: s.isOnGoing,
          createdAt: s.createdAt.toISOString(),
          firstOrderId: s.firstOrderId,
        })),
      erase: async (subject, tx) => {
        await tx
          .update(orderSubscriptions)
          .set({ status: "cancelled", cancelledAt: clock.now(), nextDeliveryAt: null, cardId: null })
          .where(
            and(
              eq(orderSubscriptions.userId, subject.userId),
              ne(orderSubscriptions.status, "cancelled"),
              ne(orderSubscriptions.status, "completed"),
            ),
          );
      },
    },
  ];
}
