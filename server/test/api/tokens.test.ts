import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { loadJwtSecret, TokenService } from "../../src/lib/tokens.ts";

const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "dutchpot-jwt-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe("JWT secret", () => {
  it("uses JWT_SECRET when given and writes nothing", () => {
    const dir = tempDir();
    expect(loadJwtSecret({ secret: "x".repeat(40), dataDir: dir })).toBe("x".repeat(40));
    expect(() => statSync(path.join(dir, "jwt-secret"))).toThrow();
  });

  it("generates a secret once into the data folder (0600) and reuses it after a restart", () => {
    const dir = tempDir();
    const first = loadJwtSecret({ dataDir: dir });
    expect(first.length).toBeGreaterThanOrEqual(64); // 48 random bytes, base64url
    const file = path.join(dir, "jwt-secret");
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, "utf8").trim()).toBe(first);
    expect(loadJwtSecret({ dataDir: dir })).toBe(first);
  });

  it("keeps tokens valid across a restart with the generated secret", async () => {
    const dir = tempDir();
    const before = new TokenService(loadJwtSecret({ dataDir: dir }), 3600);
    const { accessToken } = await before.sign({ userId: 5, tenantId: 3, roles: ["customer"] });
    const after = new TokenService(loadJwtSecret({ dataDir: dir }), 3600);
    expect(await after.verify(accessToken)).toMatchObject({ ok: true, claims: { userId: 5, tenantId: 3 } });
    const stranger = new TokenService(loadJwtSecret({ dataDir: tempDir() }), 3600);
    expect(await stranger.verify(accessToken)).toEqual({ ok: false, reason: "invalid" });
  });

  it("reports an expired token as expired", async () => {
    const tokens = new TokenService("s".repeat(32), 60);
    const { accessToken } = await tokens.sign({ userId: 5, tenantId: 3, roles: [] });
    const later = new TokenService("s".repeat(32), 60);
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 61_000);
    try {
      expect(await later.verify(accessToken)).toEqual({ ok: false, reason: "expired" });
    } finally {
      vi.useRealTimers();
    }
  });
});
