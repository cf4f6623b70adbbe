import { timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import type { Registry } from "prom-client";

export interface MetricsServerOptions {
  port: number;
  host: string;
  /** When set, a scrape must send `Authorization: Bearer <token>`. */
  token?: string;
  /** Told when producing the text fails (the scrape gets a 500). */
  onError: (err: unknown) => void;
}

/**
 * The internal metrics port: `GET /metrics` answers the registry in Prometheus' text format; any
 * other path is 404, any other method 405. Not the app's Fastify instance on purpose: nothing of
 * the public API (tenants, sessions, rate limits, the SPA) runs here, and nothing here is public.
 * Without the token a scrape gets 401 with `WWW-Authenticate: Bearer` (what Prometheus reports as
 * a failed scrape, naming the status), the answer a misconfigured scraper can act on.
 */
export async function startMetricsServer(registry: Registry, options: MetricsServerOptions): Promise<Server> {
  const expected = options.token ? Buffer.from(`Bearer ${options.token}`) : undefined;
  const authorised = (request: IncomingMessage) => {
    if (!expected) return true;
    const given = Buffer.from(request.headers.authorization ?? "");
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  const plain = (response: ServerResponse, status: number, text: string, headers: Record<string, string> = {}) => {
    response.writeHead(status, { "content-type": "text/plain; charset=utf-8", ...headers });
    response.end(`${text}\n`);
  };

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    if (path !== "/metrics") return plain(response, 404, "Not found: the metrics are at /metrics");
    if (request.method !== "GET" && request.method !== "HEAD")
      return plain(response, 405, "Method not allowed", { allow: "GET, HEAD" });
    if (!authorised(request))
      return plain(response, 401, "Unauthorized", { "www-authenticate": 'Bearer realm="metrics"' });
    registry.metrics().then(
      (text) => {
        response.writeHead(200, { "content-type": registry.contentType, "cache-control": "no-store" });
        response.end(request.method === "HEAD" ? undefined : text);
      },
      (err) => {
        options.onError(err);
        plain(response, 500, "Collecting the metrics failed");
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}

/** Where a started metrics server listens. */
export function addressOf(server: Server): { host: string; port: number } {
  const { address, port } = server.address() as AddressInfo;
  return { host: address, port };
}
