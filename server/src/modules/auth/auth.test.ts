import { abpTexts, identityLimits, identityPaths } from "@dutchpot/contract";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, otherStorefront, password } from "../../../test/support/identity.ts";
import { hashingLoad } from "../../lib/passwords.ts";

let t: IdentityApp;
beforeAll(async () => {
  t = await createIdentityApp();
});
afterAll(async () => t?.close());

const authenticate = (userNameOrEmailAddress: string, secret: string, ip = "10.0.0.1", tenant?: number) =>
  t.call("POST", identityPaths.authenticate, { body: { userNameOrEmailAddress, password: secret }, ip, tenant });

describe("TokenAuth/Authenticate", () => {
  it("signs in by email in any letter case and returns the ABP login result", async () => {
    const { profile } = await t.register();
    const res = await authenticate(profile.emailAddress.toUpperCase(), password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null, __abp: true });
    expect(body.result).toEqual({
      accessToken: expect.any(String),
      encryptedAccessToken: expect.any(String),
      expireInSeconds: 86_400,
      userId: profile.id,
    });
    const me = await t.call("POST", identityPaths.profile, { token: body.result.accessToken });
    expect(me.json().result.id).toBe(profile.id);
  });

  it("answers a wrong password and an unknown account identically (4xx, ABP texts)", async () => {
    const { profile } = await t.register();
    const wrong = await authenticate(profile.emailAddress, "not the password", "10.0.1.1");
    const unknown = await authenticate("nobody@example.com", password, "10.0.1.1");
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toEqual({
        code: 0,
        message: "Login failed!",
        details: "Invalid user name or password",
        validationErrors: null,
      });
    }
  });

  it("does not sign a customer of one storefront in on another", async () => {
    const { profile } = await t.register();
    const res = await authenticate(profile.emailAddress, password, "10.0.1.2", otherStorefront);
    expect(res.statusCode).toBe(400);
  });

  it("validates the payload: both fields required", async () => {
    const res = await t.call("POST", identityPaths.authenticate, { body: { userNameOrEmailAddress: "" } });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.map((v: { members: string[] }) => v.members[0]);
    expect(members).toEqual(expect.arrayContaining(["userNameOrEmailAddress", "password"]));
    expect(res.json().error.message).toBe(abpTexts.validation);
  });
});

