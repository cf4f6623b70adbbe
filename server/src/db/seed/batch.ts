/** Splits rows into insert batches: one round trip per batch, well under PostgreSQL's 65,535 parameters. */
export function chunks<T>(rows: readonly T[], size = 500): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Serialises seeding when several instances start on one PostgreSQL server (any fixed number). */
export const SEED_LOCK = 7_240_312;
