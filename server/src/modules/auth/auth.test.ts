import { abpTexts, identityLimits, identityPaths } from "@dutchpot/contract";
import { SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createIdentityApp, type IdentityApp, otherStorefront, password } from "../../../test/support/identity.ts";

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

  it("throttles an account after repeated failures, known or unknown alike, until the window passes", async () => {
    const { profile } = await t.register();
    for (const account of [profile.emailAddress, "ghost@example.com"]) {
      for (let i = 0; i < identityLimits.signInFailuresPerAccount; i++) {
        expect((await authenticate(account, "wrong password", `10.1.0.${i}`)).statusCode).toBe(400);
      }
      const blocked = await authenticate(account, account === profile.emailAddress ? password : "x", "10.1.0.99");
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().error.message).toBe(abpTexts.tooManyRequests);
    }
    t.clock.advance(identityLimits.signInWindowSeconds + 1);
    expect((await authenticate(profile.emailAddress, password, "10.1.0.100")).statusCode).toBe(200);
  });

  it("throttles one client IP trying many accounts", async () => {
    const ip = "10.2.0.1";
    for (let i = 0; i < identityLimits.signInFailuresPerIp; i++) {
      expect((await authenticate(`guess${i}@example.com`, "wrong password", ip)).statusCode).toBe(400);
    }
    const { profile } = await t.register();
    expect((await authenticate(profile.emailAddress, password, ip)).statusCode).toBe(429);
    expect((await authenticate(profile.emailAddress, password, "10.2.0.2")).statusCode).toBe(200);
    t.clock.advance(identityLimits.signInWindowSeconds + 1);
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
    for (let i = 0; i < identityLimits.signInFailuresPerAccount; i++)
      expect((await change("guess guess")).statusCode).toBe(400);
    expect((await change(password)).statusCode).toBe(429);
    t.clock.advance(identityLimits.signInWindowSeconds + 1);
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
