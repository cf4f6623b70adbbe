import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { MessageLogSender } from "./message-log.ts";
import { SmtpEmailSender } from "./smtp.ts";
import { TwilioSmsSender } from "./twilio.ts";
import type { MessageSender, OutgoingMessage } from "./types.ts";

export { type MessageSender, MessagingError, type OutgoingMessage } from "./types.ts";

/** Routes each message to the sender of its channel, as configured (SMS_PROVIDER, EMAIL_PROVIDER). */
export class Messenger {
  constructor(
    readonly sms: MessageSender,
    readonly email: MessageSender,
  ) {}

  send(message: OutgoingMessage): Promise<void> {
    return (message.channel === "sms" ? this.sms : this.email).send(message);
  }
}

export function createMessenger(config: Config, db: DbOrTx, log: FastifyBaseLogger, now?: () => Date): Messenger {
  const messageLog = new MessageLogSender(db, log, now);
  if (config.NODE_ENV === "production" && (config.SMS_PROVIDER === "log" || config.EMAIL_PROVIDER === "log")) {
    log.warn(
      { sms: config.SMS_PROVIDER, email: config.EMAIL_PROVIDER },
      "messages on the log provider are not delivered: their text (phone and reset codes) is only logged; set SMS_PROVIDER=twilio and EMAIL_PROVIDER=smtp for a live deployment",
    );
  }
  const sms =
    config.SMS_PROVIDER === "twilio"
      ? new TwilioSmsSender({
          baseUrl: config.TWILIO_BASE_URL,
          accountSid: config.TWILIO_ACCOUNT_SID ?? "",
          authToken: config.TWILIO_AUTH_TOKEN ?? "",
          from: config.TWILIO_FROM ?? "",
        })
      : messageLog;
  const email =
    config.EMAIL_PROVIDER === "smtp"
      ? new SmtpEmailSender({
          host: config.SMTP_HOST ?? "",
          port: config.SMTP_PORT,
          secure: config.SMTP_SECURE,
          user: config.SMTP_USER,
          password: config.SMTP_PASSWORD,
          from: config.MAIL_FROM,
          allowInsecureTls: config.NODE_ENV === "test",
        })
      : messageLog;
  return new Messenger(sms, email);
}
