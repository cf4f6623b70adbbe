import os from "node:os";
import { apiBenchReport } from "./api-bench.ts";
import { scratchLocation } from "./database.ts";
import { loadOptionsFromEnv } from "./load.ts";
import { orderStreamsReport } from "./order-streams.ts";
import { pageWeightReport } from "./page-weight.ts";
import { paymentLoadReport } from "./payment-scenarios.ts";
import { startServerProcess } from "./server-process.ts";

/** BENCH_ONLY=api|payments|streams|pages runs one part; `load` is api + payments. */
const only = process.env.BENCH_ONLY;
const runs = (part: "api" | "payments" | "streams" | "pages") =>
  only === undefined || only === part || (only === "load" && (part === "api" || part === "payments"));

/**
 * `npm run bench`: the API rows against a bare Fastify route (`api-bench.ts`; PGlite, or a scratch
 * database on DATABASE_URL's server), ProcessPayment on PostgreSQL, the order streams, then the page
 * weights in Chromium. Every server runs in a process of its own. Prints Markdown for
 * docs/performance.md. Measures, never asserts.
 */
async function main() {
  const cpu = os.cpus();
  console.log(
    `\n${cpu.length} × ${cpu[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, ${new Date().toISOString()}\n`,
  );
  const options = loadOptionsFromEnv();
  if (runs("api")) {
    const rowFilter = process.env.BENCH_ROWS?.split(",").filter(Boolean);
    const cpuProfile = process.env.BENCH_CPU_PROF === "1";
    for (const line of await apiBenchReport(options, { cpuProfile, rowFilter })) console.log(line);
  }
  // ProcessPayment: PostgreSQL only, its own scratch database and a server in its own process.
  if (runs("payments")) {
    if (process.env.DATABASE_URL) {
      console.log("\nProcessPayment (50 customers, server in its own process)\n");
      const perCustomer = Number(process.env.BENCH_PAYMENTS_PER_CUSTOMER ?? 8);
      const rows = await paymentLoadReport(process.env.DATABASE_URL, {
        connections: 50,
        perCustomer,
        seconds: options.seconds,
      });
      for (const row of rows) console.log(row);
    } else console.log("\nProcessPayment: skipped (PostgreSQL only: set DATABASE_URL).");
  }
  if (runs("streams")) {
    // The server and the stream holder in processes of their own (order-streams.ts).
    console.log("\nOrder streams: one order change to N open server-sent-event streams\n");
    const sizes = (process.env.BENCH_STREAMS ?? "1000,2500,5000").split(",").map(Number);
    const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 3);
    for (const line of await orderStreamsReport({ sizes, rounds })) console.log(line);
  }
  if (runs("pages")) {
    console.log("\nPage weight (first load, empty cache)\n");
    const scratch = await scratchLocation();
    const server = await startServerProcess(scratch.location);
    try {
      console.log(await pageWeightReport(server.baseUrl));
    } finally {
      await server.stop();
      await scratch.dispose();
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
