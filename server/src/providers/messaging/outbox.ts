import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { messageOutbox } from "../../db/schema/index.ts";
import type { MessageSender, OutgoingMessage } from "./types.ts";

/**
 * The default provider: every message is stored in `message_outbox` and logged with its text, so a
 * fresh machine needs no keys, tests (and the e2e suite) read the codes sent, and someone trying the
 * demo finds their phone code in the server log. It delivers nothing: a live deployment configures
 * Twilio and SMTP (the server warns at boot when a production start still uses the outbox).
 */
export class OutboxSender implements MessageSender {
  readonly name = "outbox";

  constructor(
    private readonly db: DbOrTx,
    private readonly log: FastifyBaseLogger,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async send(message: OutgoingMessage): Promise<void> {
    await this.db.insert(messageOutbox).values({
      tenantId: message.tenantId ?? null,
      channel: message.channel,
      recipient: message.to,
      subject: message.subject ?? null,
      body: message.body,
      createdAt: this.now(),
    });
    this.log.info(
      { channel: message.channel, to: message.to, subject: message.subject, text: message.body },
      "outbox: message stored (not delivered)",
    );
  }
}
