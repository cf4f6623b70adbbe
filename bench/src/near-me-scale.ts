import os from "node:os";
import { sql } from "drizzle-orm";
import type { Database } from "../../server/src/db/client.ts";
import { nearbyShopsQuery } from "../../server/src/modules/shops/stores.repository.ts";
import { openBenchDatabase } from "./database.ts";
import { loadTableHeader, runScenario } from "./load.ts";
import { benchArea, benchCentre, generateShops } from "./near-me-data.ts";
import { nearMeScenario, shopMenuScenario } from "./near-me-scenarios.ts";
import { startBenchServer } from "./server.ts";

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

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
/** Comma-separated shop counts, e.g. "10000,100000,1000000". */
const sizes = (process.env.BENCH_SHOPS ?? "10000,100000,1000000").split(",").map(Number);

/**
 * Near-me at scale: for each size, a fresh scratch database (PGlite, or a new database on
 * DATABASE_URL's server) with the demo marketplace plus N generated shops, then NearMe and the shop
 * menu under load. Run: `cd bench && npx tsx src/near-me-scale.ts`. Prints Markdown for
 * docs/performance.md. Measures, never asserts.
 */
async function main() {
  const cpu = os.cpus();
  console.log(
    `\n${cpu.length} × ${cpu[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  console.log(`${connections} connections, ${seconds} s per scenario\n`);
  for (const shops of sizes) {
    const bench = await openBenchDatabase();
    const { app, baseUrl } = await startBenchServer(bench);
    try {
      const generated = await generateShops(bench.database, { shops });
      console.log(
        `\n### ${shops.toLocaleString("en")} generated shops, ${bench.label} (generated in ${generated.toFixed(1)} s)\n`,
      );
      const far = { latitude: 45.5, longitude: -73.6 };
      console.log(
        `near-me query alone (EXPLAIN ANALYZE, median of 21): 5 km ${await queryMedianMs(bench.database, 5)} ms, ` +
          `50 km ${await queryMedianMs(bench.database, 50)} ms, empty area ${await queryMedianMs(bench.database, 50, far)} ms\n`,
      );
      console.log(loadTableHeader);
      const edge = { latitude: benchArea.north - 0.01, longitude: benchArea.west + 0.01 };
      for (const s of [
        nearMeScenario("Shop/NearMe downtown, 5 km, 10 stores", 5),
        nearMeScenario("Shop/NearMe downtown, 50 km (maximum), 10 stores", 50),
        nearMeScenario("Shop/NearMe at the area's corner, 2 km", 2, edge),
        nearMeScenario("Shop/NearMe outside the area (empty answer), 50 km", 50, far),
        shopMenuScenario(1),
      ]) {
        console.log(await runScenario(baseUrl, s, { seconds, connections }));
      }
    } finally {
      await app.close();
      await bench.dispose();
    }
  }
  console.log(`\nsearch point: ${benchCentre.latitude}, ${benchCentre.longitude}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
