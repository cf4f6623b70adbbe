import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * The version of each slice of storefront data that the read caches keep (docs/decisions/033):
 * `tenant:<id>` for everything a storefront's catalogue answers read (its shops, menus, options,
 * categories, hours, closures, the brand's settings), `user:<id>` for a customer's likes, `global`
 * for reference data (shop types, countries). Only the database's own triggers (migration 0018)
 * write it, at the commit of any change to those tables, so no write path can forget to.
 */
export const catalogueVersions = pgTable("catalogue_versions", {
  scope: text("scope").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull(),
});
