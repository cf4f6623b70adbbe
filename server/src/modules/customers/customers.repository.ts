import { asc, inArray } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { messageLog } from "../../db/schema/index.ts";

/** Messages sent to these recipients (subject and time; bodies hold one-time codes and are not exported). */
export function messagesTo(db: DbOrTx, recipients: string[]) {
  if (recipients.length === 0) return Promise.resolve([]);
  return db
    .select({
      channel: messageLog.channel,
      recipient: messageLog.recipient,
      subject: messageLog.subject,
      createdAt: messageLog.createdAt,
    })
    .from(messageLog)
    .where(inArray(messageLog.recipient, recipients))
    .orderBy(asc(messageLog.createdAt), asc(messageLog.id));
}

/** Forgets the logged messages to these recipients (account deletion, inside its transaction). */
export async function deleteMessagesTo(tx: DbOrTx, recipients: string[]) {
  if (recipients.length > 0) await tx.delete(messageLog).where(inArray(messageLog.recipient, recipients));
}
