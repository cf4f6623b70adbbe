/**
 * Order streams fan-out (issue 14): how long ONE order change takes to reach N open server-sent
 * event streams held by one server instance. The real server entry runs in its own process
 * (`server-process.ts`, PGlite by default, PostgreSQL with DATABASE_URL) with SSE_MAX_STREAMS raised;
 * the load generator (`order-streams-client.ts`) runs in a third process. Each round uses a fresh
 * confirmed order of one customer: the generator opens N streams on `Orders/Events?id=<order>`
 * (token in the query string, as a browser's EventSource sends it), then the customer cancels the
 * order (`Orders/Cancel`: the transition, the sandbox refund and the `order.changed` event commit in
 * one transaction) and every stream's arrival is timed from the moment the cancel was sent.
 * Measures, never asserts. Alone: `cd bench && npx tsx src/order-streams.ts` (BENCH_STREAMS=1000,2500,5000,
 * BENCH_STREAM_ROUNDS=3).
 */
import { type ChildProcess, fork } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import type { Db } from "../../server/src/db/client.ts";
import { openDatabase } from "../../server/src/db/client.ts";
import { migrateDatabase } from "../../server/src/db/migrate.ts";
import { userRoles, users } from "../../server/src/db/schema/index.ts";
import { seedOnStart } from "../../server/src/db/seed/index.ts";
import { hashPassword } from "../../server/src/lib/passwords.ts";
import { openBenchDatabase } from "./database.ts";
import type { Round, RoundResult } from "./order-streams-client.ts";
import { itemOf, openShops } from "./payment-scenarios.ts";
import { startServerProcess } from "./server-process.ts";

const api = "/api/services/app";
const tenantHeader = { "Abp.TenantId": "3" };
const password = "Bench-streams-1";
const clientEntry = fileURLToPath(new URL("./order-streams-client.ts", import.meta.url));

export interface OrderStreamsOptions {
  sizes: number[];
  rounds: number;
}

/** The scratch database, seeded and prepared BEFORE the server starts (a PGlite folder has one owner at a time). */
async function prepareDatabase(serverUrl: string | undefined) {
  const email = `bench-streams-${randomUUID().slice(0, 8)}@example.com`;
  const prepare = async (db: Db) => {
    await seedOnStart(db, { demo: true, log: { info: () => {} } });
    const [shop] = await openShops(db, 1);
    if (!shop) throw new Error("the demo marketplace has no active shop");
    const item = await itemOf(db, shop.id);
    const [user] = await db
      .insert(users)
      .values({
        tenantId: 3,
        userName: email,
        emailAddress: email,
        name: "Bench",
        passwordHash: await hashPassword(password),
      })
      .returning({ id: users.id });
    await db.insert(userRoles).values({ userId: (user as { id: number }).id, role: "customer" });
    return { shop, item };
  };
  if (serverUrl) {
    const bench = await openBenchDatabase(serverUrl);
    const prepared = await prepare(bench.database.db);
    return { ...prepared, email, label: bench.label, location: bench.database.url as string, dispose: bench.dispose };
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "dutchpot-bench-streams-"));
  const database = await openDatabase({ dataDir });
  await migrateDatabase(database);
  const prepared = await prepare(database.db);
  await database.close();
  const dispose = async () => rmSync(dataDir, { recursive: true, force: true });
  return { ...prepared, email, label: "PGlite (temporary folder)", location: dataDir, dispose };
}

