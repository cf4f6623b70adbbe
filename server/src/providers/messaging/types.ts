/** One outgoing message: an SMS to an E.164 number or an email to an address. */
export interface OutgoingMessage {
  channel: "sms" | "email";
  /** `+14165550123` for SMS, an email address for email. */
  to: string;
  /** Email subject (ignored for SMS). */
  subject?: string;
  body: string;
  tenantId?: number | null;
}

/** Sends messages of one channel (an adapter: message log, Twilio, SMTP). */
export interface MessageSender {
  readonly name: string;
  send(message: OutgoingMessage): Promise<void>;
}

/** The provider failed to accept a message (network, credentials, refused recipient). */
export class MessagingError extends Error {
  constructor(
    readonly provider: string,
    message: string,
  ) {
    super(`${provider}: ${message}`);
  }
}
