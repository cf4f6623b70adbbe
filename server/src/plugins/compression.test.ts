import { randomUUID } from "node:crypto";
import { get as httpGet, type IncomingHttpHeaders } from "node:http";
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/support/test-app.ts";
import { seedDemoData, seedReferenceData } from "../db/seed/index.ts";
import { openEventStream } from "../events/sse-client.ts";
import { compressionThresholdBytes, syncCompressionMaxBytes } from "./compression.ts";

/**
 * Compressed API answers (plugins/compression.ts) on the demo marketplace: what a client that
 * accepts Brotli or gzip receives, and everything that must go out as it is.
 */
const big = {
  items: Array.from({ length: 60 }, (_, i) => ({ id: i, name: `Item ${i}`, note: "Smoked over pimento" })),
};
const small = { id: 1, name: "Jerk Hut" };
/** ~30 KB of JSON (the near-me answer is 16 KB): over @fastify/compress's own synchronous ceiling (8 KB on 2 cores), under ours. */
const large = {
  items: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Shop ${i}`, distanceKm: i / 7, note: `${i * 7919}` })),
};

/** Routes of this test only: a big and a small JSON answer under /api and outside it, a 204, an encoded body. */
function testRoutes(app: FastifyInstance) {
  app.get("/api/test/big", async () => big);
  app.get("/api/test/small", async () => small);
  app.get("/api/test/large", async () => large);
  app.get("/test/big", async () => big);
  app.get("/api/test/empty", async (_request, reply) => reply.code(204).send());
  app.get("/api/test/encoded", async (_request, reply) =>
    reply
      .type("application/json; charset=utf-8")
      .header("content-encoding", "br")
      .send(brotliCompressSync(JSON.stringify(big))),
  );
}

let ctx: Awaited<ReturnType<typeof createTestApp>>;
let origin: string;
beforeAll(async () => {
  ctx = await createTestApp({}, { register: testRoutes });
  await seedReferenceData(ctx.database.db);
  await seedDemoData(ctx.database.db);
  await ctx.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as { port: number }).port}`;
});
afterAll(async () => ctx?.close());

const menu = "/api/services/app/FoodMenu/GetMenusByCategoryTagByShopId?ShopId=1&IsActive=true";
const get = (url: string, headers: Record<string, string> = {}, method: "GET" | "HEAD" = "GET") =>
  ctx.app.inject({ method, url, headers: { "Abp.TenantId": "3", ...headers } });

/** A GET over a real socket: the headers and the body's bytes as they crossed the wire (not decoded). */
function rawGet(url: string, headers: Record<string, string>) {
  return new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    httpGet(`${origin}${url}`, { headers: { "Abp.TenantId": "3", ...headers } }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    }).on("error", reject);
  });
}

/** The body as the client reads it after undoing its Content-Encoding. */
function decoded(res: LightMyRequestResponse): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString("utf8");
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString("utf8");
  expect(encoding).toBeUndefined();
  return res.body;
}

const varies = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? "")
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes("accept-encoding");

describe("compressed API answers", () => {
  it("sends the menu's ~20 KB answer as Brotli or gzip, as accepted, decoding to the same JSON", async () => {
    const plain = await get(menu);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(15_000);
    for (const [accept, encoding] of [
      ["br", "br"],
      ["gzip", "gzip"],
      ["gzip, deflate, br", "br"],
      ["br;q=0.5, gzip", "gzip"],
    ] as const) {
      const res = await get(menu, { "accept-encoding": accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers["content-encoding"], accept).toBe(encoding);
      expect(res.headers["content-type"]).toBe("application/json; charset=utf-8");
      expect(varies(res), accept).toBe(true);
      expect(res.rawPayload.length, accept).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decoded(res))).toEqual(plain.json());
    }
  });

  it("compresses any JSON answer of the API over 1 KB (not only cached ones), with a matching length", async () => {
    const identity = JSON.stringify(big);
    expect(identity.length).toBeGreaterThan(compressionThresholdBytes);
    for (const encoding of ["br", "gzip"]) {
      const res = await get("/api/test/big", { "accept-encoding": encoding });
      expect(res.headers["content-encoding"]).toBe(encoding);
      expect(varies(res)).toBe(true);
      expect(Number(res.headers["content-length"])).toBe(res.rawPayload.length);
      expect(decoded(res)).toBe(identity);
    }
  });

  it("sends a compressed answer of tens of KB with its Content-Length, not chunked", async () => {
    const identity = JSON.stringify(large);
    expect(identity.length).toBeGreaterThan(16 * 1024);
    expect(identity.length).toBeLessThan(syncCompressionMaxBytes);
    for (const encoding of ["br", "gzip"]) {
      const { headers, body } = await rawGet("/api/test/large", { "accept-encoding": encoding });
      expect(headers["content-encoding"]).toBe(encoding);
      expect(headers["transfer-encoding"]).toBeUndefined();
      expect(Number(headers["content-length"])).toBe(body.length);
      const text = encoding === "br" ? brotliDecompressSync(body) : gunzipSync(body);
      expect(text.toString("utf8")).toBe(identity);
    }
  });

  it("sends small answers, clients that accept no encoding and answers outside /api as they are", async () => {
    const cases = [
      await get("/api/test/small", { "accept-encoding": "br, gzip" }),
      await get("/api/test/big", {}),
      await get("/api/test/big", { "accept-encoding": "identity" }),
      await get("/api/test/big", { "accept-encoding": "deflate" }),
      await get("/test/big", { "accept-encoding": "br, gzip" }),
      await get("/health/live", { "accept-encoding": "br, gzip" }),
    ];
    for (const res of cases) {
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.json()).toBeTruthy();
    }
  });

  it("leaves an answer that is already encoded alone: it decodes once to the JSON", async () => {
    const res = await get("/api/test/encoded", { "accept-encoding": "br, gzip" });
    expect(res.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(decoded(res))).toEqual(big);
  });

  it("HEAD, 304 and 204 carry no body", async () => {
    const head = await get("/api/test/big", { "accept-encoding": "br" }, "HEAD");
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);

    const countries = "/api/services/app/Country/Getall";
    const first = await get(countries, { "accept-encoding": "br" });
    expect(first.statusCode).toBe(200);
    const etag = String(first.headers.etag);
    expect(JSON.parse(decoded(first)).result.items.length).toBeGreaterThan(100);
    const notModified = await get(countries, { "accept-encoding": "br", "if-none-match": etag });
    expect(notModified.statusCode).toBe(304);
    expect(notModified.rawPayload.length).toBe(0);
    expect(notModified.headers["content-encoding"]).toBeUndefined();

    const empty = await get("/api/test/empty", { "accept-encoding": "br" });
    expect(empty.statusCode).toBe(204);
    expect(empty.rawPayload.length).toBe(0);
    expect(empty.headers["content-encoding"]).toBeUndefined();
  });

  it("leaves server-sent event streams uncompressed", async () => {
    const stream = await openEventStream(`${origin}/api/services/app/ShoppingCart/Events?guestId=${randomUUID()}`, {
      "accept-encoding": "br, gzip",
      "Abp.TenantId": "3",
    });
    try {
      expect(stream.response.status).toBe(200);
      expect(stream.response.headers.get("content-type")).toMatch(/^text\/event-stream/);
      expect(stream.response.headers.get("content-encoding")).toBeNull();
    } finally {
      stream.close();
    }
  });
});
