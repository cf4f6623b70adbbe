import { endpoints } from "@dutchpot/contract";
import { afterAll, beforeAll, expect } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { userRoles, users } from "../../db/schema/index.ts";

/** The payments tests' app, customers and calls (shared by payments.cards.test.ts and payments.service.test.ts). */
export let ctx: Awaited<ReturnType<typeof createTestApp>>;
export type Who = { id: number; authorization: string; tenant: number };
export let alice: Who;
export let bob: Who;
export let foreign: Who;
/** A host user (no tenant of their own): a customer of whichever storefront they shop on. */
export let host: { id: number; authorization: string };
export let otherMarketplace: number;
export const year = new Date().getUTCFullYear() + 3;

/** Registers the file's app: tenant 3 and another marketplace, customers alice, bob and foreign, a host user. */
export function usePaymentsTestApp() {
  beforeAll(async () => {
    ctx = await createTestApp();
    const db = ctx.database.db;
    await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
    otherMarketplace = (await buildTenant(db, { kind: "marketplace", name: "Other Brand" })).id;
    alice = { ...(await buildSignedInUser(db, ctx.app.tokens, 3)), tenant: 3 };
    bob = { ...(await buildSignedInUser(db, ctx.app.tokens, 3)), tenant: 3 };
    foreign = { ...(await buildSignedInUser(db, ctx.app.tokens, otherMarketplace)), tenant: otherMarketplace };
    const [row] = await db
      .insert(users)
      .values({ tenantId: null, userName: "host", emailAddress: "host@example.com", name: "Host", passwordHash: "x" })
      .returning({ id: users.id });
    const hostId = (row as { id: number }).id;
    await db.insert(userRoles).values({ userId: hostId, role: "hostAdmin" });
    const { accessToken } = await ctx.app.tokens.sign({ userId: hostId, tenantId: null, roles: ["hostAdmin"] });
    host = { id: hostId, authorization: `Bearer ${accessToken}` };
  });
  afterAll(async () => ctx?.close());
}

export type Caller = { authorization?: string; tenant?: number; guest?: string };
export const call = (name: keyof typeof endpoints, who: Caller, options: { body?: unknown; query?: string } = {}) => {
  const { method, path } = endpoints[name];
  const headers: Record<string, string> = { "Abp.TenantId": String(who.tenant ?? 3) };
  if (who.authorization) headers.authorization = who.authorization;
  if (who.guest) headers["x-guest-id"] = who.guest;
  // A string is sent as it is, as a JSON body (a malformed one in the tests).
  if (typeof options.body === "string") headers["content-type"] = "application/json";
  return ctx.app.inject({
    method,
    url: `${path}${options.query ? `?${options.query}` : ""}`,
    headers,
    ...(options.body !== undefined ? { payload: options.body as object | string } : {}),
  });
};

export const tokenize = async (cardNumber = "4111 1111 1111 1111", tenant = 3) => {
  const res = await call(
    "Payments.TokenizeCard",
    { tenant },
    { body: { cardNumber, expiryMonth: 9, expiryYear: year, cvv: "321" } },
  );
  expect(res.statusCode).toBe(200);
  return res.json().result.token as string;
};
export const saveCard = async (who: Caller, cardNumber?: string) => {
  const res = await call("Customers.SaveCustomerCard", who, { body: { Id: await tokenize(cardNumber, who.tenant) } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { cardId: string; isDefault: boolean; last4: string; cardBrand: string };
};
export const listCards = async (who: Caller) => {
  const res = await call("Customers.GetCustomersCardsList", who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result as { cardId: string; isDefault: boolean; last4: string }[];
};
export const validationOf = (res: { json(): unknown }) =>
  (res.json() as { error: { validationErrors: { message: string; members: string[] }[] } }).error.validationErrors;
