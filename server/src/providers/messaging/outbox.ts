import type { FastifyBaseLogger } from "fastify";
import type { DbOrTx } from "../../db/client.ts";
import { messageOutbox } from "../../db/schema/index.ts";
import type { MessageSender, OutgoingMessage } from "./types.ts";

/**
 * The default provider: every message is stored in `message_outbox` and logged, so a fresh
 * machine needs no keys and tests (and the e2e suite) read the codes sent.
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
    this.log.info({ channel: message.channel, to: message.to, subject: message.subject }, "outbox: message stored");
  }
}
