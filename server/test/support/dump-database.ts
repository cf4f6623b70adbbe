import { sql } from "drizzle-orm";
import type { DbOrTx } from "../../src/db/client.ts";

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Every row of every table (all schemas but the catalogue's) as text: for "never stored" checks. */
export async function dumpDatabase(db: DbOrTx): Promise<string> {
  const tables = await db.execute(
    sql`select table_schema, table_name from information_schema.tables
        where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  );
  const parts: string[] = [];
  for (const { table_schema, table_name } of rowsOf<{ table_schema: string; table_name: string }>(tables)) {
    const rows = await db.execute(sql.raw(`select t::text as row from "${table_schema}"."${table_name}" t`));
    parts.push(`${table_schema}.${table_name}`, ...rowsOf<{ row: string }>(rows).map((r) => r.row));
  }
  return parts.join("\n");
}
