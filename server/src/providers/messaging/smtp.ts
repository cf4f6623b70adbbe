import type { Transporter } from "nodemailer";
import type { MessageSender, OutgoingMessage } from "./types.ts";
import { MessagingError } from "./types.ts";

export interface SmtpOptions {
  host: string;
  port: number;
  /** Implicit TLS (465); otherwise STARTTLS when offered. */
  secure: boolean;
  user?: string;
  password?: string;
  from: string;
  /** Accept self-signed certificates (local fakes only). */
  allowInsecureTls?: boolean;
}

/**
 * Email through an SMTP server (nodemailer). nodemailer is loaded on the first send, not at start:
 * most starts never send an email before their first request (docs/decisions/036).
 */
export class SmtpEmailSender implements MessageSender {
  readonly name = "smtp";
  #transport: Promise<Transporter> | undefined;

  constructor(private readonly options: SmtpOptions) {}

  #open(): Promise<Transporter> {
    this.#transport ??= import("nodemailer").then(({ default: nodemailer }) => {
      const { options } = this;
      return nodemailer.createTransport({
        host: options.host,
        port: options.port,
        secure: options.secure,
        auth: options.user ? { user: options.user, pass: options.password ?? "" } : undefined,
        tls: options.allowInsecureTls ? { rejectUnauthorized: false } : undefined,
        connectionTimeout: 10_000,
        greetingTimeout: 10_000,
      });
    });
    return this.#transport;
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      const transport = await this.#open();
      await transport.sendMail({
        from: this.options.from,
        to: message.to,
        subject: message.subject ?? "",
        text: message.body,
      });
    } catch (err) {
      throw new MessagingError(this.name, (err as Error).message);
    }
  }

  close() {
    void this.#transport?.then((transport) => transport.close());
  }
}
