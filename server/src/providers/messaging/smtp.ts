import nodemailer, { type Transporter } from "nodemailer";
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

/** Email through an SMTP server (nodemailer). */
export class SmtpEmailSender implements MessageSender {
  readonly name = "smtp";
  readonly #transport: Transporter;

  constructor(private readonly options: SmtpOptions) {
    this.#transport = nodemailer.createTransport({
      host: options.host,
      port: options.port,
      secure: options.secure,
      auth: options.user ? { user: options.user, pass: options.password ?? "" } : undefined,
      tls: options.allowInsecureTls ? { rejectUnauthorized: false } : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
    });
  }

  async send(message: OutgoingMessage): Promise<void> {
    try {
      await this.#transport.sendMail({
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
    this.#transport.close();
  }
}
