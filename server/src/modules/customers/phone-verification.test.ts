import { identityLimits, identityPaths } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, wrongCode } from "../../../test/support/identity.ts";
import { oneTimeCodes } from "../../db/schema/index.ts";
import { identityOf, type SignedIn } from "../auth/identity.plugin.ts";

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
/** Each test sends from its own client IP so that per-IP send limits do not leak between tests. */
const freshIp = () => `10.9.${++ipCounter}.1`;

const generate = (phoneNumber: string, ip: string, countryCode = "+1") =>
  t.call("POST", identityPaths.generatePhoneCode, { form: { phoneNumber, countryCode }, ip });
const confirm = (confirmationCode: string, phoneNumber: string, ip: string) =>
  t.call("POST", identityPaths.confirmPhone, { body: { confirmationCode, phoneNumber, countryCode: "+1" }, ip });

describe("sign-up phone verification", () => {
  it("tells the sign-in listeners of a phone-code sign-in, with the guest id it carried", async () => {
    const heard: SignedIn[] = [];
    identityOf(t.app).onSignedIn(async (event) => {
      heard.push(event);
    });
    const ip = freshIp();
    const { profile } = await t.register();
    await generate(profile.phoneNumber, ip);
    const guestId = "0b9a7c1e-6f3d-4c2a-9e8b-1d2c3b4a5f60";
    const res = await t.call("POST", identityPaths.confirmPhone, {
      body: { confirmationCode: await t.latestCode(`+1${profile.phoneNumber}`), phoneNumber: profile.phoneNumber },
      headers: { "X-Guest-Id": guestId },
      ip,
    });
    expect(res.statusCode).toBe(200);
    expect(heard).toEqual([{ userId: profile.id, tenantId: 3, guestId }]);
  });

  it("sends a code by SMS (form data) and confirming it verifies the phone and signs in", async () => {
    const ip = freshIp();
    const { profile } = await t.register();
    const sent = await generate(`(${profile.phoneNumber.slice(0, 3)}) ${profile.phoneNumber.slice(3)}`, ip);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, result: null });
    const [message] = await t.messagesTo(`+1${profile.phoneNumber}`);
    expect(message).toMatchObject({ channel: "sms", tenantId: 3 });
    expect(message?.body).toMatch(/^\d{6} is your Dutchpot verification code\. It expires in 10 minutes\.$/);

    const res = await confirm(await t.latestCode(`+1${profile.phoneNumber}`), profile.phoneNumber, ip);
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({ userId: profile.id, accessToken: expect.any(String) });
    const me = await t.call("POST", identityPaths.profile, { token: res.json().result.accessToken });
    expect(me.json().result.isPhoneConfirmed).toBe(true);
  });

  it("accepts multipart form data as a browser FormData sends it", async () => {
    const { profile } = await t.register();
    const form = new FormData();
    form.set("phoneNumber", profile.phoneNumber);
    form.set("countryCode", "+1");
    const request = new Request("http://x", { method: "POST", body: form });
    const res = await t.app.inject({
      method: "POST",
      url: identityPaths.generatePhoneCode,
      headers: { "content-type": request.headers.get("content-type") ?? "", "Abp.TenantId": "3" },
      payload: Buffer.from(await request.arrayBuffer()),
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(await t.latestCode(`+1${profile.phoneNumber}`)).toMatch(/^\d{6}$/);
  });

  it("stores only a hash of the code", async () => {
    const { profile } = await t.register();
    await generate(profile.phoneNumber, freshIp());
    const code = await t.latestCode(`+1${profile.phoneNumber}`);
    const rows = await t.app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.userId, profile.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).not.toContain(code);
    expect(rows[0]?.codeHash.length).toBeGreaterThan(30);
  });

  it("answers the same for a number no account has, and sends nothing", async () => {
    const res = await generate("9055550000", freshIp());
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBeNull();
    expect(await t.messagesTo("+19055550000")).toEqual([]);
    expect((await confirm("123456", "9055550000", freshIp())).statusCode).toBe(400);
  });

  it("validates the form and the confirmation", async () => {
    const ip = freshIp();
    const members = async (res: Awaited<ReturnType<typeof generate>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    };
    expect(await members(await generate("12345", ip))).toEqual(["phoneNumber"]);
    expect(await members(await generate("4165550123", ip, "+44"))).toEqual(["countryCode"]);
    expect(await members(await confirm("12345", "4165550123", ip))).toEqual(["confirmationCode"]);
    expect(await members(await confirm("abcdef", "4165550123", ip))).toEqual(["confirmationCode"]);
  });

  it("refuses a wrong code, and after 5 tries refuses even the right one", async () => {
    const ip = freshIp();
    const { profile } = await t.register();
    await generate(profile.phoneNumber, ip);
    const code = await t.latestCode(`+1${profile.phoneNumber}`);
    for (let i = 0; i < identityLimits.codeMaxAttempts; i++) {
      const res = await confirm(wrongCode(code), profile.phoneNumber, ip);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Invalid security code");
    }
    expect((await confirm(code, profile.phoneNumber, ip)).statusCode).toBe(400);
    // A new code starts afresh.
    await generate(profile.phoneNumber, ip);
    expect((await confirm(await t.latestCode(`+1${profile.phoneNumber}`), profile.phoneNumber, ip)).statusCode).toBe(
      200,
    );
  });

  it("expires a code after 10 minutes", async () => {
    const ip = freshIp();
    const { profile } = await t.register();
    await generate(profile.phoneNumber, ip);
    const code = await t.latestCode(`+1${profile.phoneNumber}`);
    t.clock.advance(identityLimits.codeTtlSeconds + 1);
    expect((await confirm(code, profile.phoneNumber, ip)).statusCode).toBe(400);
  });

  it("accepts a code just before expiry, once only; a newer code replaces the older", async () => {
    const ip = freshIp();
    const { profile } = await t.register();
    await generate(profile.phoneNumber, ip);
    const first = await t.latestCode(`+1${profile.phoneNumber}`);
    await generate(profile.phoneNumber, ip);
    const second = await t.latestCode(`+1${profile.phoneNumber}`);
    if (first !== second) expect((await confirm(first, profile.phoneNumber, ip)).statusCode).toBe(400);
    t.clock.advance(identityLimits.codeTtlSeconds - 1);
    expect((await confirm(second, profile.phoneNumber, ip)).statusCode).toBe(200);
    expect((await confirm(second, profile.phoneNumber, ip)).statusCode).toBe(400);
  });

  it("limits sends per phone number, until the window passes", async () => {
    const { profile } = await t.register();
    for (let i = 0; i < identityLimits.sendsPerTarget; i++) {
      expect((await generate(profile.phoneNumber, freshIp())).statusCode).toBe(200);
    }
    const blocked = await generate(profile.phoneNumber, freshIp());
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.json().error.details.match(/wait (\d+) seconds/)?.[1])).toBeGreaterThan(0);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
    expect((await generate(profile.phoneNumber, freshIp())).statusCode).toBe(200);
  });

  it("limits sends per client IP, known numbers or not", async () => {
    const ip = freshIp();
    for (let i = 0; i < identityLimits.sendsPerIp; i++) {
      expect((await generate(`905555${String(1000 + i)}`, ip)).statusCode).toBe(200);
    }
    expect((await generate("9055559999", ip)).statusCode).toBe(429);
    expect((await generate("9055559999", freshIp())).statusCode).toBe(200);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
  });

  it("sends at most the limit of codes to one number from a concurrent burst (Retry-After on the rest)", async () => {
    const { profile } = await t.register();
    const results = await Promise.all(Array.from({ length: 50 }, () => generate(profile.phoneNumber, freshIp())));
    const sent = results.filter((r) => r.statusCode === 200).length;
    expect(sent).toBe(identityLimits.sendsPerTarget);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await t.messagesTo(`+1${profile.phoneNumber}`)).toHaveLength(identityLimits.sendsPerTarget);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
  });

  it("sends at most the per-address limit from a concurrent burst over many numbers", async () => {
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 60 }, (_, i) => generate(`905556${String(1000 + i)}`, ip)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(identityLimits.sendsPerIp);
    expect(results.filter((r) => r.statusCode === 429)).toHaveLength(60 - identityLimits.sendsPerIp);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
  });

  it("spends at most 5 tries of a code on a concurrent burst of guesses, the right code among them", async () => {
    const ip = freshIp();
    const { profile } = await t.register();
    await generate(profile.phoneNumber, ip);
    const code = await t.latestCode(`+1${profile.phoneNumber}`);
    const guesses = Array.from({ length: 50 }, (_, i) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, "0"));
    const results = await Promise.all(guesses.map((guess) => confirm(guess, profile.phoneNumber, freshIp())));
    expect(results.every((r) => r.statusCode === 400)).toBe(true);
    // The code's tries are spent: even the right code is refused now.
    expect((await confirm(code, profile.phoneNumber, ip)).statusCode).toBe(400);
  });
});
