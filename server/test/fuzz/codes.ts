import { desc, eq } from "drizzle-orm";
import { messageLog } from "../../src/db/schema/index.ts";
import type { FuzzRequest } from "./draft.ts";
import type { World } from "./world.ts";

/**
 * A reset code in a generated request may be a placeholder ("the code just sent to this email"),
 * so password resets get past the code check: before sending, the keeper asks for a code through
 * the API and reads it from the message log, as a user reads their email. Only throw-away
 * accounts are reset (a reset signs the account out everywhere).
 */

/** Seven digits: never a valid code, so an unresolved placeholder is refused like any bad code. */
export const codePlaceholder = "0000000";

const quotedPlaceholder = `"${codePlaceholder}"`;

export class CodeKeeper {
  constructor(private readonly world: World) {}

  needs(request: FuzzRequest): boolean {
    return typeof request.payload === "string" && request.payload.includes(quotedPlaceholder);
  }

  async resolve(request: FuzzRequest): Promise<FuzzRequest> {
    if (!this.needs(request)) return request;
    const payload = request.payload as string;
    const email = /"emailAddress":"([^"]+)"/.exec(payload)?.[1];
    if (!email) return request;
    const { app } = this.world.ctx;
    await app.inject({
      method: "POST",
      url: "/api/services/app/Account/SendPasswordResetCode",
      headers: { "Abp.TenantId": request.headers["Abp.TenantId"] ?? "3" },
      payload: { emailAddress: email },
      remoteAddress: "10.250.0.1",
    });
    const [message] = await app.db
      .select({ body: messageLog.body })
      .from(messageLog)
      .where(eq(messageLog.recipient, email))
      .orderBy(desc(messageLog.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
    if (!code) return request;
    return { ...request, payload: payload.replaceAll(quotedPlaceholder, `"${code}"`) };
  }
}
