import type { RegisterCustomerInput } from "@dutchpot/contract";
import { identityPaths } from "@dutchpot/contract";
import { desc, eq } from "drizzle-orm";
import { messageLog } from "../../src/db/schema/index.ts";
import { identityOf } from "../../src/modules/auth/identity.plugin.ts";
import { buildTenant } from "../factories.ts";
import { createTestApp } from "./test-app.ts";

/** The storefront of the tests (the spec's tenant 3) and a second marketplace. */
export const storefront = 3;
export const otherStorefront = 7;
export const password = "correct horse 1";

export interface CallOptions {
  body?: unknown;
  token?: string;
  tenant?: number | string;
  ip?: string;
  headers?: Record<string, string>;
  form?: Record<string, string>;
}

/**
 * An app on a fresh database with tenants 3 and 7 and a controllable identity clock
 * (`clock.set(date)`, `clock.advance(seconds)`); `call` injects an API request.
 */
export async function createIdentityApp(env: Record<string, string> = {}) {
  const ctx = await createTestApp(env);
  await buildTenant(ctx.app.db, { id: storefront, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  await buildTenant(ctx.app.db, {
    id: otherStorefront,
    tenancyName: "other",
    name: "Other Market",
    kind: "marketplace",
  });
  ctx.app.tenantDirectory.invalidate();
  let now = new Date("2026-03-01T12:00:00.000Z");
  identityOf(ctx.app).clock.now = () => now;
  const clock = {
    set: (date: Date) => {
      now = date;
    },
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
    now: () => now,
  };

  const call = (method: "GET" | "POST" | "PATCH" | "DELETE" | "PUT", url: string, options: CallOptions = {}) => {
    const headers: Record<string, string> = {
      "Abp.TenantId": String(options.tenant ?? storefront),
      ...options.headers,
    };
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let payload: string | undefined;
    if (options.form) {
      headers["content-type"] = "application/x-www-form-urlencoded";
      payload = new URLSearchParams(options.form).toString();
    } else if (options.body !== undefined) {
      headers["content-type"] = "application/json";
      payload = JSON.stringify(options.body);
    }
    return ctx.app.inject({ method, url, headers, payload, remoteAddress: options.ip ?? "10.0.0.1" });
  };

  let counter = 0;
  /** Registers a customer (unique email and phone unless given); returns the profile and its input. */
  const register = async (overrides: Partial<RegisterCustomerInput> = {}, options: CallOptions = {}) => {
    counter++;
    const input = {
      name: "Ada",
      surname: "Lovelace",
      userName: `ada${counter}@example.com`,
      emailAddress: `ada${counter}@example.com`,
      password,
      isActive: true,
      phoneNumber: `+1416555${String(1000 + counter).slice(-4)}`,
      roleNames: ["customer"],
      shopId: storefront,
      ...overrides,
    };
    // Each sign-up from its own address unless given: sign-ups are limited per address (decision 025).
    const ip = options.ip ?? `10.1.${Math.floor(counter / 250)}.${counter % 250}`;
    const res = await call("POST", identityPaths.register, { ...options, ip, body: input });
    if (res.statusCode !== 200) throw new Error(`register failed: ${res.body}`);
    return { profile: res.json().result, input };
  };

  const signIn = async (email: string, secret = password, options: CallOptions = {}) => {
    const res = await call("POST", identityPaths.authenticate, {
      ...options,
      body: { userNameOrEmailAddress: email, password: secret },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.body}`);
    return res.json().result.accessToken as string;
  };

  /** The code in the latest logged message to this recipient. */
  const latestCode = async (recipient: string) => {
    const [message] = await ctx.app.db
      .select()
      .from(messageLog)
      .where(eq(messageLog.recipient, recipient))
      .orderBy(desc(messageLog.id))
      .limit(1);
    const code = /\b(\d{6})\b/.exec(message?.body ?? "")?.[1];
    if (!code) throw new Error(`no code sent to ${recipient}`);
    return code;
  };

  const messagesTo = (recipient: string) =>
    ctx.app.db.select().from(messageLog).where(eq(messageLog.recipient, recipient));

  return { ...ctx, clock, call, register, signIn, latestCode, messagesTo };
}
export type IdentityApp = Awaited<ReturnType<typeof createIdentityApp>>;

/** A code that is not `code` (same length). */
export const wrongCode = (code: string) => (code === "000000" ? "111111" : "000000");
