import http from "node:http";
import { performance } from "node:perf_hooks";
import { upstreamHeader } from "./nginx-config.ts";

/** A call's answer: status, the envelope's `result` (or error), and which instance answered. */
export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: the smoke reads a few fields of many answer shapes
  result: any;
  error: unknown;
  instance: string;
}

/** `name=host:port,…` (CLUSTER_INSTANCES, set by `npm run cluster:smoke`) as a lookup. */
export function instanceNames(spec: string | undefined): Map<string, string> {
  const names = new Map<string, string>();
  for (const part of (spec ?? "").split(",").filter(Boolean)) {
    const [name, addr] = part.split("=");
    if (name && addr) names.set(addr, name);
  }
  return names;
}

/**
 * The shopper's HTTP client for the smoke test: every call goes through the balancer, is logged
 * with the instance that answered (nginx's `X-Upstream-Addr`; after a retry on the other instance
 * it names both, the last one answered) and counted per instance, and must answer the expected
 * status or the smoke fails.
 */
export class ClusterClient {
  /** Answers per instance. */
  readonly answeredBy = new Map<string, number>();

  constructor(
    readonly baseUrl: string,
    private readonly names: Map<string, string>,
  ) {}

  /** The instance named by an answer's headers (its name when CLUSTER_INSTANCES gave one). */
  instanceOf(headers: Headers): string {
    const addrs = headers.get(upstreamHeader);
    if (!addrs) throw new Error(`no ${upstreamHeader} header: is this URL the cluster's nginx?`);
    const addr = addrs.split(",").pop()?.trim() ?? addrs;
    return this.names.get(addr) ?? addr;
  }

  /** Counts an answer of `instance` (calls and opened event streams alike). */
  count(instance: string) {
    this.answeredBy.set(instance, (this.answeredBy.get(instance) ?? 0) + 1);
  }

  /**
   * A GET sent with its own Host header (fetch always sends the URL's), as a browser on another
   * storefront's host name does: nginx must pass it on for the server to pick that storefront.
   */
  getWithHost(hostName: string, path: string): Promise<Answer> {
    const url = new URL(path, this.baseUrl);
    return new Promise((resolve, reject) => {
      const req = http.get(
        { hostname: url.hostname, port: url.port, path: url.pathname, headers: { host: hostName }, timeout: 15_000 },
        (res) => {
          let text = "";
          res.setEncoding("utf8");
          res.on("data", (chunk: string) => {
            text += chunk;
          });
          res.on("end", () => {
            const headers = new Headers();
            for (const [name, value] of Object.entries(res.headers))
              if (typeof value === "string") headers.set(name, value);
            const instance = this.instanceOf(headers);
            this.count(instance);
            console.log(`    ${res.statusCode} GET   ${path} (Host: ${hostName}) → ${instance}`);
            if (res.statusCode !== 200)
              return reject(new Error(`GET ${path} for ${hostName} answered ${res.statusCode}`));
            resolve({ status: 200, result: JSON.parse(text), error: null, instance });
          });
        },
      );
      req.on("timeout", () => req.destroy(new Error(`GET ${path} for ${hostName}: no answer in 15 s`)));
      req.on("error", reject);
    });
  }

  async call(
    method: string,
    path: string,
    options: { body?: unknown; headers?: Record<string, string>; expect?: number } = {},
  ): Promise<Answer> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${path}`, {
      method,
      headers: {
        ...(options.body === undefined ? {} : { "content-type": "application/json" }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(15_000),
    });
    const text = await res.text();
    const instance = this.instanceOf(res.headers);
    this.count(instance);
    const ms = Math.round(performance.now() - started);
    console.log(`    ${res.status} ${method.padEnd(5)} ${path.replace(/\?.*$/, "")} → ${instance} (${ms} ms)`);
    const json = text.startsWith("{") ? JSON.parse(text) : {};
    const expected = options.expect ?? 200;
    if (res.status !== expected) {
      throw new Error(`${method} ${path} answered ${res.status}, expected ${expected}: ${text.slice(0, 500)}`);
    }
    return { status: res.status, result: json.result ?? json, error: json.error, instance };
  }
}
