import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { messageLog } from "../../db/schema/index.ts";
import type { MessageSender, OutgoingMessage } from "./types.ts";

/**
 * The default provider: every message is stored in `message_log` and logged with its text, so a
 * fresh machine needs no keys, tests (and the e2e suite) read the codes sent, and someone trying the
 * demo finds their phone code in the server log. It delivers nothing: a live deployment configures
 * Twilio and SMTP (the server warns at boot when a production start still uses the message log).
 */
export class MessageLogSender implements MessageSender {
  readonly name = "log";

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(messageLog).values({
      tenantId: message.tenantId ?? null,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: this.now(),
    });
    this.log.info(
      { channel: message.channel, to: message.to, subject: message.subject, text: message.body },
      "message log: message stored (not delivered)",
    );
  }
}
