import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { type EndpointName, endpointSchemas, endpoints } from "@dutchpot/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app.ts";
import { openApiJsonPath } from "./openapi.ts";

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, unknown>;
};
type Document = { servers?: unknown[]; paths: Record<string, Record<string, Operation>> };

const repoRoot = path.resolve(import.meta.dirname, "../../..");
const redoclyBin = path.join(
  path.dirname(createRequire(import.meta.url).resolve("@redocly/cli/package.json")),
  "bin/cli.js",
);

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let doc: Document;
let raw: string;

beforeAll(async () => {
  ctx = await createTestApp();
  const res = await ctx.app.inject({ method: "GET", url: openApiJsonPath });
  expect(res.statusCode).toBe(200);
  raw = res.body;
  doc = res.json();
});
afterAll(async () => {
  await ctx.close();
});

const operationOf = (name: EndpointName) => doc.paths[endpoints[name].path]?.[endpoints[name].method.toLowerCase()];

describe("OpenAPI document", () => {
  it("serves the document generated from the routes", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/docs/json" });
    expect(res.statusCode).toBe(200);
    const served = res.json();
    expect(served.openapi).toMatch(/^3\./);
    expect(served.info.title).toBe("Dutchpot API");
    expect(Object.keys(served.components.securitySchemes).sort()).toEqual(["bearerAuth", "guestId", "tenantHeader"]);
    expect(served.components.securitySchemes.tenantHeader).toMatchObject({ in: "header", name: "Abp.TenantId" });
    const paths = Object.keys(served.paths).map((p) => p.toLowerCase());
    // Every call of the contract's endpoint map is documented; the health probes are not client
    // calls and stay out of the document (they still answer: health.test.ts).
    expect(paths).toContain("/api/services/app/country/getall");
    expect(paths).toContain("/api/tokenauth/authenticate");
    expect(paths.some((p) => p.startsWith("/health/"))).toBe(false);
    // Pages and files are not API.
    expect(paths).not.toContain("/");
    expect(paths.some((p) => p.startsWith("/media") || p.startsWith("/assets"))).toBe(false);
  });

  it("documents every call of the endpoint map under its name, with its summary and client errors", () => {
    for (const name of Object.keys(endpoints) as EndpointName[]) {
      const operation = operationOf(name);
      expect(operation, name).toBeDefined();
      expect(operation?.operationId).toBe(name);
      expect(operation?.summary).toBe(endpointSchemas[name].summary);
      const statuses = Object.keys(operation?.responses ?? {});
      for (const status of endpointSchemas[name].errors) expect(statuses, name).toContain(String(status));
      expect(statuses, name).toEqual(expect.arrayContaining(["200", "429"]));
    }
  });

  it("documents nothing outside the map (no hand-registered API route)", () => {
    const mapped = new Set(Object.values(endpoints).map((e) => `${e.method} ${e.path}`));
    for (const [route, operations] of Object.entries(doc.paths)) {
      for (const method of Object.keys(operations)) expect(mapped, route).toContain(`${method.toUpperCase()} ${route}`);
    }
  });

  it("names its server, so generated clients have a base URL", () => {
    expect(doc.servers).toEqual([{ url: "/", description: "This server" }]);
  });

  it("passes `redocly lint` with the recommended rules: no error, no warning", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "dutchpot-openapi-"));
    try {
      const file = path.join(dir, "openapi.json");
      await writeFile(file, raw);
      const { stdout } = await promisify(execFile)(
        process.execPath,
        [
          redoclyBin,
          "lint",
          file,
          "--format=json",
          "--max-problems=1000",
          `--config=${path.join(repoRoot, "redocly.yaml")}`,
        ],
        // No telemetry or update check: the suite runs offline.
        { env: { ...process.env, REDOCLY_TELEMETRY: "off", REDOCLY_SUPPRESS_UPDATE_NOTICE: "true" } },
      ).catch((err: { stdout?: string }) => ({ stdout: err.stdout ?? "" }));
      const report = JSON.parse(stdout) as { problems: { ruleId: string; message: string; location?: unknown }[] };
      expect(report.problems.map((p) => `${p.ruleId}: ${p.message} ${JSON.stringify(p.location)}`)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
