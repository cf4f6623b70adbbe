import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { openDatabase } from "../../server/src/db/client.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";
import { scenarios } from "./scenarios.ts";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);

/** Starts the real server on a temporary PGlite folder (or DATABASE_URL) and loads each scenario. */
async function main() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dutchpot-bench-"));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    PORT: "0",
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateDatabase(database);
  const app = await buildApp({ config: { ...config, RATE_LIMIT_MAX: 1_000_000_000 }, database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };

  console.log(`\n${os.cpus().length} × ${os.cpus()[0]?.model}, Node ${process.version}, ${database.kind}`);
  console.log(`${connections} connections, ${seconds} s per scenario\n`);
  console.log("| scenario | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|");
  for (const s of scenarios) {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${s.path}`,
      method: s.method,
      headers: { "content-type": "application/json", ...s.headers },
      body: s.body === undefined ? undefined : JSON.stringify(s.body),
      connections,
      duration: seconds,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `| ${s.name} | ${Math.round(result.requests.average)} | ${result.latency.p50} | ${result.latency.p99} | ${errors} |`,
    );
  }
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
