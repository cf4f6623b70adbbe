import { spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const cli = path.join(import.meta.dirname, "cli.ts");
const dataDir = mkdtempSync(path.join(tmpdir(), "dutchpot-cli-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Runs the real `db:*` script; the guard must answer before any database is opened. */
function run(args: string[], env: Record<string, string> = {}) {
  const { DATABASE_URL: _, ...inherited } = process.env;
  return spawnSync(process.execPath, ["--import", "tsx", cli, ...args], {
    env: { ...inherited, DATA_DIR: path.join(dataDir, "db"), NODE_ENV: "development", ...env },
    encoding: "utf8",
    timeout: 20_000,
  });
}

describe("db:reset guard", () => {
  it("refuses without --yes and touches nothing", () => {
    const result = run(["reset"]);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Refusing to reset");
    expect(result.stderr).toContain("--yes");
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("refuses a production configuration unless --force-production is given too", () => {
    // A production configuration names its JWT_SECRET (it is required there).
    const result = run(["reset", "--yes"], { NODE_ENV: "production", JWT_SECRET: "x".repeat(32) });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("--force-production");
    expect(existsSync(path.join(dataDir, "db"))).toBe(false);
  });

  it("rejects an unknown command with its usage", () => {
    const result = run(["drop-it-all"]);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("usage:");
  });
});
