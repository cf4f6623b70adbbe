import os from "node:os";
import { cartLoadRows } from "./cart-scenarios.ts";
import { openBenchDatabase } from "./database.ts";
import { loadTableHeader, runScenario } from "./load.ts";
import { orderStreamsReport } from "./order-streams.ts";
import { pageWeightReport } from "./page-weight.ts";
import { paymentLoadReport } from "./payment-scenarios.ts";
import { scenarios } from "./scenarios.ts";
import { startBenchServer } from "./server.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
/** BENCH_ONLY=load|streams|pages runs one part. */
const only = process.env.BENCH_ONLY;

/**
 * `npm run bench`: the real server on a scratch database (PGlite, or a new database on DATABASE_URL's
 * server) seeded with the demo marketplace; each load scenario with autocannon, then the page-weight
 * report in Chromium. Prints Markdown for docs/performance.md. Measures, never asserts.
 */
async function main() {
  const bench = await openBenchDatabase();
  const { app, baseUrl } = await startBenchServer(bench);
  try {
    const cpu = os.cpus();
    console.log(
      `\n${cpu.length} × ${cpu[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
    );
    console.log(`database: ${bench.label}\n`);
    if (only === undefined || only === "load") {
      console.log(`${connections} connections, ${seconds} s per scenario\n`);
      console.log(loadTableHeader);
      for (const s of scenarios) console.log(await runScenario(baseUrl, s, { seconds, connections }));
      for (const row of await cartLoadRows(baseUrl, bench.database.db, { seconds, connections })) console.log(row);
      // ProcessPayment: PostgreSQL only, its own scratch database and a server in its own process.
      if (process.env.DATABASE_URL) {
        console.log("\nProcessPayment (50 customers, server in its own process)\n");
        const perCustomer = Number(process.env.BENCH_PAYMENTS_PER_CUSTOMER ?? 8);
        const rows = await paymentLoadReport(process.env.DATABASE_URL, { connections: 50, perCustomer, seconds });
        for (const row of rows) console.log(row);
      } else console.log("\nProcessPayment: skipped (PostgreSQL only: set DATABASE_URL).");
    }
    if (only === undefined || only === "streams") {
      // The server and the stream holder in processes of their own (order-streams.ts).
      console.log("\nOrder streams: one order change to N open server-sent-event streams\n");
      const sizes = (process.env.BENCH_STREAMS ?? "1000,2500,5000").split(",").map(Number);
      const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 3);
      for (const line of await orderStreamsReport({ sizes, rounds })) console.log(line);
    }
    if (only === undefined || only === "pages") {
      console.log("\nPage weight (first load, empty cache)\n");
      console.log(await pageWeightReport(baseUrl));
    }
  } finally {
    await app.close();
    await bench.dispose();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
