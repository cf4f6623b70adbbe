import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../../test/support/test-app.ts";
import { seedReferenceData } from "../../db/seed/index.ts";

let ctx: Awaited<ReturnType<typeof createTestApp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  await seedReferenceData(ctx.database.db);
});
afterAll(async () => ctx?.close());

const collator = new Intl.Collator("en", { sensitivity: "base" });
const isSorted = (names: string[]) =>
  names.every((n, i) => i === 0 || collator.compare(names[i - 1] as string, n) <= 0);

describe("GET Country/Getall", () => {
  it("lists every country with its states, both sorted by name", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/services/app/Country/Getall" });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ success: true, error: null, __abp: true });
    const items: {
      id: number;
      name: string;
      code: string;
      stateProvinces: { id: number; name: string; countryId: number }[];
    }[] = body.result.items;
    expect(items.length).toBe(250);
    expect(isSorted(items.map((c) => c.name))).toBe(true);

    const canada = items.find((c) => c.code === "CA");
    expect(canada).toMatchObject({ name: "Canada", code: "CA" });
    expect(Object.keys(canada ?? {}).sort()).toEqual(["code", "id", "name", "stateProvinces"]);
    const ontario = canada?.stateProvinces.find((s) => s.name === "Ontario");
    expect(ontario).toEqual({ id: expect.any(Number), name: "Ontario", countryId: canada?.id });
    expect(canada?.stateProvinces).toHaveLength(13);
    expect(isSorted(canada?.stateProvinces.map((s) => s.name) ?? [])).toBe(true);
    expect(canada?.stateProvinces.every((s) => s.countryId === canada.id)).toBe(true);
  });

  it("answers the GetAll spelling too (routes are case-insensitive)", async () => {
    const res = await ctx.app.inject({ method: "GET", url: "/api/services/app/country/GetAll" });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.items.some((c: { code: string }) => c.code === "US")).toBe(true);
  });
});

describe("Country/Getall caching", () => {
  it("sends an ETag and answers a matching If-None-Match with 304 and no body", async () => {
    const first = await ctx.app.inject({ method: "GET", url: "/api/services/app/Country/Getall" });
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(first.headers["content-type"]).toMatch(/^application\/json/);
    const again = await ctx.app.inject({
      method: "GET",
      url: "/api/services/app/Country/Getall",
      headers: { "if-none-match": etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
    const stale = await ctx.app.inject({
      method: "GET",
      url: "/api/services/app/Country/Getall",
      headers: { "if-none-match": '"something-else"' },
    });
    expect(stale.statusCode).toBe(200);
    expect(stale.json().result.items).toHaveLength(250);
  });

  it("sends a different strong ETag for each encoding, and 304s only the representation it would send", async () => {
    const getAll = (headers: Record<string, string>) =>
      ctx.app.inject({ method: "GET", url: "/api/services/app/Country/Getall", headers });
    const [plain, br, gzip] = await Promise.all([
      getAll({}),
      getAll({ "accept-encoding": "br" }),
      getAll({ "accept-encoding": "gzip" }),
    ]);
    expect([plain, br, gzip].map((res) => res.headers["content-encoding"])).toEqual([undefined, "br", "gzip"]);
    const tags = [plain, br, gzip].map((res) => res.headers.etag as string);
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[\w-]+"$/);
    expect(String(br.headers.vary)).toContain("accept-encoding");

    expect((await getAll({ "accept-encoding": "br", "if-none-match": tags[1] as string })).statusCode).toBe(304);
    expect((await getAll({ "accept-encoding": "gzip", "if-none-match": `W/${tags[2]}` })).statusCode).toBe(304);
    // A tag of another encoding names other bytes: the client gets the representation it asked for.
    const other = await getAll({ "accept-encoding": "br", "if-none-match": tags[0] as string });
    expect(other.statusCode).toBe(200);
    expect(other.headers.etag).toBe(tags[1]);
    expect(other.headers["content-encoding"]).toBe("br");
  });
});