describe("sign-in throttling (decision 025)", () => {
  let ipCounter = 0;
  /** Each test signs in from its own addresses, so per-address counts never leak between tests. */
  const freshIp = () => `10.20.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`;
  const registerFresh = () => t.register({}, { ip: freshIp() });
  const retryAfter = (res: Awaited<ReturnType<typeof authenticate>>) => Number(res.headers["retry-after"]);
  const statuses = (results: Awaited<ReturnType<typeof authenticate>>[]) => {
    const count = (status: number) => results.filter((r) => r.statusCode === status).length;
    return {
      ok: count(200),
      wrong: count(400),
      throttled: count(429),
      other: results.length - count(200) - count(400) - count(429),
    };
  };

  it("gives an account and address pair 5 free failures, then a doubling back-off, known or unknown alike", async () => {
    const { profile } = await registerFresh();
    for (const account of [profile.emailAddress, "ghost@example.com"]) {
      const ip = freshIp();
      for (let i = 0; i < identityLimits.signInFreeFailures; i++) {
        expect((await authenticate(account, "wrong password", ip)).statusCode).toBe(400);
      }
      for (const wait of [1, 2, 4]) {
        const blocked = await authenticate(account, account === profile.emailAddress ? password : "x", ip);
        expect(blocked.statusCode).toBe(429);
        expect(blocked.json().error.message).toBe(abpTexts.tooManyRequests);
        expect(retryAfter(blocked)).toBe(wait);
        t.clock.advance(wait);
        expect((await authenticate(account, "wrong password", ip)).statusCode).toBe(400);
      }
    }
    t.clock.advance(identityLimits.signInPairWindowSeconds + 1);
  });

  it("caps the back-off at 15 minutes, and a success forgets the pair's failures", async () => {
    const { profile } = await registerFresh();
    const ip = freshIp();
    for (let i = 0; i < identityLimits.signInFreeFailures; i++) {
      expect((await authenticate(profile.emailAddress, "wrong password", ip)).statusCode).toBe(400);
    }
    const waits: number[] = [];
    for (let i = 0; i < 12; i++) {
      const blocked = await authenticate(profile.emailAddress, password, ip);
      expect(blocked.statusCode).toBe(429);
      waits.push(retryAfter(blocked));
      t.clock.advance(retryAfter(blocked));
      expect((await authenticate(profile.emailAddress, "wrong password", ip)).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900]);
    t.clock.advance(identityLimits.signInMaxBackoffSeconds);
    expect((await authenticate(profile.emailAddress, password, ip)).statusCode).toBe(200);
    for (let i = 0; i < identityLimits.signInFreeFailures; i++) {
      expect((await authenticate(profile.emailAddress, "wrong password", ip)).statusCode).toBe(400);
    }
  });

  it("signs the owner in from a clean address while another address is locked out of the account", async () => {
    const { profile } = await registerFresh();
    const attacker = freshIp();
    for (let i = 0; i < identityLimits.signInFreeFailures + 1; i++)
      await authenticate(profile.emailAddress, "guess", attacker);
    expect((await authenticate(profile.emailAddress, password, attacker)).statusCode).toBe(429);
    expect((await authenticate(profile.emailAddress, password, freshIp())).statusCode).toBe(200);
  });

  it("counts only failures per address: a shared address signs in until its own failures reach the cap", async () => {
    const shared = freshIp();
    const { profile } = await registerFresh();
    for (let i = 0; i < identityLimits.signInFailuresPerIp - 1; i++) {
      expect((await authenticate(`typo${i}@example.com`, "wrong password", shared)).statusCode).toBe(400);
    }
    // Successes never count against the address.
    for (let i = 0; i < 3; i++)
      expect((await authenticate(profile.emailAddress, password, shared)).statusCode).toBe(200);
    expect((await authenticate("one-more@example.com", "wrong password", shared)).statusCode).toBe(400);
    const blocked = await authenticate(profile.emailAddress, password, shared);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    expect((await authenticate(profile.emailAddress, password, freshIp())).statusCode).toBe(200);
    t.clock.advance(retryAfter(blocked));
    expect((await authenticate(profile.emailAddress, password, shared)).statusCode).toBe(200);
  });

  it("bounds guessing from many addresses: an account under attack gives each address 1 free failure", async () => {
    const { profile } = await registerFresh();
    const bots = Array.from({ length: identityLimits.signInFailuresPerAccount }, freshIp);
    for (const bot of bots) expect((await authenticate(profile.emailAddress, "guess", bot)).statusCode).toBe(400);
    // Normally a second failure would be free; now the pair backs off at once.
    const [first] = bots as [string];
    expect((await authenticate(profile.emailAddress, "guess", first)).statusCode).toBe(400);
    const blocked = await authenticate(profile.emailAddress, "guess", first);
    expect(blocked.statusCode).toBe(429);
    expect(retryAfter(blocked)).toBeGreaterThan(0);
    // A fresh address gets one try: the owner signs in.
    expect((await authenticate(profile.emailAddress, password, freshIp())).statusCode).toBe(200);
    t.clock.advance(identityLimits.signInPairWindowSeconds + 1);
  });

  it("lets at most the limit of 400 concurrent wrong passwords from one address reach the password check", async () => {
    const { profile } = await registerFresh();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) => authenticate(profile.emailAddress, `wrong ${i}`, ip)),
    );
    const counts = statuses(results);
    expect(counts.wrong).toBeGreaterThan(0);
    expect(counts.wrong).toBeLessThanOrEqual(identityLimits.signInFreeFailures);
    expect(counts).toMatchObject({ ok: 0, other: 0, throttled: 400 - counts.wrong });
    // Refused while the first five were in flight or once the pair backs off: a short wait either way.
    for (const res of results.filter((r) => r.statusCode === 429)) {
      expect(retryAfter(res)).toBeGreaterThan(0);
      expect(retryAfter(res)).toBeLessThanOrEqual(1);
    }
    t.clock.advance(identityLimits.signInPairWindowSeconds + 1);
  });

  it("checks at most the limit when wrong guesses and the right password arrive together", async () => {
    const { profile } = await registerFresh();
    const ip = freshIp();
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => authenticate(profile.emailAddress, i === 59 ? password : `wrong ${i}`, ip)),
    );
    const counts = statuses(results);
    expect(counts.wrong + counts.ok).toBeLessThanOrEqual(identityLimits.signInFreeFailures);
    expect(counts.throttled).toBe(60 - counts.wrong - counts.ok);
    t.clock.advance(identityLimits.signInPairWindowSeconds + 1);
  });

  it("answers 429 at once when the password hashing queue is full", async () => {
    const before = hashingLoad();
    const burst = before.maxRunning + before.maxWaiting + 20;
    const results = await Promise.all(
      Array.from({ length: burst }, (_, i) => authenticate(`burst${i}@example.com`, "wrong password", freshIp())),
    );
    const counts = statuses(results);
    expect(counts.throttled).toBeGreaterThanOrEqual(20);
    expect(counts.wrong).toBeLessThanOrEqual(before.maxRunning + before.maxWaiting);
    for (const res of results.filter((r) => r.statusCode === 429)) expect(retryAfter(res)).toBe(1);
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});