async function call(
  baseUrl: string,
  method: string,
  route: string,
  body: unknown,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`${baseUrl}${route}`, {
    method,
    headers: { ...tenantHeader, "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { result?: Record<string, unknown>; error?: unknown };
  if (!res.ok) throw new Error(`${method} ${route} → ${res.status} ${JSON.stringify(json.error)}`);
  return json.result as Record<string, unknown>;
}

type Prepared = Awaited<ReturnType<typeof prepareDatabase>>;

/** A paid ASAP order (status confirmed) of the bench customer, through the API like any client. */
async function placeOrder(baseUrl: string, p: Prepared, authorization: string): Promise<number> {
  const auth = { authorization };
  const cart = await call(
    baseUrl,
    "POST",
    `${api}/ShoppingCart/Create`,
    {
      shopId: p.shop.id,
      shoppingCartItems: [{ foodMenuId: p.item.itemId, quantity: 1, selectedAttributes: p.item.valueIds }],
      shoppingCartCharges: [],
    },
    auth,
  );
  await call(
    baseUrl,
    "PATCH",
    `${api}/ShoppingCart/UpdateShoppingCart`,
    {
      shoppingCartId: cart.id,
      deliveryAddress: "1 Bench Street",
      city: "Toronto",
      zipcode: "M5J 2X6",
      latitude: p.shop.latitude,
      longitude: p.shop.longitude,
    },
    auth,
  );
  const token = await call(baseUrl, "POST", `${api}/Payments/TokenizeCard`, {
    cardNumber: "4111 1111 1111 1111",
    expiryMonth: 12,
    expiryYear: new Date().getUTCFullYear() + 3,
    cvv: "123",
  });
  const order = await call(
    baseUrl,
    "POST",
    `${api}/ShoppingCart/ProcessPayment`,
    { shopId: p.shop.id, sourceId: token.token },
    { ...auth, "Idempotency-Key": randomUUID() },
  );
  return order.id as number;
}

/** The open-file limit every process of the run inherits (each stream is a socket at both ends). */
function openFileLimit(): number | null {
  try {
    const line = readFileSync("/proc/self/limits", "utf8").match(/^Max open files\s+(\d+)/m);
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

function ask<T>(child: ChildProcess, message: unknown): Promise<T> {
  return new Promise((resolve, reject) => {
    child.once("message", (answer: { type: string; message?: string }) =>
      answer.type === "error" ? reject(new Error(answer.message)) : resolve(answer as T),
    );
    child.send(message as object);
  });
}

const at = (sorted: number[], p: number) =>
  sorted.length === 0 ? Number.NaN : (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number);
const ms = (v: number) => (Number.isNaN(v) ? "–" : String(Math.round(v)));
const mib = (kib: number | null) => (kib === null ? "?" : (kib / 1024).toFixed(0));

export const orderStreamsHeader =
  "| streams | round | got the event | first ms | p50 ms | p95 ms | max ms | max ÷ quiet GetAll p50 | cancel answered ms | server RSS held MiB | GetAll p50 held ms | opening s |\n" +
  "|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|";

/** Markdown lines: the set-up, the calibration, one row per round. */
export async function orderStreamsReport(options: OrderStreamsOptions): Promise<string[]> {
  const largest = Math.max(...options.sizes);
  const limit = openFileLimit();
  if (limit !== null && limit < largest + 512) {
    return [`Order streams: skipped, the open-file limit is ${limit} (need ${largest + 512}; raise \`ulimit -n\`).`];
  }
  const prepared = await prepareDatabase(process.env.DATABASE_URL);
  const server = await startServerProcess(prepared.location, {
    SSE_MAX_STREAMS: String(largest * 2),
    SEED_DEMO_DATA: "false",
    // The demo fulfilment simulator would move the orders on its own (a second change, and a 409 for the cancel).
    SIMULATOR: "off",
  });
  const client = fork(clientEntry, [], {
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  try {
    const signIn = await call(server.baseUrl, "POST", "/api/TokenAuth/Authenticate", {
      userNameOrEmailAddress: prepared.email,
      password,
    });
    const token = signIn.accessToken as string;
    const rounds = options.sizes.flatMap((streams) =>
      Array.from({ length: options.rounds }, (_, i) => ({ streams, round: i + 1 })),
    );
    const { p50: quietP50 } = await ask<{ p50: number }>(client, { type: "calibrate", baseUrl: server.baseUrl });
    const lines = [
      `database: ${prepared.label}; server (SSE_MAX_STREAMS ${largest * 2}) and load generator in their own processes; open-file limit ${limit ?? "?"}`,
      `calibration: quiet ShopType/GetAll p50 ${quietP50.toFixed(1)} ms (50 sequential requests from the generator, after 50 unmeasured ones)`,
      "",
      orderStreamsHeader,
    ];
    let idleKiB: number | null = null;
    for (const { streams, round } of rounds) {
      const orderId = await placeOrder(server.baseUrl, prepared, `Bearer ${token}`);
      const ask_: Round = {
        type: "round",
        baseUrl: server.baseUrl,
        streamPath: `${api}/Orders/Events?id=${orderId}&access_token=${encodeURIComponent(token)}`,
        headers: tenantHeader,
        eventType: "order.changed",
        streams,
        openConcurrency: 100,
        change: {
          method: "POST",
          path: `${api}/Orders/Cancel`,
          headers: { ...tenantHeader, authorization: `Bearer ${token}` },
          body: { id: orderId },
        },
        serverPid: server.pid,
        waitMs: 10_000,
      };
      const r = await ask<RoundResult>(client, ask_);
      idleKiB ??= r.rssIdleKiB;
      lines.push(
        `| ${streams} | ${round} | ${r.received} of ${streams}${r.refused ? ` (${r.refused} refused)` : ""}${r.early ? `, ${r.early} before the change` : ""} | ${ms(r.latencies[0] ?? Number.NaN)} | ${ms(at(r.latencies, 0.5))} | ${ms(at(r.latencies, 0.95))} | ${ms(r.latencies.at(-1) ?? Number.NaN)} | ${((r.latencies.at(-1) ?? Number.NaN) / quietP50).toFixed(0)} | ${Math.round(r.changeMs)}${r.changeStatus === 200 ? "" : ` (${r.changeStatus})`} | ${mib(r.rssHeldKiB)} | ${r.heldGetAllP50.toFixed(1)} | ${r.openSeconds.toFixed(1)} |`,
      );
    }
    lines.push(
      "",
      `Server RSS before the first stream: ${mib(idleKiB)} MiB (streams closed by a round are not given back at once, so a row's RSS includes garbage of earlier rounds).`,
    );
    return lines;
  } finally {
    if (client.connected) client.send({ type: "exit" });
    if (client.exitCode === null) client.kill();
    await server.stop();
    await prepared.dispose();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const sizes = (process.env.BENCH_STREAMS ?? "1000,2500,5000").split(",").map(Number);
  const rounds = Number(process.env.BENCH_STREAM_ROUNDS ?? 3);
  const cpu = os.cpus();
  console.log(
    `${cpu.length} × ${cpu[0]?.model}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}, load ${os.loadavg()[0]?.toFixed(1)}`,
  );
  for (const line of await orderStreamsReport({ sizes, rounds })) console.log(line);
}
