import { randomUUID } from "node:crypto";
import { SignJWT } from "jose";

/**
 * Bearer tokens an attacker can make: expired, signed with another secret, tampered with after
 * signing, and unsigned (`alg: none`). Each carries the claims a real access token has
 * (lib/tokens.ts), so only the forged part can make the server refuse it.
 */
export interface ForgedClaims {
  userId: number;
  tenantId: number | null;
  roles: string[];
}

const encoder = new TextEncoder();
const seconds = () => Math.floor(Date.now() / 1000);

function signed(claims: ForgedClaims, secret: string, issuedAt: number, expiresAt: number): Promise<string> {
  return new SignJWT({ tenantId: claims.tenantId, roles: claims.roles, ver: 0 })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(String(claims.userId))
    .setJti(randomUUID())
    .setIssuer("dutchpot")
    .setAudience("dutchpot")
    .setIssuedAt(issuedAt)
    .setExpirationTime(expiresAt)
    .sign(encoder.encode(secret));
}

/** Signed with the server's own secret, but expired an hour ago. */
export const expiredToken = (claims: ForgedClaims, secret: string) =>
  signed(claims, secret, seconds() - 7200, seconds() - 3600);

/** Valid in every way but signed with a secret the server does not know. */
export const foreignToken = (claims: ForgedClaims, otherSecret = "some-other-secret-some-other-secret!") =>
  signed(claims, otherSecret, seconds(), seconds() + 3600);

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const decodePart = (part: string) => JSON.parse(Buffer.from(part, "base64url").toString("utf8"));

/** A genuine token whose payload was edited after signing (`changes` merged in); the signature is kept. */
export function tamperedToken(token: string, changes: Record<string, unknown>): string {
  const [header, payload, signature] = token.split(".");
  if (!header || !payload || !signature) throw new Error("not a JWT");
  return `${header}.${base64url({ ...decodePart(payload), ...changes })}.${signature}`;
}

/** An unsigned token (`alg: none`, empty signature) with otherwise valid claims. */
export function algNoneToken(claims: ForgedClaims): string {
  const now = seconds();
  const payload = {
    sub: String(claims.userId),
    tenantId: claims.tenantId,
    roles: claims.roles,
    ver: 0,
    jti: randomUUID(),
    iss: "dutchpot",
    aud: "dutchpot",
    iat: now,
    nbf: now,
    exp: now + 3600,
  };
  return `${base64url({ alg: "none", typ: "JWT" })}.${base64url(payload)}.`;
}