describe("access tokens", () => {
  const secret = "test-secret-test-secret-test-secret!";
  const forge = async (key: string, claims: { sub: string; exp: number; tenantId: number }) =>
    new SignJWT({ tenantId: claims.tenantId, roles: ["customer"], ver: 0 })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject(claims.sub)
      .setJti("00000000-0000-4000-8000-000000000000")
      .setIssuer("dutchpot")
      .setAudience("dutchpot")
      .setIssuedAt(claims.exp - 3600)
      .setExpirationTime(claims.exp)
      .sign(new TextEncoder().encode(key));

  it("refuses an expired token with 401", async () => {
    const { profile } = await t.register();
    const expired = await forge(secret, {
      sub: String(profile.id),
      exp: Math.floor(Date.now() / 1000) - 60,
      tenantId: 3,
    });
    const res = await t.call("POST", identityPaths.profile, { token: expired });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ unAuthorizedRequest: true, error: { message: abpTexts.notLoggedIn } });
  });

  it("refuses a genuine token of a user who does not exist (removed, or never was) with 401, never a 500", async () => {
    const ghost = await forge(secret, { sub: "2147483647", exp: Math.floor(Date.now() / 1000) + 600, tenantId: 3 });
    const profile = await t.call("POST", identityPaths.profile, { token: ghost });
    expect(profile.statusCode).toBe(401);
    expect(profile.json()).toMatchObject({ unAuthorizedRequest: true });
    // A write keyed by the user failed its foreign key (500) while the token was taken as a session.
    const like = await t.call("POST", "/api/services/app/ShopLikeList/Create", { token: ghost, body: { shopId: 1 } });
    expect(like.statusCode).toBe(401);
  });

  it("refuses a tampered or foreign-signed token with 401", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const [head, payload, signature] = token.split(".") as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const tampered = `${head}.${Buffer.from(JSON.stringify({ ...claims, sub: "1" })).toString("base64url")}.${signature}`;
    const foreign = await forge("another-secret-another-secret-12345", {
      sub: String(profile.id),
      exp: Math.floor(Date.now() / 1000) + 600,
      tenantId: 3,
    });
    for (const bad of [tampered, foreign, `${token}x`]) {
      expect((await t.call("POST", identityPaths.profile, { token: bad })).statusCode).toBe(401);
    }
  });

  it("refuses a tenant-3 token sent with another tenant's header (403)", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const res = await t.call("POST", identityPaths.profile, { token, tenant: otherStorefront });
    expect(res.statusCode).toBe(403);
    expect(res.json().unAuthorizedRequest).toBe(true);
  });
});

describe("User/ChangePassword", () => {
  it("needs the current password, returns a fresh token and revokes the older ones", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const other = await t.signIn(profile.emailAddress);

    const wrong = await t.call("POST", identityPaths.changePassword, {
      token,
      body: { currentPassword: "nope nope", newPassword: "brand new secret" },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.message).toBe("Incorrect password.");

    const res = await t.call("POST", identityPaths.changePassword, {
      token,
      body: { currentPassword: password, newPassword: "brand new secret" },
    });
    expect(res.statusCode).toBe(200);
    const fresh = res.json().result.accessToken;
    expect((await t.call("POST", identityPaths.profile, { token: fresh })).statusCode).toBe(200);
    expect((await t.call("POST", identityPaths.profile, { token: other })).statusCode).toBe(401);
    expect((await t.call("POST", identityPaths.profile, { token })).statusCode).toBe(401);
    expect((await authenticate(profile.emailAddress, password, "10.3.0.1")).statusCode).toBe(400);
    expect((await authenticate(profile.emailAddress, "brand new secret", "10.3.0.1")).statusCode).toBe(200);
  });

  it("throttles wrong current passwords like failed sign-ins", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const change = (currentPassword: string) =>
      t.call("POST", identityPaths.changePassword, {
        token,
        ip: "10.4.0.1",
        body: { currentPassword, newPassword: "brand new secret" },
      });
    for (let i = 0; i < identityLimits.signInFreeFailures; i++)
      expect((await change("guess guess")).statusCode).toBe(400);
    const blocked = await change(password);
    expect(blocked.statusCode).toBe(429);
    t.clock.advance(Number(blocked.headers["retry-after"]));
    expect((await change(password)).statusCode).toBe(200);
  });

  it("enforces the password policy and requires sign-in", async () => {
    const { profile } = await t.register();
    const token = await t.signIn(profile.emailAddress);
    const short = await t.call("POST", identityPaths.changePassword, {
      token,
      body: { currentPassword: password, newPassword: "short" },
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.validationErrors[0].members).toEqual(["newPassword"]);
    const anonymous = await t.call("POST", identityPaths.changePassword, {
      body: { currentPassword: password, newPassword: "long enough" },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("OpenAPI", () => {
  it("documents every identity call", async () => {
    const doc = (await t.call("GET", "/api/docs/json")).json();
    for (const path of Object.values(identityPaths)) expect(Object.keys(doc.paths)).toContain(path);
  });
});
