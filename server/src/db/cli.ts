import { sql } from "drizzle-orm";
import { ConfigError, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "./client.ts";
import { migrateDatabase } from "./migrate.ts";
import { seedDemoData, seedReferenceData } from "./seed/index.ts";

/**
 * `npm run db:migrate|db:seed|db:reset -w server`: the same configuration (DATA_DIR or
 * DATABASE_URL) as the server. Seed adds the demo marketplace only to a database without shops.
 */
const usage = "usage: tsx src/db/cli.ts migrate | seed | reset --yes [--force-production]";
const log = (message: string) => process.stdout.write(`${message}\n`);

async function seed(database: Database) {
  const reference = await seedReferenceData(database.db);
  log(
    `reference data: ${reference.countries} countries, ${reference.stateProvinces} states/provinces, ${reference.shopTypes} shop types${reference.changed ? " (seeded)" : " (already present)"}`,
  );
  const demo = await seedDemoData(database.db);
  if (!demo) {
    log("demo data not seeded: the database already has shops (use db:reset to start over)");
    return;
  }
  log(
    `demo marketplace seeded on tenant ${demo.marketplaceTenantId}: ${demo.shops} shops, ${demo.categories} categories, ${demo.tags} menu sections, ${demo.items} items, ${demo.users} users`,
  );
}

/** Reset destroys every row: it needs `--yes`, and on a production configuration `--force-production`. */
function resetRefusal(flags: readonly string[], nodeEnv: string): string | null {
  if (!flags.includes("--yes")) {
    return "Refusing to reset: this drops every table and all data. Run again with --yes to confirm.";
  }
  if (nodeEnv === "production" && !flags.includes("--force-production")) {
    return "Refusing to reset a production database (NODE_ENV=production). Add --force-production if you really mean it.";
  }
  return null;
}

/** Drops our schema and the migration journal; migration 0000 re-creates the extensions. */
async function dropEverything(database: Database) {
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`drop schema public cascade`);
  await database.db.execute(sql`create schema public`);
}

async function main(argv: string[]) {
  const [command, ...flags] = argv;
  if (command !== "migrate" && command !== "seed" && command !== "reset") {
    process.stderr.write(`${usage}\n`);
    return 2;
  }
  const config = loadConfig();
  if (command === "reset") {
    const refusal = resetRefusal(flags, config.NODE_ENV);
    if (refusal) {
      process.stderr.write(`${refusal}\n`);
      return 1;
    }
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const where = config.DATABASE_URL ? "the PostgreSQL server" : `PGlite in ${config.DATA_DIR}`;
  try {
    if (command === "reset") {
      await dropEverything(database);
      log(`dropped every table in ${where}`);
    }
    await migrateDatabase(database);
    log(`migrations applied to ${where}`);
    if (command !== "migrate") await seed(database);
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err) => {
    process.stderr.write(`${err instanceof ConfigError ? err.message : (err?.stack ?? String(err))}\n`);
    process.exit(1);
  },
);
