import { type SQL, type SQLWrapper, sql } from "drizzle-orm";

/** Escapes LIKE wildcards so a keyword matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * `column` contains `keyword`, ignoring case and accents ("creme" finds "Crème brûlée").
 * dp_unaccent (migration 0004, indexable) and lower on both sides; the pattern is escaped, so % and _ in a keyword are literal.
 */
export function containsText(column: SQLWrapper, keyword: string): SQL {
  const pattern = `%${escapeLike(keyword.toLowerCase())}%`;
  return sql`dp_unaccent(lower(${column})) like dp_unaccent(${pattern}::text) escape '\\'`;
}
