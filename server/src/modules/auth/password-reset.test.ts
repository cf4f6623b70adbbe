import { identityLimits, identityPaths } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, password, wrongCode } from "../../../test/support/identity.ts";

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
});
afterAll(async () => t?.close());

let ipCounter = 0;
const freshIp = () => `10.8.${++ipCounter}.1`;
const sendCode = (body: unknown, ip = freshIp()) => t.call("POST", identityPaths.sendPasswordResetCode, { body, ip });
const reset = (body: unknown, ip = freshIp()) => t.call("POST", identityPaths.resetPassword, { body, ip });

describe("password reset by code", () => {
  it("emails a code; the code sets a new password and signs every session out", async () => {
    const { profile } = await t.register();
    const oldToken = await t.signIn(profile.emailAddress);
    const sent = await sendCode({ emailAddress: profile.emailAddress.toUpperCase() });
    expect(sent.statusCode).toBe(200);
    expect(sent.json().result).toBeNull();
    const [mail] = await t.messagesTo(profile.emailAddress);
    expect(mail).toMatchObject({ channel: "email", subject: "Dutchpot password reset code" });

    const code = await t.latestCode(profile.emailAddress);
    const res = await reset({ emailAddress: profile.emailAddress, code, newPassword: "a whole new secret" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toBe(true);

    expect((await t.call("POST", identityPaths.profile, { token: oldToken })).statusCode).toBe(401);
    const oldLogin = await t.call("POST", identityPaths.authenticate, {
      body: { userNameOrEmailAddress: profile.emailAddress, password },
    });
    expect(oldLogin.statusCode).toBe(400);
    expect(await t.signIn(profile.emailAddress, "a whole new secret")).toEqual(expect.any(String));
    // The code is spent.
    expect((await reset({ emailAddress: profile.emailAddress, code, newPassword: "yet another one" })).statusCode).toBe(
      400,
    );
  });

  it("sends the code by SMS when asked by phone", async () => {
    const { profile } = await t.register();
    expect((await sendCode({ phoneNumber: profile.phoneNumber, countryCode: "+1" })).statusCode).toBe(200);
    const code = await t.latestCode(`+1${profile.phoneNumber}`);
    const res = await reset({
      phoneNumber: profile.phoneNumber,
      countryCode: "+1",
      code,
      newPassword: "texted secret",
    });
    expect(res.statusCode).toBe(200);
    expect(await t.signIn(profile.emailAddress, "texted secret")).toEqual(expect.any(String));
  });

  it("answers an unknown account exactly like a known one and sends nothing", async () => {
    const { profile } = await t.register();
    const known = await sendCode({ emailAddress: profile.emailAddress });
    const unknown = await sendCode({ emailAddress: "nobody-here@example.com" });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.json()).toEqual(known.json());
    expect(await t.messagesTo("nobody-here@example.com")).toEqual([]);
    const res = await reset({ emailAddress: "nobody-here@example.com", code: "123456", newPassword: "whatever123" });
    expect(res.statusCode).toBe(400);
  });

  it("refuses wrong, expired and over-tried codes", async () => {
    const { profile } = await t.register();
    const email = profile.emailAddress;
    await sendCode({ emailAddress: email });
    let code = await t.latestCode(email);
    t.clock.advance(identityLimits.codeTtlSeconds + 1);
    expect((await reset({ emailAddress: email, code, newPassword: "new secret 1" })).statusCode).toBe(400);

    await sendCode({ emailAddress: email });
    code = await t.latestCode(email);
    for (let i = 0; i < identityLimits.codeMaxAttempts; i++) {
      const res = await reset({ emailAddress: email, code: wrongCode(code), newPassword: "new secret 1" });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toBe("Invalid security code");
    }
    expect((await reset({ emailAddress: email, code, newPassword: "new secret 1" })).statusCode).toBe(400);
    expect(await t.signIn(email)).toEqual(expect.any(String));
  });

  it("validates the payloads", async () => {
    const members = async (res: Awaited<ReturnType<typeof sendCode>>) => {
      expect(res.statusCode).toBe(400);
      return res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    };
    expect(await members(await sendCode({}))).toEqual(["emailAddress"]);
    expect(await members(await sendCode({ emailAddress: "bad" }))).toEqual(["emailAddress"]);
    expect(await members(await sendCode({ emailAddress: "a@b.co", phoneNumber: "4165550123" }))).toEqual([
      "emailAddress",
    ]);
    expect(await members(await reset({ emailAddress: "a@b.co", code: "12", newPassword: "short" }))).toEqual(
      expect.arrayContaining(["code", "newPassword"]),
    );
  });

  it("limits code requests per address", async () => {
    const { profile } = await t.register();
    for (let i = 0; i < identityLimits.sendsPerTarget; i++) {
      expect((await sendCode({ emailAddress: profile.emailAddress })).statusCode).toBe(200);
    }
    expect((await sendCode({ emailAddress: profile.emailAddress })).statusCode).toBe(429);
    expect((await sendCode({ emailAddress: "unknown-limit@example.com" })).statusCode).toBe(200);
  });

  it("sends at most the limit of reset codes to one address from a concurrent burst", async () => {
    const { profile } = await t.register();
    const results = await Promise.all(
      Array.from({ length: 50 }, () => sendCode({ emailAddress: profile.emailAddress })),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(identityLimits.sendsPerTarget);
    for (const res of results.filter((r) => r.statusCode !== 200)) {
      expect(res.statusCode).toBe(429);
      expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    }
    expect(await t.messagesTo(profile.emailAddress)).toHaveLength(identityLimits.sendsPerTarget);
    t.clock.advance(identityLimits.sendWindowSeconds + 1);
  });

  it("checks at most 5 guesses of a reset code sent together, the right code among them", async () => {
    const { profile } = await t.register();
    const email = profile.emailAddress;
    await sendCode({ emailAddress: email });
    const code = await t.latestCode(email);
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        reset({ emailAddress: email, code: i === 39 ? code : wrongCode(code), newPassword: "burst secret 1" }),
      ),
    );
    const accepted = results.filter((r) => r.statusCode === 200).length;
    expect(accepted).toBeLessThanOrEqual(1);
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(40 - accepted);
    // With its tries spent, the code no longer works.
    expect((await reset({ emailAddress: email, code, newPassword: "burst secret 2" })).statusCode).toBe(400);
  });

  it("lets the owner sign in from the resetting address at once, even after failures there", async () => {
    const { profile } = await t.register();
    const ip = freshIp();
    for (let i = 0; i < identityLimits.signInFreeFailures + 1; i++) {
      await t.call("POST", identityPaths.authenticate, {
        body: { userNameOrEmailAddress: profile.emailAddress, password: "forgotten" },
        ip,
      });
    }
    await sendCode({ emailAddress: profile.emailAddress }, ip);
    const code = await t.latestCode(profile.emailAddress);
    expect(
      (await reset({ emailAddress: profile.emailAddress, code, newPassword: "remembered now" }, ip)).statusCode,
    ).toBe(200);
    expect(await t.signIn(profile.emailAddress, "remembered now", { ip })).toEqual(expect.any(String));
  });
});
