/** Decodes the claims of a JWT without verifying it: the server verifies; the client only avoids
 * sending a token it already knows to be stale. Returns null when the token is malformed. */
export function decodeJwtClaims(token: string): Record<string, unknown> | null {
  const parts = token.split(".");
  const payload = parts[1];
  if (parts.length !== 3 || !payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, "+")
      .replace(/_/g, "/")
      .padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const claims: unknown = JSON.parse(atob(base64));
    return claims && typeof claims === "object" ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** True when the token is malformed or its `exp` (seconds) has passed. A token without `exp` never expires. */
export function isTokenExpired(token: string, nowMs = Date.now()): boolean {
  const claims = decodeJwtClaims(token);
  if (!claims) return true;
  return typeof claims.exp === "number" && claims.exp * 1000 <= nowMs;
}
