import { identityLimits, identityPaths, identityTexts } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, otherStorefront, password } from "../../../test/support/identity.ts";
import { countries, stateProvinces } from "../../db/schema/index.ts";

let t: IdentityApp;
let canada: number;
let ontario: number;
let quebec: number;
let france: number;
beforeAll(async () => {
  t = await createIdentityApp();
  const [ca, fr] = await t.app.db
    .insert(countries)
    .values([
      { name: "Canada", code: "CA" },
      { name: "France", code: "FR" },
    ])
    .returning();
  canada = ca?.id as number;
  france = fr?.id as number;
  const [on, qc] = await t.app.db
    .insert(stateProvinces)
    .values([
      { countryId: canada, name: "Ontario", code: "ON" },
      { countryId: canada, name: "Quebec", code: "QC" },
    ])
    .returning();
  ontario = on?.id as number;
  quebec = qc?.id as number;
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** A client address of its own, so per-address sign-up limits do not leak between tests. */
const freshIp = () => `10.30.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;

const membersOf = (res: { json(): { error: { validationErrors: { members: string[] }[] | null } } }) =>
  (res.json().error.validationErrors ?? []).flatMap((v) => v.members);

describe("Customers/Register", () => {
  it("creates a customer of the request's tenant with an unverified phone", async () => {
    const { profile, input } = await t.register({ phoneNumber: "+1 (416) 555-0199" });
    expect(profile).toMatchObject({
      tenantId: 3,
      name: "Ada",
      surname: "Lovelace",
      userName: input.emailAddress,
      emailAddress: input.emailAddress,
      phoneCountryCode: "+1",
      phoneNumber: "4165550199",
      isPhoneConfirmed: false,
      pendingPhoneNumber: null,
      isActive: true,
      roleNames: ["customer"],
    });
    expect(profile).not.toHaveProperty("passwordHash");
  });

  it("ignores requested roles: a sign-up is always a customer", async () => {
    const { profile } = await t.register({ roleNames: ["hostAdmin", "tenantAdmin"] });
    expect(profile.roleNames).toEqual(["customer"]);
  });

  it("answers a taken email (any letter case) or phone with one 409 naming neither, and tells the owner", async () => {
    const { input } = await t.register();
    const ip = freshIp();
    const again = (overrides: Record<string, string>) =>
      t.call("POST", identityPaths.register, { body: { ...input, ...overrides }, ip });
    const email = await again({ emailAddress: input.emailAddress.toUpperCase(), phoneNumber: "+14165557777" });
    const phone = await again({ emailAddress: "fresh@example.com" });
    for (const res of [email, phone]) {
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 0,
        message: identityTexts.signUpRefused,
        details: identityTexts.signUpRefusedDetails,
        validationErrors: null,
      });
      expect(res.body.toLowerCase()).not.toContain(input.emailAddress.toLowerCase());
      expect(res.body).not.toContain(input.phoneNumber.slice(-7));
    }
    expect(email.body).toBe(phone.body);
    const [mail] = await t.messagesTo(input.emailAddress.toLowerCase());
    expect(mail).toMatchObject({
      channel: "email",
      subject: "Dutchpot: someone tried to sign up with your email address",
    });
    const [sms] = await t.messagesTo(input.phoneNumber);
    expect(sms?.body).toMatch(/^Someone tried to create a new Dutchpot account with this mobile number/);
    // Nothing was created: neither new address signs in.
    expect(
      (
        await t.call("POST", identityPaths.authenticate, {
          body: { userNameOrEmailAddress: "fresh@example.com", password },
          ip: freshIp(),
        })
      ).statusCode,
    ).toBe(400);
  });

  it("sends an owner at most a few sign-up notices an hour, answering the same", async () => {
    const { input } = await t.register();
    for (let i = 0; i < identityLimits.noticesPerTarget + 2; i++) {
      const res = await t.call("POST", identityPaths.register, {
        body: { ...input, phoneNumber: `+1905555${String(2000 + i)}` },
        ip: freshIp(),
      });
      expect(res.statusCode).toBe(409);
    }
    expect(await t.messagesTo(input.emailAddress.toLowerCase())).toHaveLength(identityLimits.noticesPerTarget);
  });

  it("limits sign-ups per client address, with Retry-After; another address still signs up", async () => {
    const ip = freshIp();
    for (let i = 0; i < identityLimits.registrationsPerIp; i++) await t.register({}, { ip });
    const blocked = await t.call("POST", identityPaths.register, {
      body: { name: "A", surname: "B", emailAddress: "late@example.com", password, phoneNumber: "+14165550999" },
      ip,
    });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    await t.register({}, { ip: freshIp() });
    t.clock.advance(identityLimits.registerWindowSeconds + 1);
    await t.register({}, { ip });
  });

  it("lets at most the limit of a burst of sign-ups from one address through", async () => {
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        t.call("POST", identityPaths.register, {
          body: {
            name: "Burst",
            surname: "Signup",
            emailAddress: `burst${i}@example.com`,
            password,
            phoneNumber: `+1647555${String(3000 + i)}`,
          },
          ip,
        }),
      ),
    );
    const created = results.filter((r) => r.statusCode === 200).length;
    const throttled = results.filter((r) => r.statusCode === 429);
    expect(created).toBeGreaterThan(0);
    expect(created).toBeLessThanOrEqual(identityLimits.registrationsPerIp);
    expect(created + throttled.length).toBe(40);
    for (const res of throttled) expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(identityLimits.registerWindowSeconds + 1);
  });

  it("lets exactly one of two simultaneous sign-ups with the same email or phone through", async () => {
    const base = { name: "Race", surname: "Condition", password, phoneNumber: "+14165550777" };
    const results = await Promise.all([
      t.call("POST", identityPaths.register, { body: { ...base, emailAddress: "race@example.com" } }),
      t.call("POST", identityPaths.register, { body: { ...base, emailAddress: "RACE@example.com" } }),
      t.call("POST", identityPaths.register, { body: { ...base, emailAddress: "race2@example.com" } }),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = results.filter((r) => r.statusCode === 409).map((r) => r.json().error.message);
    expect(refused).toEqual([identityTexts.signUpRefused, identityTexts.signUpRefused]);
  });

  it("lets the same email sign up on another storefront", async () => {
    const { input } = await t.register();
    const res = await t.call("POST", identityPaths.register, { body: input, tenant: otherStorefront });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.tenantId).toBe(otherStorefront);
  });

  it.each([
    ["password", { password: "short" }],
    ["emailAddress", { emailAddress: "not-an-email" }],
    ["name", { name: "" }],
    ["surname", { surname: "   " }],
    ["phoneNumber", { phoneNumber: "12345" }],
    ["phoneNumber", { phoneNumber: "+44 4165550123" }],
  ])("answers 400 naming %s for bad input", async (member, overrides) => {
    const res = await t.call("POST", identityPaths.register, {
      body: {
        name: "A",
        surname: "B",
        emailAddress: "ok@example.com",
        password,
        phoneNumber: "+14165550100",
        ...overrides,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(membersOf(res)).toContain(member);
  });

  it("names every missing field", async () => {
    const res = await t.call("POST", identityPaths.register, { body: {} });
    expect(res.statusCode).toBe(400);
    expect(membersOf(res)).toEqual(
      expect.arrayContaining(["name", "surname", "emailAddress", "password", "phoneNumber"]),
    );
  });
});

describe("profile calls", () => {
  it("Profile and Get?id return only the caller's own profile", async () => {
    const { profile } = await t.register();
    const { profile: other } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const me = await t.call("POST", identityPaths.profile, { token });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toEqual(profile);
    const byId = await t.call("GET", `${identityPaths.get}?Id=${profile.id}`, { token });
    expect(byId.json().result).toEqual(profile);
    const foreign = await t.call("GET", `${identityPaths.get}?id=${other.id}`, { token });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe(`There is no entity Customer with id = ${other.id}!`);
    const bad = await t.call("GET", `${identityPaths.get}?id=abc`, { token });
    expect(bad.statusCode).toBe(400);
    expect(membersOf(bad)).toEqual(["id"]);
  });

  it("requires a signed-in user", async () => {
    for (const [method, url] of [
      ["POST", identityPaths.profile],
      ["GET", `${identityPaths.get}?id=1`],
      ["PATCH", identityPaths.updateProfile],
      ["DELETE", identityPaths.deleteCustomer],
      ["GET", identityPaths.exportMyData],
    ] as const) {
      const res = await t.call(method, url, { body: method === "PATCH" ? {} : undefined });
      expect(res.statusCode, url).toBe(401);
    }
  });

  it("UpdateProfile changes the address fields and returns them", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const res = await t.call("PATCH", identityPaths.updateProfile, {
      token,
      body: {
        address: "1 Front St W",
        city: "Toronto",
        postCode: "M5J 2X6",
        countryId: canada,
        stateProvinceId: ontario,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      address: "1 Front St W",
      city: "Toronto",
      postCode: "M5J 2X6",
      countryId: canada,
      stateProvinceId: ontario,
    });
    const names = await t.call("PATCH", identityPaths.updateProfile, {
      token,
      body: { name: "Grace", surname: "Hopper", stateProvinceId: quebec },
    });
    expect(names.json().result).toMatchObject({ name: "Grace", surname: "Hopper", stateProvinceId: quebec });
  });

  it("UpdateProfile validates fields, countries and states", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const patch = (body: unknown) => t.call("PATCH", identityPaths.updateProfile, { token, body });
    expect(membersOf(await patch({ emailAddress: "nope" }))).toEqual(["emailAddress"]);
    expect(membersOf(await patch({ phoneNumber: "555" }))).toEqual(["phoneNumber"]);
    expect(membersOf(await patch({ name: "" }))).toEqual(["name"]);
    expect(membersOf(await patch({ postCode: "x".repeat(17) }))).toEqual(["postCode"]);
    expect(membersOf(await patch({ countryId: 999_999 }))).toEqual(["countryId"]);
    expect(membersOf(await patch({ countryId: france, stateProvinceId: ontario }))).toEqual(["stateProvinceId"]);
  });

  it("UpdateProfile changes the email unless another account has it (409)", async () => {
    const { profile } = await t.register();
    const { profile: other } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const taken = await t.call("PATCH", identityPaths.updateProfile, {
      token,
      body: { emailAddress: other.emailAddress },
    });
    expect(taken.statusCode).toBe(409);
    const res = await t.call("PATCH", identityPaths.updateProfile, {
      token,
      body: { emailAddress: "renamed@example.com" },
    });
    expect(res.json().result).toMatchObject({ emailAddress: "renamed@example.com", userName: "renamed@example.com" });
    expect(await t.signIn("renamed@example.com")).toEqual(expect.any(String));
  });

  it("a changed phone stays pending until its code is confirmed", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const res = await t.call("PATCH", identityPaths.updateProfile, { token, body: { phoneNumber: "(647) 555-0142" } });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      phoneNumber: profile.phoneNumber,
      pendingPhoneCountryCode: "+1",
      pendingPhoneNumber: "6475550142",
    });
    const sent = await t.call("POST", identityPaths.generatePhoneCode, {
      token,
      form: { phoneNumber: "6475550142", countryCode: "+1" },
    });
    expect(sent.statusCode).toBe(200);
    const code = await t.latestCode("+16475550142");
    const confirmed = await t.call("POST", identityPaths.confirmPhone, {
      token,
      body: { confirmationCode: code, phoneNumber: "6475550142", countryCode: "+1" },
    });
    expect(confirmed.statusCode).toBe(200);
    const me = await t.call("POST", identityPaths.profile, { token });
    expect(me.json().result).toMatchObject({
      phoneNumber: "6475550142",
      isPhoneConfirmed: true,
      pendingPhoneNumber: null,
    });
  });

  it("refuses a phone another account has (409)", async () => {
    const { profile } = await t.register();
    const { profile: other } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const res = await t.call("PATCH", identityPaths.updateProfile, { token, body: { phoneNumber: other.phoneNumber } });
    expect(res.statusCode).toBe(409);
    const code = await t.call("POST", identityPaths.generatePhoneCode, {
      token,
      form: { phoneNumber: other.phoneNumber, countryCode: "1" },
    });
    expect(code.statusCode).toBe(409);
  });

  it("counts a signed-in probe of a taken phone as a code send: probing numbers is limited too", async () => {
    const { profile } = await t.register({}, { ip: freshIp() });
    const { profile: other } = await t.register({}, { ip: freshIp() });
    const token = await t.signIn(profile.emailAddress, password, { ip: freshIp() });
    const probe = () =>
      t.call("POST", identityPaths.generatePhoneCode, {
        token,
        form: { phoneNumber: other.phoneNumber, countryCode: "+1" },
        ip: freshIp(),
      });
    for (let i = 0; i < identityLimits.sendsPerTarget; i++) expect((await probe()).statusCode).toBe(409);
    const blocked = await probe();
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers["retry-after"])).toBeGreaterThan(0);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
  });
});
