import type { PGlite } from "@electric-sql/pglite";
import type { Database } from "../db/client.ts";
import { catalogueVersions } from "../db/schema/index.ts";
import type { CatalogueVersions, Versions } from "./catalogue-versions.ts";

/** The channel `catalogue_bump` notifies with `'<scope> <version>'` (migration 0019). */
export const versionChannel = "catalogue_version";

/**
 * The catalogue versions of a PGlite server, in memory (docs/decisions/035-pglite-versions-in-memory.md):
 * loaded once at start, then raised by the triggers' notifications. Exact because PGlite is this
 * process's only session and hands a NOTIFY to its listeners (queued microtasks) while it runs the
 * COMMIT, before the COMMIT's promise resolves: a write cannot answer before the map has its bump,
 * and a rollback sends nothing. `notified-versions.test.ts` pins that order.
 */
export class NotifiedVersions implements CatalogueVersions {
  readonly #versions = new Map<string, number>();
  #unlisten: (() => Promise<void>) | null = null;

  private constructor() {}

  static async start(database: Database): Promise<NotifiedVersions> {
    const versions = new NotifiedVersions();
    const client = (database.db as unknown as { $client: PGlite }).$client;
    // Listen first, then load: a bump committed in between is in the load, in a notification, or
    // in both (the higher version wins), never in neither.
    versions.#unlisten = await client.listen(versionChannel, (payload) => versions.#notified(payload));
    const rows = await database.db
      .select({ scope: catalogueVersions.scope, version: catalogueVersions.version })
      .from(catalogueVersions);
    for (const row of rows) versions.#raise(row.scope, Number(row.version));
    return versions;
  }

  /** The live map (read it at once): every scope's current version, absent = 0. */
  read(_scopes: readonly string[]): Versions {
    return this.#versions;
  }

  async close(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    // The database may already be closed (its owner closes it): nothing left to stop then.
    await unlisten?.().catch(() => undefined);
  }

  #notified(payload: string): void {
    const space = payload.lastIndexOf(" ");
    const version = Number(payload.slice(space + 1));
    if (space > 0 && Number.isSafeInteger(version)) this.#raise(payload.slice(0, space), version);
  }

  /** Versions only grow: a late or repeated notification never lowers one. */
  #raise(scope: string, version: number): void {
    if (version > (this.#versions.get(scope) ?? 0)) this.#versions.set(scope, version);
  }
}
