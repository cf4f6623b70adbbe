import type { MessageSender, OutgoingMessage } from "./types.ts";
import { MessagingError } from "./types.ts";

export interface TwilioOptions {
  /** `https://api.twilio.com`, or a local fake in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** An E.164 sender number, or a messaging service sid (`MG…`). */
  from: string;
  timeoutMs?: number;
}

/** SMS through Twilio's REST API (`POST /2010-04-01/Accounts/{sid}/Messages.json`), plain fetch. */
export class TwilioSmsSender implements MessageSender {
  readonly name = "twilio";

  constructor(private readonly options: TwilioOptions) {}

  async send(message: OutgoingMessage): Promise<void> {
    const { baseUrl, accountSid, authToken, from, timeoutMs = 10_000 } = this.options;
    const form = new URLSearchParams({ To: message.to, Body: message.body });
    form.set(from.startsWith("MG") ? "MessagingServiceSid" : "From", from);
    const url = `${baseUrl}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString("base64")}`,
          "content-type": "application/x-www-form-urlencoded",
          accept: "application/json",
        },
        body: form,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new MessagingError(this.name, `request failed: ${(err as Error).message}`);
    }
    if (!response.ok) {
      // Twilio answers errors as {code, message, more_info, status}.
      const detail = (await response.json().catch(() => null)) as { code?: number; message?: string } | null;
      throw new MessagingError(
        this.name,
        `HTTP ${response.status}${detail?.code ? ` (error ${detail.code})` : ""}: ${detail?.message ?? "no details"}`,
      );
    }
  }
}
