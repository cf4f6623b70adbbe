import { envelopeOf } from "@dutchpot/contract";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { createTestApp, createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "../db/client.ts";
import { ok } from "./envelope.ts";

/**
 * The answer serializers of the app (lib/serializer.ts) on routes with their own schemas: what a
 * handler's value becomes on the wire, checked (tests, development) and in production.
 */
const Answer = envelopeOf(z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() }));
const Dated = envelopeOf(z.object({ at: z.date() }));
const values: Record<string, unknown> = {
  good: { id: 1, name: "Jerk Hut", note: null },
  extra: { id: 1, name: "Jerk Hut", note: null, passwordHash: "secret" },
  missing: { id: 1, note: null },
  wrongType: { id: "1", name: "Jerk Hut", note: null },
};

/** Test routes: `/api/test/answer?shape=…` answers one of `values`; `/api/test/dated` a date (zod's serializer). */
function testRoutes(app: FastifyInstance) {
  app.get("/api/test/answer", { schema: { response: { 200: Answer } } }, async (request) =>
    ok(values[(request.query as { shape: string }).shape]),
  );
  app.get("/api/test/dated", { schema: { response: { 200: Dated } } }, async () =>
    ok({ at: new Date("2026-11-24T15:00:00.000Z") }),
  );
}

let database: Database;
let checked: Awaited<ReturnType<typeof createTestApp>>;
let production: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  database = await createTestDatabase();
  checked = await createTestApp({}, { database, register: testRoutes });
  production = await createTestApp(
    { NODE_ENV: "production", JOBS_ENABLED: "false" },
    { database, register: testRoutes },
  );
});
afterAll(async () => {
  await checked?.close();
  await production?.close();
  await database?.close();
});

const get = (ctx: typeof checked, url: string) => ctx.app.inject({ method: "GET", url });

describe("compiled answer serializers", () => {
  it("write the zod serializer's bytes in both modes, leaving out keys the schema does not name", async () => {
    for (const ctx of [checked, production]) {
      for (const shape of ["good", "extra"]) {
        const res = await get(ctx, `/api/test/answer?shape=${shape}`);
        expect(res.statusCode).toBe(200);
        expect(res.body).toBe(JSON.stringify(Answer.parse(ok(values.good))));
        expect(res.body).not.toContain("secret");
      }
    }
  });

  it("checked (tests, development): a handler answering the wrong shape is a 500 in the envelope, as before", async () => {
    for (const shape of ["missing", "wrongType"]) {
      const res = await get(checked, `/api/test/answer?shape=${shape}`);
      expect(res.statusCode, shape).toBe(500);
      expect(res.json()).toMatchObject({
        success: false,
        error: { message: "An internal error occurred during your request!" },
      });
    }
  });

  it("production: a missing key is still a 500; a wrong type is written as the schema's type, unchecked", async () => {
    const missing = await get(production, "/api/test/answer?shape=missing");
    expect(missing.statusCode).toBe(500);
    expect(missing.json()).toMatchObject({ success: false, __abp: true });
    const wrongType = await get(production, "/api/test/answer?shape=wrongType");
    expect(wrongType.statusCode).toBe(200);
    expect(wrongType.json().result).toEqual(values.good);
  });

  it("a schema a compiled serializer cannot write faithfully keeps the zod serializer (a date as ISO text)", async () => {
    for (const ctx of [checked, production]) {
      const res = await get(ctx, "/api/test/dated");
      expect(res.statusCode).toBe(200);
      expect(res.json().result).toEqual({ at: "2026-11-24T15:00:00.000Z" });
    }
  });
});
