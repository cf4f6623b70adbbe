import { and, asc, eq, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.ts";
import { type TenantSettings, tenants } from "../../db/schema/tenants.ts";
import type { EventHub } from "../../events/event-hub.ts";
import { tenantsStream } from "./tenants.events.ts";

/** The slice of a tenant row that request handling needs. */
export interface TenantInfo {
  id: number;
  name: string;
  kind: "marketplace" | "partner";
  settings: TenantSettings;
}

const ttlMs = 30_000;
const maxEntries = 5_000;

/** A small time-bounded cache; the oldest entry goes first when full (so junk keys cannot grow it). */
class TtlCache<K, V> {
  readonly #entries = new Map<K, { value: V; expires: number }>();

  get(key: K): V | undefined {
    const hit = this.#entries.get(key);
    if (!hit) return undefined;
    if (hit.expires < Date.now()) {
      this.#entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  set(key: K, value: V) {
    if (this.#entries.size >= maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value, expires: Date.now() + ttlMs });
  }

  delete(key: K) {
    this.#entries.delete(key);
  }

  clear() {
    this.#entries.clear();
  }
}

/**
 * Active tenants by id and by storefront host name, read from the `tenants` table and cached for
 * 30 seconds (misses too). Given the event hub, every instance drops its cache as soon as any
 * instance commits a `tenant.changed` event (the tenants service appends one with each change),
 * and when the hub resynchronises after a lost LISTEN connection
 * (docs/decisions/018-tenant-directory-invalidation.md); the TTL only bounds a missed wake.
 * While the database is away, a look-up that fails answers the last tenant it read for that key
 * (stale on error, decision 026), so requests still resolve their storefront and fail, if they
 * must, on their own queries with a 503.
 */
export class TenantDirectory {
  readonly #byId = new TtlCache<number, Promise<TenantInfo | null>>();
  readonly #byHost = new TtlCache<string, Promise<TenantInfo | null>>();
  /** The last answer read for each key (`id:3`, `host:shop.example`); kept through invalidations. */
  readonly #lastKnown = new Map<string, TenantInfo | null>();

  constructor(
    private readonly db: Db,
    events?: EventHub,
  ) {
    events?.subscribe(tenantsStream, () => this.invalidate());
    events?.onResync(() => this.invalidate());
  }

  /** The active tenant with this id, or null when unknown or inactive. */
  byId(id: number): Promise<TenantInfo | null> {
    return this.#lookup(this.#byId, id, `id:${id}`, eq(tenants.id, id));
  }

  /** The active tenant whose `settings.hostNames` lists this host name (lowest id wins), or null. */
  byHost(hostName: string): Promise<TenantInfo | null> {
    const host = hostName.toLowerCase();
    const listed = sql`${tenants.settings} -> 'hostNames' @> jsonb_build_array(${host}::text)`;
    return this.#lookup(this.#byHost, host, `host:${host}`, listed);
  }

  invalidate() {
    this.#byId.clear();
    this.#byHost.clear();
  }

  #lookup<K>(cache: TtlCache<K, Promise<TenantInfo | null>>, key: K, lastKnownKey: string, where: SQL) {
    let found = cache.get(key);
    if (!found) {
      found = this.#load(where).then(
        (tenant) => {
          this.#remember(lastKnownKey, tenant);
          return tenant;
        },
        (err: unknown) => {
          // A failed look-up is not cached: the next request tries again.
          cache.delete(key);
          if (this.#lastKnown.has(lastKnownKey)) return this.#lastKnown.get(lastKnownKey) ?? null;
          throw err;
        },
      );
      cache.set(key, found);
    }
    return found;
  }

  #remember(key: string, tenant: TenantInfo | null) {
    this.#lastKnown.delete(key); // re-inserted last: the oldest key goes first when full
    if (this.#lastKnown.size >= maxEntries) {
      const oldest = this.#lastKnown.keys().next();
      if (!oldest.done) this.#lastKnown.delete(oldest.value);
    }
    this.#lastKnown.set(key, tenant);
  }

  async #load(where: SQL): Promise<TenantInfo | null> {
    const rows = await this.db
      .select({ id: tenants.id, name: tenants.name, kind: tenants.kind, settings: tenants.settings })
      .from(tenants)
      .where(and(where, eq(tenants.isActive, true)))
      .orderBy(asc(tenants.id))
      .limit(1);
    return rows[0] ?? null;
  }
}
