import { defineConfig } from "drizzle-kit";

// `npm run db:generate -w server` writes SQL migrations from the schema; they are committed and
// applied at start on PGlite and on PostgreSQL 15 alike.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/db/schema/index.ts",
  out: "./src/db/migrations",
});
