import { SignJWT } from "jose";
import { algNoneToken, expiredToken, foreignToken, tamperedToken } from "../support/forged-tokens.ts";

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

interface Customer {
  id: number;
  authorization: string;
}

/**
 * Authorization header values that must never sign anyone in: unsigned, wrongly signed, expired,
 * tampered, or signed with the real secret but naming no live session (unknown user, revoked,
 * odd claims). `storefront` is alice's tenant; the secret is the test app's.
 */
export async function forgeTokens(
  alice: Customer,
  bob: Customer,
  jwtSecret: string,
  storefront: number,
): Promise<Record<string, string>> {
  const key = new TextEncoder().encode(jwtSecret);
  const now = Math.floor(Date.now() / 1000);
  const claims = { tenantId: storefront, roles: ["customer"], ver: 0 };
  const sign = (payload: Record<string, unknown>, secret = key, alg = "HS256") =>
    new SignJWT(payload)
      .setProtectedHeader({ alg, typ: "JWT" })
      .setIssuer("dutchpot")
      .setAudience("dutchpot")
      .setJti("00000000-0000-4000-8000-000000000000")
      .sign(secret);
  const aliceToken = alice.authorization.slice("Bearer ".length);
  const aliceAs = { userId: alice.id, tenantId: storefront, roles: ["customer"] };
  const [header, payload, signature] = aliceToken.split(".") as [string, string, string];
  const aliceClaims = JSON.parse(Buffer.from(payload, "base64url").toString());
  return {
    none: `Bearer ${algNoneToken(aliceAs)}`,
    noneUpper: `Bearer ${b64url({ alg: "NONE" })}.${b64url({ ...aliceClaims, roles: ["admin"] })}.`,
    wrongSecret: `Bearer ${await foreignToken(aliceAs)}`,
    hs512: `Bearer ${await sign({ ...claims, sub: String(alice.id), iat: now, exp: now + 3600 }, key, "HS512")}`,
    expired: `Bearer ${await expiredToken(aliceAs, jwtSecret)}`,
    notYet: `Bearer ${await sign({ ...claims, sub: String(alice.id), iat: now, nbf: now + 3600, exp: now + 7200 })}`,
    tamperedSub: `Bearer ${tamperedToken(aliceToken, { sub: String(bob.id) })}`,
    tamperedRoles: `Bearer ${tamperedToken(aliceToken, { roles: ["admin"] })}`,
    badSignature: `Bearer ${header}.${payload}.${signature.slice(0, -4)}AAAA`,
    truncated: `Bearer ${header}.${payload}`,
    unknownUser: `Bearer ${await sign({ ...claims, sub: "2147483647", iat: now, exp: now + 3600 })}`,
    revoked: `Bearer ${await sign({ ...claims, sub: String(alice.id), ver: 99, iat: now, exp: now + 3600 })}`,
    oddClaims: `Bearer ${await sign({ tenantId: "3", roles: "admin", ver: "x", sub: "1e3", iat: now, exp: now + 3600 })}`,
    negativeSub: `Bearer ${await sign({ ...claims, sub: "-1", iat: now, exp: now + 3600 })}`,
    otherTenantClaim: `Bearer ${await sign({ ...claims, tenantId: 2147483647, sub: String(alice.id), iat: now, exp: now + 3600 })}`,
    garbage: "Bearer not.a.token",
    empty: "Bearer ",
    basic: `Basic ${Buffer.from("admin:admin").toString("base64")}`,
    twoTokens: `Bearer ${aliceToken}, Bearer ${aliceToken}`,
    huge: `Bearer ${"a".repeat(3000)}.${"b".repeat(3000)}.${"c".repeat(100)}`,
  };
}
