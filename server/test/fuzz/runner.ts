import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { App } from "../../src/app.ts";
import { CartKeeper } from "./carts.ts";
import { BusinessChecksum, envelopeProblem } from "./checks.ts";
import { CodeKeeper } from "./codes.ts";
import { type FuzzRequest, generateRequest, sweepIndexes } from "./generate.ts";
import type { Operation } from "./operations.ts";
import type { World } from "./world.ts";

/** Runs generated requests in-process, one at a time, and collects what broke the rules. */

export const hangMs = 5000;

/** The body as a client reads it: a compressed answer (read cache, compression) decoded first. */
function decodedBody(res: { rawPayload: Buffer; headers: Record<string, unknown> }): string {
  const encoding = res.headers["content-encoding"];
  if (encoding === "br") return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === "gzip") return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

export type FailureKind = "5xx" | "hang" | "envelope" | "checksum" | "inject-error";

export interface Failure {
  kind: FailureKind;
  request: FuzzRequest;
  status?: number;
  body?: string;
  detail: string;
}

export interface RunOptions {
  seed: number;
  count: number;
  /** Refused requests checked together against one checksum (1 pinpoints a change). */
  batch: number;
  /** Run only these request indexes (replay of a reported failure). */
  only?: number[];
}

export interface RunStats {
  requests: number;
  byStatus: Map<number, number>;
  /** Successful answers per operation: how deep the fuzzer got. */
  successes: Map<string, number>;
  /** Time spent answering, per operation (where a slow run goes). */
  msByOperation: Map<string, number>;
  checksums: number;
  checksumMs: number;
  /** Refused requests whose "changed nothing" was checked, and those that could not be (a success in their batch). */
  verified: number;
  unverified: number;
  ms: number;
}

export interface Answer {
  status: number;
  contentType?: string;
  body: string;
}

/** One request, raced against the hang bound; event streams are read up to their head. */
export async function execute(
  app: Pick<App, "inject">,
  request: FuzzRequest,
  bound = hangMs,
): Promise<Answer | "hang"> {
  const abort = new AbortController();
  const answer = (async (): Promise<Answer> => {
    const res = await app.inject({
      method: request.method as "GET",
      url: request.url,
      headers: request.headers,
      payload: request.payload,
      remoteAddress: request.remoteAddress,
      ...(request.stream ? { payloadAsStream: true, signal: abort.signal } : {}),
    });
    const contentType = res.headers["content-type"] as string | undefined;
    if (!request.stream) return { status: res.statusCode, contentType, body: decodedBody(res) };
    if (contentType?.startsWith("text/event-stream")) {
      abort.abort();
      return { status: res.statusCode, contentType, body: "" };
    }
    const chunks: Buffer[] = [];
    for await (const chunk of res.stream()) chunks.push(Buffer.from(chunk));
    return { status: res.statusCode, contentType, body: Buffer.concat(chunks).toString() };
  })();
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<"hang">((resolve) => {
    timer = setTimeout(() => resolve("hang"), bound);
  });
  try {
    return await Promise.race([answer, hang]);
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
}

const changesNothing = (request: FuzzRequest, status: number) =>
  (status >= 400 && status < 500) || (request.method === "GET" && status < 400);

export async function runFuzz(world: World, operations: Operation[], options: RunOptions) {
  const app = world.ctx.app;
  const db = world.ctx.database.db;
  const business = await BusinessChecksum.install(db);
  const carts = new CartKeeper(world);
  const codes = new CodeKeeper(world);
  const failures: Failure[] = [];
  const stats: RunStats = {
    requests: 0,
    byStatus: new Map(),
    successes: new Map(),
    msByOperation: new Map(),
    checksums: 0,
    checksumMs: 0,
    verified: 0,
    unverified: 0,
    ms: 0,
  };
  const started = performance.now();

  // `pending`: the requests run since the checksum was last current, all of which should have
  // changed nothing; `verify` checks them, `rebase` forgets them after a request that may write.
  let pending: FuzzRequest[] = [];
  const refresh = async () => {
    stats.checksums++;
    const t = performance.now();
    const changed = await business.refresh();
    stats.checksumMs += performance.now() - t;
    return changed;
  };
  const verify = async () => {
    if (pending.length === 0) return;
    const changed = await refresh();
    if (changed.length > 0) {
      failures.push({
        kind: "checksum",
        request: pending[0] as FuzzRequest,
        detail:
          `tables ${changed.join(", ")} changed during ${pending.length} refused or read-only requests ` +
          `#${pending[0]?.index}–#${pending[pending.length - 1]?.index} ` +
          `(operations: ${[...new Set(pending.map((r) => r.operation))].join(", ")}); ` +
          "rerun with FUZZ_BATCH=1 to name the request",
      });
    }
    stats.verified += pending.length;
    pending = [];
  };
  const rebase = async () => {
    stats.unverified += pending.length;
    pending = [];
    await refresh();
  };

  const indexes = options.only ?? [
    ...sweepIndexes(operations, world),
    ...Array.from({ length: options.count }, (_, i) => i),
  ];
  for (const index of indexes) {
    let request = generateRequest(options.seed, index, operations, world);
    if (carts.needs(request) || codes.needs(request)) {
      // Setting up the caller's cart (or code) writes: check what ran before, then start afresh.
      await verify();
      request = await codes.resolve(await carts.resolve(request));
      await refresh();
    } else {
      request = await carts.resolve(request);
    }
    if (!request.quiet || pending.length >= options.batch) await verify();
    stats.requests++;
    let answer: Answer | "hang";
    const sent = performance.now();
    try {
      answer = await execute(app, request);
      const ms = performance.now() - sent;
      stats.msByOperation.set(request.operation, (stats.msByOperation.get(request.operation) ?? 0) + ms);
    } catch (err) {
      failures.push({ kind: "inject-error", request, detail: String((err as Error).stack ?? err) });
      await rebase();
      continue;
    }
    if (answer === "hang") {
      failures.push({ kind: "hang", request, detail: `no answer within ${hangMs} ms` });
      await rebase();
      continue;
    }
    const { status, body, contentType } = answer;
    stats.byStatus.set(status, (stats.byStatus.get(status) ?? 0) + 1);
    if (status >= 200 && status < 300)
      stats.successes.set(request.operation, (stats.successes.get(request.operation) ?? 0) + 1);
    if (status >= 500) failures.push({ kind: "5xx", request, status, body, detail: `answered ${status}` });
    const problem = envelopeProblem(status, contentType, body, {
      eventStream: request.stream,
      head: request.method === "HEAD",
    });
    if (problem) failures.push({ kind: "envelope", request, status, body, detail: problem });

    if (changesNothing(request, status)) {
      pending.push(request);
    } else {
      // A success (or a fault) may change the database: what ran before it can no longer be checked.
      await rebase();
      carts.forget();
    }
  }
  await verify();
  stats.ms = performance.now() - started;
  return { failures, stats };
}
