import { inArray } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { catalogueVersions } from "../db/schema/index.ts";

/** Versions by scope (`tenant:3`, `user:12`, `global`); a scope never changed is at version 0. */
export type Versions = ReadonlyMap<string, number>;

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
 * Reads the catalogue versions that the database's triggers bump at every commit (migration 0018,
 * docs/decisions/033). A caller always gets a read that was SENT after it asked, so it sees every
 * change committed before its request, on whichever instance: no instance can serve an answer
 * older than a committed write. Callers that ask while reads are running share the next one
 * (up to four reads in flight; each serves every request that arrived before it was sent, so
 * the cost per request falls as load rises).
 */
export class CatalogueVersions {
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
