import { inArray, type SQL, sql } from "drizzle-orm";
import type { Database, Db } from "../db/client.ts";
import { catalogueVersions } from "../db/schema/index.ts";
import { NotifiedVersions } from "./notified-versions.ts";

/** Versions by scope (`tenant:3`, `user:12`, `global`); a scope never changed is at version 0. */
export type Versions = ReadonlyMap<string, number>;

/**
 * A scope's version as a scalar subquery (0 when never changed), for a statement that must read it
 * in the same snapshot as the data it versions (the near-me index, decision 045). The read cache
 * owns the table (modules/table-owners.ts); other modules take its SQL from here.
 */
export function catalogueVersionSql(scope: string): SQL {
  return sql`coalesce((select ${catalogueVersions.version} from ${catalogueVersions}
      where ${catalogueVersions.scope} = ${scope}), 0)`;
}

/**
 * Where a read cache learns the catalogue versions that the database's triggers bump at every
 * commit (migration 0018, docs/decisions/033 and 035). `read` never returns versions older than a
 * commit that finished before it was called: a value, or a promise of one.
 */
export interface CatalogueVersions {
  read(scopes: readonly string[]): Versions | Promise<Versions>;
  close(): Promise<void>;
}

/**
 * PostgreSQL (several instances): a read per request, batched. PGlite (one process, one session):
 * the versions in memory, kept by the triggers' notifications (decision 035).
 */
export async function openCatalogueVersions(database: Database): Promise<CatalogueVersions> {
  if (database.kind === "pglite") return NotifiedVersions.start(database);
  return new BatchedVersionReads(database.db);
}

interface Round {
  scopes: Set<string>;
  promise: Promise<Versions>;
  resolve: (versions: Versions) => void;
  reject: (err: unknown) => void;
}

function newRound(): Round {
  let resolve!: Round["resolve"];
  let reject!: Round["reject"];
  const promise = new Promise<Versions>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { scopes: new Set(), promise, resolve, reject };
}

/** Reads in flight at once: more would only queue on the pool; one would add a round's wait. */
const maxRunning = 4;

/**
 * Reads the versions from the database (decision 033). A caller always gets a read that was SENT
 * after it asked, so it sees every change committed before its request, on whichever instance: no
 * instance can serve an answer older than a committed write. Callers that ask while reads are
 * running share the next one (up to four reads in flight; each serves every request that arrived
 * before it was sent, so the cost per request falls as load rises).
 */
export class BatchedVersionReads implements CatalogueVersions {
  #next: Round | null = null;
  #running = 0;

  constructor(private readonly db: Db) {}

  read(scopes: readonly string[]): Promise<Versions> {
    this.#next ??= newRound();
    for (const scope of scopes) this.#next.scopes.add(scope);
    const round = this.#next;
    if (this.#running < maxRunning) this.#start();
    return round.promise;
  }

  async close(): Promise<void> {}

  #start(): void {
    const round = this.#next;
    if (!round) return;
    this.#next = null;
    this.#running++;
    this.#query([...round.scopes])
      .then(round.resolve, round.reject)
      .finally(() => {
        this.#running--;
        this.#start();
      });
  }

  async #query(scopes: string[]): Promise<Versions> {
    const rows = await this.db
      .select({ scope: catalogueVersions.scope, version: catalogueVersions.version })
      .from(catalogueVersions)
      .where(inArray(catalogueVersions.scope, scopes));
    return new Map(rows.map((r) => [r.scope, Number(r.version)]));
  }
}
