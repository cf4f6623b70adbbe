import { identityPaths } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, password } from "../../../test/support/identity.ts";
import { messageLog, oneTimeCodes, userRoles, users } from "../../db/schema/index.ts";
import { type AccountSubject, identityOf } from "../auth/identity.plugin.ts";

let t: IdentityApp;
/** A stand-in for another domain (e.g. likes) plugged into the archive and the deletion. */
const likes = new Map<number, { shopId: number }[]>();
const erased: AccountSubject[] = [];
beforeAll(async () => {
  t = await createIdentityApp();
  identityOf(t.app).registerDataSource({
    section: "likes",
    export: async (subject) => likes.get(subject.userId) ?? [],
    erase: async (subject) => {
      erased.push(subject);
      likes.delete(subject.userId);
    },
  });
});
afterAll(async () => t?.close());

/** A customer with an address, a verified phone and a message in the message log. */
async function customer(ip: string) {
  const { profile, input } = await t.register();
  await t.call("POST", identityPaths.generatePhoneCode, {
    form: { phoneNumber: profile.phoneNumber, countryCode: "+1" },
    ip,
  });
  const code = await t.latestCode(`+1${profile.phoneNumber}`);
  const confirmed = await t.call("POST", identityPaths.confirmPhone, {
    body: { confirmationCode: code, phoneNumber: profile.phoneNumber },
    ip,
  });
  const token = confirmed.json().result.accessToken as string;
  await t.call("PATCH", identityPaths.updateProfile, {
    token,
    body: { address: `${profile.id} King St W`, city: "Toronto", postCode: "M5H 1A1" },
  });
  likes.set(profile.id, [{ shopId: 100 + profile.id }]);
  return { profile, input, token };
}

describe("Customers/ExportMyData", () => {
  it("downloads exactly the caller's data as a JSON attachment", async () => {
    const a = await customer("10.7.0.1");
    const b = await customer("10.7.0.2");
    const res = await t.call("GET", identityPaths.exportMyData, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^application\/json/);
    expect(res.headers["content-disposition"]).toMatch(
      new RegExp(`^attachment; filename="dutchpot-data-${a.profile.id}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    );
    const archive = res.json().result;
    expect(archive).toMatchObject({
      format: "dutchpot.data-archive.v1",
      exportedAt: t.clock.now().toISOString(),
      profile: { id: a.profile.id, emailAddress: a.input.emailAddress, isPhoneConfirmed: true },
      addresses: [{ kind: "profile", address: `${a.profile.id} King St W`, city: "Toronto", postCode: "M5H 1A1" }],
      likes: [{ shopId: 100 + a.profile.id }],
      orders: [],
      subscriptions: [],
      carts: [],
      cards: [],
    });
    expect(archive.messages).toEqual([
      { channel: "sms", recipient: `+1${a.profile.phoneNumber}`, subject: null, sentAt: expect.any(String) },
    ]);
    const text = JSON.stringify(archive);
    expect(text).not.toContain(b.input.emailAddress);
    expect(text).not.toContain(b.profile.phoneNumber);
    expect(text).not.toContain(`${b.profile.id} King St W`);
    expect(text).not.toMatch(/passwordHash|codeHash|scrypt/);
  });
});

describe("Customers/DeleteCustomer", () => {
  it("erases the account for good, revokes its tokens and leaves other customers alone", async () => {
    const a = await customer("10.7.1.1");
    const b = await customer("10.7.1.2");
    const bBefore = (await t.call("POST", identityPaths.profile, { token: b.token })).json().result;

    const res = await t.call("DELETE", identityPaths.deleteCustomer, { token: a.token });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true, result: null });

    // Tokens revoked, sign-in impossible.
    expect((await t.call("POST", identityPaths.profile, { token: a.token })).statusCode).toBe(401);
    expect((await t.call("GET", identityPaths.exportMyData, { token: a.token })).statusCode).toBe(401);
    const login = await t.call("POST", identityPaths.authenticate, {
      body: { userNameOrEmailAddress: a.input.emailAddress, password },
      ip: "10.7.1.3",
    });
    expect(login.statusCode).toBe(400);

    // Personal data gone from the row that remains for kept orders; codes, messages, roles deleted.
    const [row] = await t.app.db.select().from(users).where(eq(users.id, a.profile.id));
    expect(row).toMatchObject({
      name: "Deleted",
      phoneNumber: null,
      phoneCountryCode: null,
      address: null,
      city: null,
      postCode: null,
      isActive: false,
    });
    expect(row?.deletedAt).not.toBeNull();
    expect(JSON.stringify(row)).not.toContain(a.input.emailAddress);
    expect(JSON.stringify(row)).not.toContain("Lovelace");
    expect(await t.messagesTo(`+1${a.profile.phoneNumber}`)).toEqual([]);
    expect(await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, a.profile.id))).toEqual([]);
    expect(await t.app.db.select().from(userRoles).where(eq(userRoles.userId, a.profile.id))).toEqual([]);
    expect(erased.map((s) => s.userId)).toContain(a.profile.id);
    expect(likes.has(a.profile.id)).toBe(false);

    // The other customer is untouched.
    const bAfter = await t.call("POST", identityPaths.profile, { token: b.token });
    expect(bAfter.statusCode).toBe(200);
    expect(bAfter.json().result).toEqual(bBefore);
    expect(await t.messagesTo(`+1${b.profile.phoneNumber}`)).toHaveLength(1);
    expect(likes.get(b.profile.id)).toEqual([{ shopId: 100 + b.profile.id }]);
    expect(await t.signIn(b.input.emailAddress, password, { ip: "10.7.1.4" })).toEqual(expect.any(String));

    // The same email and phone can sign up again, as a new account.
    const again = await t.call("POST", identityPaths.register, { body: a.input });
    expect(again.statusCode).toBe(200);
    expect(again.json().result.id).not.toBe(a.profile.id);
    expect(await t.signIn(a.input.emailAddress, password, { ip: "10.7.1.5" })).toEqual(expect.any(String));
  });

  it("keeps the logged messages of other recipients", async () => {
    const before = await t.app.db.select().from(messageLog);
    const c = await customer("10.7.2.1");
    await t.call("DELETE", identityPaths.deleteCustomer, { token: c.token });
    const after = await t.app.db.select().from(messageLog);
    expect(after).toEqual(before);
  });
});
