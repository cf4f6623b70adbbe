import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/db/client.ts";

/** What every fuzzed answer must satisfy, and the database checksum of "changed nothing". */

/** Why an `/api` answer is outside the ABP envelope (docs/api.md), or null when it is inside. */
export function envelopeProblem(
  status: number,
  contentType: string | undefined,
  body: string,
  options: { eventStream: boolean; head: boolean },
): string | null {
  // A HEAD answer has the headers of the GET and never a body.
  if (options.head) {
    const fine =
      status === 304 ||
      contentType?.startsWith("application/json") ||
      (options.eventStream && contentType?.startsWith("text/event-stream"));
    return fine ? null : `content-type ${contentType ?? "(none)"} on HEAD`;
  }
  if (status === 304) return body === "" ? null : "a 304 with a body";
  if (options.eventStream && status === 200 && contentType?.startsWith("text/event-stream")) return null;
  if (!contentType?.startsWith("application/json")) return `content-type ${contentType ?? "(none)"}, not JSON`;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return "the body is not JSON";
  }
  if (json === null || typeof json !== "object" || Array.isArray(json)) return "the body is not an object";
  const e = json as Record<string, unknown>;
  if (e.__abp !== true) return "__abp is not true";
  if (typeof e.success !== "boolean") return "success is not a boolean";
  if (typeof e.unAuthorizedRequest !== "boolean") return "unAuthorizedRequest is not a boolean";
  if (!("result" in e) || !("error" in e) || !("targetUrl" in e)) return "result, error or targetUrl missing";
  const ok = status >= 200 && status < 300;
  if (e.success !== ok) return `success is ${e.success} on a ${status}`;
  if (ok && e.error !== null) return "error set on a success";
  if (!ok) {
    if (e.result !== null) return "result set on a failure";
    const error = e.error as Record<string, unknown> | null;
    if (error === null || typeof error !== "object") return "error missing on a failure";
    if (typeof error.message !== "string" || error.message === "") return "error.message is not a text";
    if (status === 401 && e.unAuthorizedRequest !== true) return "a 401 without unAuthorizedRequest: true";
  }
  return null;
}

/**
 * Tables left out of the "changed nothing" checksum, with why: each legitimately changes on a
 * refused request, or is not business data. Anything else (every table a migration adds later
 * included) is checked. Matching is on the table name; the pattern catches throttle and attempt
 * tables a fix may add (`register_attempts`, `sign_in_throttle`…).
 */
export const excludedTables: Record<string, string> = {
  sign_in_failures: "a wrong password is recorded: that is the throttle working",
  one_time_codes: "a wrong code counts an attempt on its code row",
  message_log: "delivery log (codes and emails sent), not business state",
  idempotency_keys: "a refused request's answer is stored for replay (4xx answers are answers)",
  events: "the event outbox",
  geocoded_places: "a cache of the geocoder's answers",
  catalogue_versions: "the read caches' versions, bumped by triggers with the business write they follow",
  __drizzle_migrations: "migration bookkeeping",
};
const excludedPattern = /(throttle|attempt|failure|_log$|outbox|idempotency|rate_limit)/;

/** Reference data no call writes: checked once, at the start and the end of a run (they are large). */
export const referenceTables = ["countries", "state_provinces", "shop_types"];

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface Checksum {
  /** Hash of every row, per table. */
  tables: Map<string, string>;
}

/** The checked tables of schema public (business tables, or the reference ones). */
export async function checkedTables(db: DbOrTx, kind: "business" | "reference"): Promise<string[]> {
  const result = await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  const names = rowsOf<{ table_name: string }>(result).map((r) => r.table_name);
  if (kind === "reference") return names.filter((n) => referenceTables.includes(n));
  return names.filter((n) => !referenceTables.includes(n) && !(n in excludedTables) && !excludedPattern.test(n));
}

/** One statement hashing every row of `tables` (rows as text, sorted: row order does not matter). */
export function checksumQuery(tables: string[]) {
  const parts = tables.map(
    (name) =>
      `select '${name}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as hash from "${name}" t`,
  );
  return sql.raw(parts.join(" union all "));
}

export async function checksum(db: DbOrTx, query: ReturnType<typeof checksumQuery>): Promise<Checksum> {
  const rows = rowsOf<{ name: string; hash: string }>(await db.execute(query));
  return { tables: new Map(rows.map((r) => [r.name, r.hash])) };
}

/**
 * The business tables' checksum, kept current cheaply: a statement trigger on each checked table
 * draws from that table's sequence, so only tables some statement touched since the last look
 * are hashed again (the rows are the check; the counters only say where to look). Sequences are
 * not transactional and never wait, so a rolled-back write still moves its counter: that table is
 * hashed and compares equal. Installed on the fuzzer's own test database only.
 */
export class BusinessChecksum {
  readonly #hashes = new Map<string, string>();
  readonly #counters = new Map<string, string>();
  /** Tables hashed so far (the work the counters saved is the rest). */
  tablesHashed = 0;

  private constructor(
    private readonly db: DbOrTx,
    readonly tables: string[],
  ) {}

  static async install(db: DbOrTx): Promise<BusinessChecksum> {
    const tables = await checkedTables(db, "business");
    await db.execute(
      sql.raw(`create or replace function fuzz_count_write() returns trigger language plpgsql as
        $$ begin perform nextval(('fuzz_w_' || TG_TABLE_NAME)::regclass); return null; end $$`),
    );
    for (const name of tables) {
      await db.execute(sql.raw(`create sequence if not exists "fuzz_w_${name}"`));
      await db.execute(
        sql.raw(`create or replace trigger fuzz_count_write after insert or update or delete or truncate on "${name}"
          for each statement execute function fuzz_count_write()`),
      );
    }
    const checksum = new BusinessChecksum(db, tables);
    await checksum.refresh();
    return checksum;
  }

  /** Re-hashes the tables written since the last look; answers those whose rows changed. */
  async refresh(): Promise<string[]> {
    const counters = rowsOf<{ name: string; n: string }>(
      await this.db.execute(
        sql.raw(
          this.tables
            .map((name) => `select '${name}' as name, last_value::text || is_called::text as n from "fuzz_w_${name}"`)
            .join(" union all "),
        ),
      ),
    );
    const moved = counters.filter((c) => this.#counters.get(c.name) !== c.n);
    if (moved.length === 0) return [];
    for (const c of moved) this.#counters.set(c.name, c.n);
    this.tablesHashed += moved.length;
    const { tables: hashes } = await checksum(this.db, checksumQuery(moved.map((c) => c.name)));
    const changed: string[] = [];
    for (const [name, hash] of hashes) {
      if (this.#hashes.has(name) && this.#hashes.get(name) !== hash) changed.push(name);
      this.#hashes.set(name, hash);
    }
    return changed;
  }
}
