import { index, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";

/** Reference data seeded from `country-state-city` on every start (see seed/reference.ts). */
export const countries = pgTable(
  "countries",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    /** ISO 3166-1 alpha-2, e.g. "CA": the natural key the seed upserts on. */
    code: text("code").notNull(),
    /** International dialling code without "+", e.g. "1". */
    phoneCode: text("phone_code").notNull().default(""),
  },
  (t) => [uniqueIndex("countries_code_key").on(t.code)],
);

export const stateProvinces = pgTable(
  "state_provinces",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    countryId: integer("country_id")
      .notNull()
      .references(() => countries.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** ISO 3166-2 subdivision code within the country, e.g. "ON". */
    code: text("code").notNull(),
  },
  (t) => [
    uniqueIndex("state_provinces_country_code_key").on(t.countryId, t.code),
    index("state_provinces_country_idx").on(t.countryId),
  ],
);
