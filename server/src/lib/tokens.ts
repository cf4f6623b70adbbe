import { randomBytes, randomUUID } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { errors, jwtVerify, SignJWT } from "jose";

const issuer = "dutchpot";
const audience = "dutchpot";

/** What a verified access token says about its bearer. */
export interface AccessTokenClaims {
  userId: number;
  /** The tenant the user signed up under; null for a platform (host) user. */
  tenantId: number | null;
  roles: string[];
  /** Token id (uuid), for revocation. */
  jti: string;
  /** Issued-at, unix seconds. */
  issuedAt: number;
  /** Expiry, unix seconds. */
  expiresAt: number;
  /** The user's token version when issued (`ver`); a bumped version on the user revokes the token. */
  tokenVersion: number;
}

export interface IssuedToken {
  accessToken: string;
  expireInSeconds: number;
  jti: string;
}

export type TokenCheck = { ok: true; claims: AccessTokenClaims } | { ok: false; reason: "expired" | "invalid" };

/** HS256 access tokens (wire decision 9): `sub` = user id, `tenantId`, `roles`, `jti`, `iat`, `exp`. */
export class TokenService {
  readonly #key: Uint8Array;

  constructor(
    secret: string | Uint8Array,
    readonly expireSeconds: number,
  ) {
    this.#key = typeof secret === "string" ? new TextEncoder().encode(secret) : secret;
  }

  async sign(user: {
    userId: number;
    tenantId: number | null;
    roles: string[];
    tokenVersion?: number;
  }): Promise<IssuedToken> {
    const jti = randomUUID();
    const accessToken = await new SignJWT({ tenantId: user.tenantId, roles: user.roles, ver: user.tokenVersion ?? 0 })
      .setProtectedHeader({ alg: "HS256", typ: "JWT" })
      .setSubject(String(user.userId))
      .setJti(jti)
      .setIssuer(issuer)
      .setAudience(audience)
      .setIssuedAt()
      .setNotBefore("0s")
      .setExpirationTime(`${this.expireSeconds}s`)
      .sign(this.#key);
    return { accessToken, expireInSeconds: this.expireSeconds, jti };
  }

  /** Verifies signature, algorithm, issuer, audience and lifetime (no clock skew, as ABP). */
  async verify(token: string): Promise<TokenCheck> {
    try {
      const { payload } = await jwtVerify(token, this.#key, { algorithms: ["HS256"], issuer, audience });
      const userId = Number(payload.sub);
      const tenantId = payload.tenantId;
      const roles = payload.roles;
      const version = payload.ver ?? 0;
      const valid =
        Number.isSafeInteger(version) &&
        Number.isSafeInteger(userId) &&
        userId > 0 &&
        (tenantId === null || Number.isSafeInteger(tenantId)) &&
        Array.isArray(roles) &&
        roles.every((r) => typeof r === "string") &&
        typeof payload.jti === "string" &&
        typeof payload.iat === "number" &&
        typeof payload.exp === "number";
      if (!valid) return { ok: false, reason: "invalid" };
      return {
        ok: true,
        claims: {
          userId,
          tenantId: tenantId as number | null,
          roles: roles as string[],
          jti: payload.jti as string,
          issuedAt: payload.iat as number,
          expiresAt: payload.exp as number,
          tokenVersion: version as number,
        },
      };
    } catch (err) {
      if (err instanceof errors.JWTExpired) return { ok: false, reason: "expired" };
      return { ok: false, reason: "invalid" };
    }
  }
}

/**
 * The signing secret: JWT_SECRET when set, else a random one generated once into
 * `<dataDir>/jwt-secret` (mode 0600) so tokens survive restarts of the embedded set-up.
 */
export function loadJwtSecret(options: { secret?: string; dataDir: string }): string {
  if (options.secret) return options.secret;
  const file = path.join(options.dataDir, "jwt-secret");
  const stored = existsSync(file) ? readFileSync(file, "utf8").trim() : "";
  if (stored.length >= 32) return stored;
  mkdirSync(options.dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  try {
    // "wx" when absent: of two instances starting at once, the first writer wins and both use its secret.
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: stored ? "w" : "wx" });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") throw err;
    const written = readFileSync(file, "utf8").trim();
    if (written.length < 32) throw new Error(`${file} holds no usable secret: delete it or set JWT_SECRET`);
    return written;
  }
  chmodSync(file, 0o600);
  return secret;
}
