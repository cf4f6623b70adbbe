import { randomBytes } from "node:crypto";
import { buildApp } from "../../server/src/app.ts";
import { loadConfig } from "../../server/src/config.ts";
import { seedOnStart } from "../../server/src/db/seed/index.ts";
import type { BenchDatabase } from "./database.ts";

const quietLog = { info: () => {} };

/**
 * The real app (production configuration, rate limit out of the way) on the bench database, seeded
 * with the demo marketplace, listening on a free loopback port.
 */
export async function startBenchServer(bench: BenchDatabase, seedDemo = true) {
  // A throwaway signing secret: nothing is written next to the bench (no ./data folder).
  const config = loadConfig({
    ...process.env,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    PORT: "0",
    JWT_SECRET: randomBytes(32).toString("hex"),
  });
  await seedOnStart(bench.database.db, { demo: seedDemo, log: quietLog });
  const app = await buildApp({ config: { ...config, RATE_LIMIT_MAX: 1_000_000_000 }, database: bench.database });
  await app.listen({ port: 0, host: "127.0.0.1" });
  const { port } = app.server.address() as { port: number };
  return { app, baseUrl: `http://127.0.0.1:${port}` };
}
