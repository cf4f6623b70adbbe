import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { afterAll, describe, expect, it } from "vitest";
import { builtEmptyCluster, copyEmptyCluster } from "./pglite-empty-cluster.ts";

/**
 * A first start on a new PGlite folder (pglite-empty-cluster.ts, decisions 036 and 041): the build's
 * empty cluster is copied in, never over a cluster, and a copy cut short is finished on the next start.
 */
const root = mkdtempSync(path.join(os.tmpdir(), "dutchpot-empty-cluster-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

let n = 0;
function template(): string {
  const dir = path.join(root, `template-${n++}`);
  mkdirSync(path.join(dir, "base", "1"), { recursive: true });
  writeFileSync(path.join(dir, "PG_VERSION"), "17\n");
  writeFileSync(path.join(dir, "base", "1", "112"), "catalog page");
  writeFileSync(path.join(dir, "postgresql.conf"), "shared_buffers = 32MB\n");
  return dir;
}
const folder = () => path.join(root, `data-${n++}`);

describe("the empty cluster of a new PGlite folder", () => {
  it("copies every file of the template into a new folder, keeping what the folder already holds", () => {
    const data = folder();
    mkdirSync(data);
    writeFileSync(path.join(data, "jwt-secret"), "kept\n");
    expect(copyEmptyCluster(data, template())).toBe(true);
    expect(readFileSync(path.join(data, "PG_VERSION"), "utf8")).toBe("17\n");
    expect(readFileSync(path.join(data, "base", "1", "112"), "utf8")).toBe("catalog page");
    expect(readFileSync(path.join(data, "postgresql.conf"), "utf8")).toBe("shared_buffers = 32MB\n");
    expect(readFileSync(path.join(data, "jwt-secret"), "utf8")).toBe("kept\n");
  });

  it("never copies over a folder that holds a cluster", () => {
    const data = folder();
    mkdirSync(path.join(data, "base", "1"), { recursive: true });
    writeFileSync(path.join(data, "PG_VERSION"), "17\n");
    writeFileSync(path.join(data, "base", "1", "112"), "the shop's data");
    expect(copyEmptyCluster(data, template())).toBe(false);
    expect(readFileSync(path.join(data, "base", "1", "112"), "utf8")).toBe("the shop's data");
    expect(existsSync(path.join(data, "postgresql.conf"))).toBe(false);
  });

  it("finishes a copy cut short (files but no PG_VERSION) on the next start", () => {
    const data = folder();
    mkdirSync(path.join(data, "base", "1"), { recursive: true });
    writeFileSync(path.join(data, "base", "1", "112"), "half");
    expect(copyEmptyCluster(data, template())).toBe(true);
    expect(readFileSync(path.join(data, "base", "1", "112"), "utf8")).toBe("catalog page");
    expect(existsSync(path.join(data, "PG_VERSION"))).toBe(true);
  });

  it("copies nothing without a template (PGlite then runs initdb)", () => {
    const data = folder();
    expect(copyEmptyCluster(data, null)).toBe(false);
    expect(existsSync(data)).toBe(false);
  });

  it.skipIf(!builtEmptyCluster())("opens the build's empty cluster copied into a new folder", async () => {
    const data = folder();
    expect(copyEmptyCluster(data)).toBe(true);
    const pg = new PGlite({ dataDir: data });
    try {
      const { rows } = await pg.query<{ answer: number }>("select 41 + 1 as answer");
      expect(rows).toEqual([{ answer: 42 }]);
    } finally {
      await pg.close();
    }
  });
});
