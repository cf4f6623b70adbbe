import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, createTestDatabase } from "../../test/support/test-app.ts";
import type { Database } from "../db/client.ts";
import { openEventStream } from "../events/sse-client.ts";
import { append, collector } from "../events/testing.ts";
import { eventually } from "../jobs/testing.ts";

declare module "../jobs/job-types.ts" {
  interface JobTypes {
    "test.metrics-backlog": { n: number };
  }
}

type TestApp = Awaited<ReturnType<typeof createTestApp>>;

let database: Database;
let on: TestApp;
let origin: string;
let metricsUrl: string;
beforeAll(async () => {
  database = await createTestDatabase();
  on = await createTestApp({ METRICS_PORT: "0" }, { database });
  await on.app.listen({ port: 0, host: "127.0.0.1" });
  origin = `http://127.0.0.1:${(on.app.server.address() as { port: number }).port}`;
  const address = on.app.metrics.address();
  metricsUrl = `http://127.0.0.1:${address?.port}/metrics`;
});
afterAll(async () => {
  await on?.close();
  await database?.close();
});

/** The value of one sample line (`name{labels} value`), or undefined when the scrape has none. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  for (const line of text.split("\n")) {
    const match = /^([a-z_:][\w:]*)(?:\{(.*)\})? (\S+)$/i.exec(line);
    if (!match || match[1] !== name) continue;
    const given = Object.fromEntries([...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => given[k] === v)) return Number(match[3]);
  }
  return undefined;
}

async function scrape(url = metricsUrl) {
  const response = await fetch(url);
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
  return response.text();
}

const shopTypes = "/api/services/app/ShopType/GetAll";
const countOf = (text: string, labels: Record<string, string>) =>
  sample(text, "dutchpot_http_request_duration_seconds_count", labels) ?? 0;

describe("the metrics port (METRICS_PORT)", () => {
  it("answers Prometheus text whose request histogram moves with real requests, labelled by route pattern", async () => {
    const labels = { method: "GET", route: shopTypes, status_code: "200" };
    const before = countOf(await scrape(), labels);
    for (let i = 0; i < 3; i++) expect((await fetch(`${origin}${shopTypes}`)).status).toBe(200);
    // A route with a parameter and an unknown API path: the pattern, or one fixed label, never the URL.
    expect((await fetch(`${origin}/media/uploads/no-such-file-41517.webp`)).status).toBe(404);
    expect((await fetch(`${origin}/api/services/app/NoSuch/Call-82933`)).status).toBe(404);

    const text = await scrape();
    expect(countOf(text, labels)).toBe(before + 3);
    expect(sample(text, "dutchpot_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(before + 3);
    expect(countOf(text, { route: "/media/uploads/:file", status_code: "404" })).toBe(1);
    expect(countOf(text, { route: "<unmatched>", status_code: "404" })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain("41517");
    expect(text).not.toContain("82933");
    // Every request has been answered: none is left counted in flight.
    expect(sample(text, "dutchpot_http_requests_in_flight")).toBe(0);
  });

  it("carries the process, database, event, job and cache families", async () => {
    const text = await scrape();
    for (const family of [
      "process_resident_memory_bytes",
      "nodejs_heap_size_used_bytes",
      "nodejs_eventloop_lag_p99_seconds",
      "dutchpot_db_pool_connections",
      "dutchpot_event_fanout_lag_seconds",
      "dutchpot_sse_streams_open",
      "dutchpot_jobs_due",
      "dutchpot_jobs_oldest_due_age_seconds",
      "dutchpot_cache_hits_total",
      "dutchpot_cache_misses_total",
    ]) {
      expect(text, family).toContain(`# TYPE ${family} `);
    }
    expect(sample(text, "process_resident_memory_bytes")).toBeGreaterThan(0);
    if (database.kind === "postgres") {
      expect(sample(text, "dutchpot_db_pool_connections")).toBeGreaterThanOrEqual(1);
      expect(sample(text, "dutchpot_db_pool_idle")).toBeGreaterThanOrEqual(0);
      expect(sample(text, "dutchpot_db_pool_waiting")).toBe(0);
    } else {
      expect(sample(text, "dutchpot_db_pool_connections")).toBe(1);
      expect(sample(text, "dutchpot_db_pool_waiting")).toBe(0);
    }
  });

  it("times the database work the requests do", async () => {
    const count = (text: string) => sample(text, "dutchpot_db_query_duration_seconds_count") ?? 0;
    const before = count(await scrape());
    expect((await fetch(`${origin}/health/ready`)).status).toBe(200);
    const carts = await fetch(`${origin}/api/services/app/ShoppingCart/GetCustomersCarts`, {
      headers: { "x-guest-id": randomUUID() },
    });
    expect(carts.status).toBe(200);
    expect(count(await scrape())).toBeGreaterThan(before);
  });

  it('reports the storefront read cache\'s hits and misses as cache="read"', async () => {
    const read = { cache: "read" };
    const text = await scrape();
    const hits = sample(text, "dutchpot_cache_hits_total", read) ?? 0;
    const misses = sample(text, "dutchpot_cache_misses_total", read) ?? 0;
    const menu = `${origin}/api/services/app/MenuCategory/GetAll`;
    for (let i = 0; i < 2; i++) expect((await fetch(menu)).status).toBe(200);
    const after = await scrape();
    const moved =
      (sample(after, "dutchpot_cache_hits_total", read) ?? 0) -
      hits +
      ((sample(after, "dutchpot_cache_misses_total", read) ?? 0) - misses);
    expect(moved).toBeGreaterThanOrEqual(2);
    expect(sample(after, "dutchpot_cache_bytes", read)).toBeGreaterThan(0);
  });

  it("reports a registered cache's hits and misses under its name", async () => {
    const stats = { hits: 0, misses: 0, evictions: 0, entries: 0, bytes: 0 };
    on.app.metrics.trackCache("test", () => stats);
    Object.assign(stats, { hits: 7, misses: 2, entries: 2, bytes: 2048 });
    const text = await scrape();
    expect(sample(text, "dutchpot_cache_hits_total", { cache: "test" })).toBe(7);
    expect(sample(text, "dutchpot_cache_misses_total", { cache: "test" })).toBe(2);
    expect(sample(text, "dutchpot_cache_bytes", { cache: "test" })).toBe(2048);
    // Counters stay counters, sizes gauges; each scrape reads the values again (never adds them up).
    expect(text).toContain("# TYPE dutchpot_cache_evictions_total counter");
    expect(text).toContain("# TYPE dutchpot_cache_entries gauge");
    const again = await scrape();
    expect(sample(again, "dutchpot_cache_hits_total", { cache: "test" })).toBe(7);
    expect(sample(again, "dutchpot_cache_entries", { cache: "test" })).toBe(2);
  });

  it("counts an open event stream in flight until it closes, and not as a request duration", async () => {
    const route = "/api/services/app/ShoppingCart/Events";
    const stream = await openEventStream(`${origin}${route}?guestId=${randomUUID()}`);
    await stream.waitFor((f) => f.comments.some((c) => c.startsWith("stream")));
    let text = await scrape();
    expect(sample(text, "dutchpot_http_requests_in_flight")).toBe(1);
    expect(sample(text, "dutchpot_sse_streams_open")).toBe(1);
    stream.close();
    text = await eventually(async () => {
      const t = await scrape();
      return sample(t, "dutchpot_http_requests_in_flight") === 0 && t;
    });
    expect(sample(text, "dutchpot_sse_streams_open")).toBe(0);
    expect(countOf(text, { route })).toBe(0);
  });

  it("measures the fan-out lag of live events only, not of replays", async () => {
    const lagCount = (text: string) => sample(text, "dutchpot_event_fanout_lag_seconds_count") ?? 0;
    await append(database.db, { tenantId: 3, stream: "t:metrics-old", type: "x" });
    const before = lagCount(await scrape());

    // A replay of a stored event (a Last-Event-ID reconnect) is not fan-out.
    const replay = collector();
    const stopReplay = on.app.events.subscribe("t:metrics-old", replay.listener, { afterSeq: 0 });
    await replay.until(1);
    await on.app.events.idle();
    expect(lagCount(await scrape())).toBe(before);

    const live = collector();
    const stopLive = on.app.events.subscribe("t:metrics-live", live.listener);
    await on.app.events.idle();
    await append(database.db, { tenantId: 3, stream: "t:metrics-live", type: "x" });
    await live.until(1);
    const text = await scrape();
    expect(lagCount(text)).toBe(before + 1);
    expect(sample(text, "dutchpot_event_fanout_lag_seconds_bucket", { le: "+Inf" })).toBe(before + 1);
    stopReplay();
    stopLive();
  });

  it("is not on the public port: /metrics there is what any unknown page is, /api/metrics the API's 404", async () => {
    const page = await fetch(`${origin}/metrics`);
    const other = await fetch(`${origin}/no-such-page-metrics`);
    expect(page.status).toBe(other.status);
    expect(page.headers.get("content-type")).toBe(other.headers.get("content-type"));
    expect(await page.text()).not.toContain("# TYPE");
    const api = await fetch(`${origin}/api/metrics`);
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ success: false, __abp: true, error: { message: "Resource not found!" } });
  });

  it("answers only GET /metrics: another path 404, another method 405", async () => {
    const base = metricsUrl.replace(/\/metrics$/, "");
    expect((await fetch(`${base}/`)).status).toBe(404);
    expect((await fetch(`${base}/api/services/app/ShopType/GetAll`)).status).toBe(404);
    const post = await fetch(metricsUrl, { method: "POST" });
    expect(post.status).toBe(405);
    expect(post.headers.get("allow")).toBe("GET, HEAD");
  });
});

describe("METRICS_TOKEN", () => {
  it("asks for the bearer token: none or a wrong one is 401 with WWW-Authenticate, the right one 200", async () => {
    const token = "metrics-token-0123456789";
    const guarded = await createTestApp({ METRICS_PORT: "0", METRICS_TOKEN: token }, { database });
    try {
      const url = `http://127.0.0.1:${guarded.app.metrics.address()?.port}/metrics`;
      const none = await fetch(url);
      expect(none.status).toBe(401);
      expect(none.headers.get("www-authenticate")).toMatch(/^Bearer/);
      expect(await none.text()).not.toContain("# TYPE");
      const wrong = await fetch(url, { headers: { authorization: "Bearer metrics-token-0123456780" } });
      expect(wrong.status).toBe(401);
      const right = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
      expect(right.status).toBe(200);
      expect(await right.text()).toContain("# TYPE dutchpot_http_request_duration_seconds histogram");
    } finally {
      await guarded.close();
    }
  });
});

describe("without METRICS_PORT (the default)", () => {
  it("serves no metrics anywhere and adds nothing to the answers", async () => {
    const off = await createTestApp({}, { database });
    try {
      expect(off.app.metrics.address()).toBeNull();
      expect(off.app.metrics.registry).toBeNull();
      off.app.metrics.trackCache("ignored", () => ({ hits: 1, misses: 1 }));
      const page = await off.app.inject({ method: "GET", url: "/metrics" });
      expect(page.body).not.toContain("# TYPE");
    } finally {
      await off.close();
    }
  });
});

describe("job queue depth and age", () => {
  it("counts a due, unclaimed job and how long it has waited; a job for later is not backlog", async () => {
    const sender = await createTestApp({ METRICS_PORT: "0", JOBS_ENABLED: "true", JOBS_WORK: "false" }, { database });
    try {
      const url = `http://127.0.0.1:${sender.app.metrics.address()?.port}/metrics`;
      const queue = { queue: "test.metrics-backlog" };
      await sender.app.jobs.send("test.metrics-backlog", { n: 1 }, { startAfter: 3600 });
      let text = await scrape(url);
      expect(sample(text, "dutchpot_jobs_due", queue)).toBe(0);
      expect(sample(text, "dutchpot_jobs_oldest_due_age_seconds", queue)).toBe(0);

      await sender.app.jobs.send("test.metrics-backlog", { n: 2 });
      text = await eventually(async () => {
        const t = await scrape(url);
        return (sample(t, "dutchpot_jobs_oldest_due_age_seconds", queue) ?? 0) > 0 && t;
      });
      expect(sample(text, "dutchpot_jobs_due", queue)).toBe(1);
      expect(sample(text, "dutchpot_jobs_active", queue)).toBe(0);
    } finally {
      await sender.close();
    }
  });
});
