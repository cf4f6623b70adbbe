/**
 * The smoke's metrics checks (docs/operations.md, "Metrics and alerts"): each process's own metrics
 * port (CLUSTER_METRICS, `name=host:port,…`, set by `npm run cluster:smoke`) is scraped before and
 * after the shopper. The servers' request-duration histograms, storefront read-cache look-ups and
 * database query times must have grown; the worker must answer with its database and job metrics;
 * the public side (nginx, and each server's own port) must not serve them.
 */

type Labels = Record<string, string>;
interface Sample {
  name: string;
  labels: Labels;
  value: number;
}

const sampleLine = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})?\s+(\S+)/;
const labelPair = /(\w+)="((?:[^"\\]|\\.)*)"/g;

/** The samples of a Prometheus text answer. */
function parse(text: string): Sample[] {
  const samples: Sample[] = [];
  for (const line of text.split("\n")) {
    const match = sampleLine.exec(line);
    if (!match) continue;
    const labels: Labels = {};
    for (const [, key, value] of (match[2] ?? "").matchAll(labelPair)) labels[key as string] = value as string;
    samples.push({ name: match[1] as string, labels, value: Number(match[3]) });
  }
  return samples;
}

/** The sum of a metric's samples whose labels include `labels`. */
function total(samples: Sample[], name: string, labels: Labels = {}): number {
  return samples
    .filter((s) => s.name === name && Object.entries(labels).every(([k, v]) => s.labels[k] === v))
    .reduce((sum, s) => sum + s.value, 0);
}

/** `name=host:port,…` as a map of process name to address. */
export function metricsTargets(spec: string | undefined): Map<string, string> {
  const targets = new Map<string, string>();
  for (const part of (spec ?? "").split(",").filter(Boolean)) {
    const [name, addr] = part.split("=");
    if (name && addr) targets.set(name, addr);
  }
  return targets;
}

const auth = (): Record<string, string> =>
  process.env.METRICS_TOKEN ? { authorization: `Bearer ${process.env.METRICS_TOKEN}` } : {};

/** One scrape of every process: its samples by process name. */
export async function scrapeAll(targets: Map<string, string>): Promise<Map<string, Sample[]>> {
  const scraped = new Map<string, Sample[]>();
  for (const [name, addr] of targets) {
    const res = await fetch(`http://${addr}/metrics`, { headers: auth(), signal: AbortSignal.timeout(15_000) });
    if (res.status !== 200) throw new Error(`${name}'s metrics port (${addr}) answered ${res.status}`);
    scraped.set(name, parse(await res.text()));
  }
  return scraped;
}

export type Check = (condition: unknown, message: string) => asserts condition;

/** The shopper's menu reads: the route pattern every server must have answered (and timed). */
const menuRoute = "/api/services/app/FoodMenu/GetMenusByCategoryTagByShopId";
const read = { cache: "read" };

/**
 * What must have moved between `before` and `after` (each a scrapeAll), on `servers` (the
 * instances' names) and the worker. Prints one line per process.
 */
export function checkGrowth(
  before: Map<string, Sample[]>,
  after: Map<string, Sample[]>,
  servers: string[],
  check: Check,
) {
  const grew = (name: string, metric: string, labels: Labels = {}) =>
    total(after.get(name) ?? [], metric, labels) - total(before.get(name) ?? [], metric, labels);
  let hits = 0;
  for (const name of servers) {
    const samples = after.get(name);
    check(samples, `${name} has no metrics port in CLUSTER_METRICS`);
    const requests = grew(name, "dutchpot_http_request_duration_seconds_count");
    const menus = grew(name, "dutchpot_http_request_duration_seconds_count", { route: menuRoute });
    const buckets = samples.filter(
      (s) => s.name === "dutchpot_http_request_duration_seconds_bucket" && s.labels.route === menuRoute,
    );
    check(requests > 0, `${name}'s request-duration histogram did not grow during the shopper`);
    check(menus > 0 && buckets.length > 1, `${name} timed no menu read (route ${menuRoute}) during the shopper`);
    const lookups = grew(name, "dutchpot_cache_hits_total", read) + grew(name, "dutchpot_cache_misses_total", read);
    check(lookups > 0, `${name}'s read-cache hit and miss counters did not move during the shopper`);
    hits += grew(name, "dutchpot_cache_hits_total", read);
    const queries = grew(name, "dutchpot_db_query_duration_seconds_count");
    check(queries > 0, `${name}'s database query histogram did not grow during the shopper`);
    check(total(samples, "dutchpot_db_pool_connections") >= 1, `${name} reports no open database connection`);
    console.log(
      `    → ${name}: ${requests} requests timed (${menus} menu reads), ${lookups} read-cache look-ups, ${queries} database checkouts`,
    );
  }
  // Menus read more than once on an instance between two changes are answered from its cache.
  check(hits > 0, "no read-cache hit on any instance during the shopper");
  const worker = after.get("worker");
  if (worker) {
    check(
      worker.some((s) => s.name === "dutchpot_db_pool_connections"),
      "the worker's metrics lack the database metrics",
    );
    check(
      worker.some((s) => s.name === "dutchpot_jobs_due"),
      "the worker's metrics lack the job queue gauges",
    );
    console.log(
      `    → worker: ${total(worker, "dutchpot_db_query_duration_seconds_count")} database checkouts, job gauges present`,
    );
  }
}

/** The public side never answers the metrics: nginx's /metrics and each server's own port. */
export async function checkNotPublic(publicUrls: string[], check: Check) {
  for (const url of publicUrls) {
    const res = await fetch(`${url}/metrics`, { signal: AbortSignal.timeout(15_000) });
    const text = await res.text();
    check(
      !text.includes("dutchpot_http_request_duration_seconds") && !text.includes("# TYPE "),
      `${url}/metrics serves the metrics (${res.status}); only the metrics port may`,
    );
    console.log(`    → ${url}/metrics: ${res.status} ${res.headers.get("content-type") ?? ""}, no metrics`);
  }
}
