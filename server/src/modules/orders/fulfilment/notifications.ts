import type { DbOrTx } from "../../../db/client.ts";
import { withTransaction } from "../../../db/transaction.ts";
import type { Messenger, OutgoingMessage } from "../../../providers/messaging/index.ts";
import type { FulfilmentDeps } from "./fulfilment.deps.ts";
import {
  claimNextNotification,
  markNotificationFailed,
  markNotificationSent,
  type NotificationRow,
  type NotificationSubject,
  notificationSubject,
  tenantsWithPendingNotifications,
} from "./fulfilment.repository.ts";
import { notificationText } from "./notification-text.ts";

/** Attempts before a notification is given up (state failed). */
export const maxNotificationAttempts = 5;

/** The wait after a failed attempt: 30 s after the first, doubling (30 s, 1 min, 2 min, 4 min). */
export const retryDelayMs = (attempts: number) => 30_000 * 2 ** (attempts - 1);

/**
 * The messenger to send with inside a transaction: the message log provider writes its row in that
 * transaction (so "logged" and "marked sent" commit together); Twilio and SMTP ignore it.
 */
export type MessengerFor = (tx: DbOrTx) => Pick<Messenger, "send">;

/** Not worth retrying: nobody to send to, or nothing to say. */
class Undeliverable extends Error {}

/**
 * Drains the notifications outbox (order_notifications, docs/orders.md "Notifications"): the oldest
 * due pending row first, each in its own transaction — claimed with `FOR UPDATE SKIP LOCKED` (two
 * drainers never take the same row), its text rendered, sent, marked sent, committed. A failed send
 * counts an attempt and is retried `retryDelayMs` after that attempt (`next_attempt_at`); the fifth
 * failure, or a row with no recipient, is `failed`. "Due" is judged at the drain's start, and a
 * failed row's next attempt is always later, so one drain tries a row at most once. Answers how many
 * were sent.
 */
export async function sendNotifications(
  deps: FulfilmentDeps & { messengerFor: MessengerFor },
  settings: { batchSize?: number } = {},
): Promise<number> {
  // Brand names are read before any transaction: the tenant directory queries on its own
  // connection, which PGlite's single connection would only serve after the transaction.
  const brands = new Map<number, string>();
  for (const id of await tenantsWithPendingNotifications(deps.db))
    brands.set(id, (await deps.tenants.byId(id))?.name ?? "Dutchpot");
  const startedAt = deps.clock.now();
  let sent = 0;
  for (let i = 0; i < (settings.batchSize ?? 20); i++) {
    const outcome = await withTransaction(deps.db, async (tx) => {
      const row = await claimNextNotification(tx, startedAt);
      if (!row) return "none";
      const brand = brands.get(row.tenantId);
      if (brand === undefined) return "none"; // queued since this run began: the next run sends it
      try {
        // A savepoint: a failure (the provider, a read, the log's insert) leaves the claim usable.
        await tx.transaction(async (sp) => deps.messengerFor(sp).send(await compose(deps, sp, row, brand)));
      } catch (err) {
        const attempts = row.attempts + 1;
        const final = err instanceof Undeliverable || attempts >= maxNotificationAttempts;
        const retryAt = final ? null : new Date(deps.clock.now().getTime() + retryDelayMs(attempts));
        await markNotificationFailed(tx, row.id, err instanceof Error ? err.message : String(err), retryAt);
        return "failed";
      }
      await markNotificationSent(tx, row.id, deps.clock.now());
      return "sent";
    });
    if (outcome === "none") break;
    if (outcome === "sent") sent++;
  }
  return sent;
}

/** The message: text from the kind and payload, to the customer's verified phone, else their email. */
async function compose(
  deps: FulfilmentDeps,
  tx: DbOrTx,
  row: NotificationRow,
  brand: string,
): Promise<OutgoingMessage> {
  const about = await notificationSubject(tx, row);
  if (!about) throw new Undeliverable("its order or subscription is gone");
  const [shop] = await deps.shops.badges([about.shopId], tx);
  const text = notificationText(row, { brand, shopName: shop?.name ?? "the store", orderId: about.id });
  if (!text) throw new Undeliverable(`no text for kind '${row.kind}'`);
  const to = await recipient(deps, tx, about);
  if (!to) throw new Undeliverable("the customer has no verified phone or email");
  return { ...to, ...text, tenantId: about.tenantId };
}

async function recipient(
  deps: FulfilmentDeps,
  tx: DbOrTx,
  about: NotificationSubject,
): Promise<Pick<OutgoingMessage, "channel" | "to"> | undefined> {
  if (about.userId !== null) {
    const user = await deps.accounts.findLive(about.userId, tx);
    if (!user) return undefined;
    if (user.isPhoneConfirmed && user.phoneCountryCode && user.phoneNumber)
      return { channel: "sms", to: `${user.phoneCountryCode}${user.phoneNumber}` };
    return user.emailAddress ? { channel: "email", to: user.emailAddress } : undefined;
  }
  return about.customerEmail ? { channel: "email", to: about.customerEmail } : undefined;
}
