import type { FastifyReply, FastifyRequest } from "fastify";
import { LRUCache } from "lru-cache";
import type { Clock } from "../lib/clock.ts";
import { ok } from "../lib/envelope.ts";
import { buildEntry, type CacheEntry, entryBytes } from "./cache-entry.ts";
import type { CatalogueVersions } from "./catalogue-versions.ts";
import { acceptedEncoding, matchesEtag } from "./http-negotiation.ts";

/** What an answer depends on: one storefront's catalogue, or reference data shared by all. */
export type CacheScope = { tenantId: number } | "global";

/** How a route's answer is cached (docs/decisions/033-storefront-read-caches.md). */
export interface CachedAnswer<T> {
  scope: CacheScope;
  /** The signed-in customer, for answers that depend on them (their likes); null or absent = not. */
  userId?: number | null;
  /** Computes the result (a miss): the route's service call. */
  fill(): Promise<T>;
  /** When the result stops being true although no data changed (opening states); null = never. */
  expiresAt?(result: T, startedAt: Date): number | null;
  /** Default `private, no-cache`: a browser keeps it and revalidates (304); no shared cache does. */
  cacheControl?: string;
}

/** Counters for metrics (`app.readCache.stats()`): hits, misses, evictions and 304s since start. */
export interface ReadCacheStats {
  hits: number;
  misses: number;
  evictions: number;
  notModified: number;
  entries: number;
  bytes: number;
}

export interface ReadCacheOptions {
  /** The size cap in bytes (bodies and their compressed twins); the least recently used go first. */
  maxBytes: number;
  clock: Clock;
}

/** Request headers that choose the storefront or the customer: a browser keeps one answer per value. */
const varyTenant = "accept-encoding, abp.tenantid, abp-tenantid, cookie, authorization";
const varyGlobal = "accept-encoding";

/** A stable text of the validated query: the same request, however its parameters are ordered. */
function queryKey(query: unknown): string {
  if (!query || typeof query !== "object") return "";
  return Object.entries(query as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([name, value]) => `${name}=${JSON.stringify(value)}`)
    .join("&");
}

/**
 * Storefront answers kept serialized and compressed, per storefront + route + normalized query
 * (+ customer where the answer depends on them), under the versions of what they read. Every request
 * takes those versions from its CatalogueVersions (PostgreSQL: a batched read; PGlite: memory kept
 * by notifications, decision 035), never older than a commit that finished before it, so an answer
 * is reused only while nothing it depends on has changed, on any instance; a write changes the key,
 * and an answer filled from data older than the versions read cannot exist. Answers that depend on
 * the clock carry their own expiry. Sends the ETag of the representation it sends (304 on
 * If-None-Match) and the encoding the client takes.
 */
export class ReadCache {
  readonly #lru: LRUCache<string, CacheEntry>;
  readonly #filling = new Map<string, Promise<CacheEntry>>();
  readonly #versions: CatalogueVersions;
  readonly #clock: Clock;
  #hits = 0;
  #misses = 0;
  #evictions = 0;
  #notModified = 0;

  constructor(versions: CatalogueVersions, options: ReadCacheOptions) {
    this.#versions = versions;
    this.#clock = options.clock;
    this.#lru = new LRUCache<string, CacheEntry>({
      maxSize: options.maxBytes,
      sizeCalculation: entryBytes,
      dispose: (_entry, _key, reason) => {
        if (reason === "evict") this.#evictions++;
      },
    });
  }

  /** The versions this cache reads (other in-process caches keyed on the same scopes may share them). */
  get versions(): CatalogueVersions {
    return this.#versions;
  }

  /** Answers the request from the cache (filling it on a miss) and sends it; returns the reply. */
  async answer<T>(request: FastifyRequest, reply: FastifyReply, spec: CachedAnswer<T>): Promise<FastifyReply> {
    const scopes = [spec.scope === "global" ? "global" : `tenant:${spec.scope.tenantId}`];
    if (spec.userId != null) scopes.push(`user:${spec.userId}`);
    const read = this.#versions.read(scopes);
    const versions = read instanceof Promise ? await read : read;
    const stamp = scopes.map((s) => `${s}@${versions.get(s) ?? 0}`).join(",");
    const key = `${request.routeOptions.url}|${stamp}|${queryKey(request.query)}`;
    const entry = await this.#entry(key, reply, spec);

    const encoding = acceptedEncoding(request.headers["accept-encoding"]);
    const representation = (encoding && entry[encoding]) || entry.identity;
    reply.header("etag", representation.etag);
    reply.header("cache-control", spec.cacheControl ?? "private, no-cache");
    reply.header("vary", spec.scope === "global" ? varyGlobal : varyTenant);
    if (matchesEtag(request.headers["if-none-match"], representation.etag)) {
      this.#notModified++;
      return reply.code(304).send();
    }
    reply.type("application/json; charset=utf-8");
    if (representation === entry.identity) return reply.send(representation.body);
    return reply.header("content-encoding", encoding).send(representation.body);
  }

  stats(): ReadCacheStats {
    return {
      hits: this.#hits,
      misses: this.#misses,
      evictions: this.#evictions,
      notModified: this.#notModified,
      entries: this.#lru.size,
      bytes: this.#lru.calculatedSize,
    };
  }

  /** Drops every entry (tests; a versions mix-up would never need it). */
  clear(): void {
    this.#lru.clear();
  }

  async #entry<T>(key: string, reply: FastifyReply, spec: CachedAnswer<T>): Promise<CacheEntry> {
    const now = this.#clock.now().getTime();
    const hit = this.#lru.get(key);
    if (hit && (hit.expiresAt === null || hit.expiresAt > now)) {
      this.#hits++;
      return hit;
    }
    this.#misses++;
    // Concurrent misses of one key share one fill (no stampede on the database after a change).
    let filling = this.#filling.get(key);
    if (!filling) {
      filling = this.#fill(reply, spec).then(
        (entry) => {
          this.#filling.delete(key);
          if (entry.expiresAt === null || entry.expiresAt > this.#clock.now().getTime()) this.#lru.set(key, entry);
          return entry;
        },
        (err: unknown) => {
          this.#filling.delete(key);
          throw err;
        },
      );
      this.#filling.set(key, filling);
    }
    return filling;
  }

  async #fill<T>(reply: FastifyReply, spec: CachedAnswer<T>): Promise<CacheEntry> {
    const startedAt = this.#clock.now();
    const result = await spec.fill();
    // The route's own serializer (its response schema), so the bytes are those it would send uncached.
    const body = reply.serialize(ok(result));
    return buildEntry(body, spec.expiresAt?.(result, startedAt) ?? null);
  }
}
