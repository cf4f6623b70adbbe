import os from "node:os";
import { sql } from "drizzle-orm";
import { type Database, openDatabase } from "../../server/src/db/client.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";
import { seedOnStart } from "../../server/src/db/seed/index.ts";
import { nearbyShopsQuery } from "../../server/src/modules/shops/stores.repository.ts";
import { measureAgainstBare } from "./api-bench.ts";
import { scratchLocation } from "./database.ts";
import { loadOptionsFromEnv, scenarioJob } from "./load.ts";
import { benchArea, benchCentre, generateShops } from "./near-me-data.ts";
import { nearMeScenario, shopMenuScenario } from "./near-me-scenarios.ts";

/** Median server-side execution time (EXPLAIN ANALYZE) of the near-me query: the database's share alone. */
async function queryMedianMs(database: Database, radiusKm: number, point = benchCentre) {
  const times: number[] = [];
  for (let i = 0; i < 21; i++) {
    const query = nearbyShopsQuery(
      database.db,
      { marketplaceTenantId: 3, ...point, radiusMetres: radiusKm * 1000 },
      { skip: 0, take: 10 },
    );
    const result = (await database.db.execute(sql`explain (analyze) ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    const line = result.rows.map((r) => Object.values(r)[0]).find((l) => l?.startsWith("Execution Time"));
    times.push(Number(/([\d.]+) ms/.exec(line ?? "")?.[1] ?? Number.NaN));
  }
  return times.sort((a, b) => a - b)[10]?.toFixed(2);
}

const options = loadOptionsFromEnv();
/** Comma-separated shop counts, e.g. "10000,100000,1000000". */
const sizes = (process.env.BENCH_SHOPS ?? "10000,100000,1000000").split(",").map(Number);

/** The demo marketplace plus `shops` generated ones in a scratch database, and the query's own times. */
async function prepare(location: string, shops: number) {
  const database = await openDatabase(/^postgres/.test(location) ? { databaseUrl: location } : { dataDir: location });
  try {
    await migrateDatabase(database);
    await seedOnStart(database.db, { demo: true, log: { info: () => {} } });
    const generated = await generateShops(database, { shops });
    const far = { latitude: 45.5, longitude: -73.6 };
    const query =
      `near-me query alone (EXPLAIN ANALYZE, median of 21): 5 km ${await queryMedianMs(database, 5)} ms, ` +
      `50 km ${await queryMedianMs(database, 50)} ms, empty area ${await queryMedianMs(database, 50, far)} ms`;
    return { generated, query, far };
  } finally {
    // A PGlite folder has one owner at a time: the server process opens it next.
    await database.close();
  }
}

/**
 * Near-me at scale: for each size, a fresh scratch database (PGlite, or a new database on
 * DATABASE_URL's server) with the demo marketplace plus N generated shops, then NearMe and the shop
 * menu under load, the server and the load generator in processes of their own and every row as a
 * percentage of a bare Fastify route (`api-bench.ts`). Run: `cd bench && BENCH_SHOPS=100000 npx tsx
 * src/near-me-scale.ts`. Prints Markdown for docs/performance.md. Measures, never asserts.
 */
async function main() {
  const cpu = os.cpus();
  console.log(
    `\n${cpu.length} × ${cpu[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  for (const shops of sizes) {
    const scratch = await scratchLocation();
    try {
      const { generated, query, far } = await prepare(scratch.location, shops);
      console.log(
        `\n### ${shops.toLocaleString("en")} generated shops, ${scratch.label} (generated in ${generated.toFixed(1)} s)\n`,
      );
      console.log(`${query}\n`);
      const edge = { latitude: benchArea.north - 0.01, longitude: benchArea.west + 0.01 };
      const rowsOf = async (baseUrl: string) =>
        [
          nearMeScenario("Shop/NearMe downtown, 5 km, 10 stores", 5),
          nearMeScenario("Shop/NearMe downtown, 50 km (maximum), 10 stores", 50),
          nearMeScenario("Shop/NearMe at the area's corner, 2 km", 2, edge),
          nearMeScenario("Shop/NearMe outside the area (empty answer), 50 km", 50, far),
          shopMenuScenario(1),
        ].map((s) => ({ name: s.name, job: scenarioJob(baseUrl, s, options) }));
      const measure = { cpuProfile: process.env.BENCH_CPU_PROF === "1", rowFilter: process.env.BENCH_ROWS?.split(",") };
      for (const line of await measureAgainstBare(scratch.location, rowsOf, options, measure)) console.log(line);
    } finally {
      await scratch.dispose();
    }
  }
  console.log(`\nsearch point: ${benchCentre.latitude}, ${benchCentre.longitude}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
