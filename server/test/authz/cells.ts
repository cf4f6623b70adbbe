import { writeFileSync } from "node:fs";
import type { CheckoutWorld } from "../../src/modules/checkout/checkout.test-app.ts";
import { byAccess, type Outcome, type Principal, principals, type Row } from "./expectations.ts";
import { principalHeaders } from "./principals.ts";
import type { Seeded, Target } from "./world.ts";

/** How the matrix sends one cell's request and judges its answer (the table is expectations.ts). */

/** Whether a status meets an outcome: never a 5xx. */
export function meets(status: number, outcome: Outcome): boolean {
  if (status >= 500) return false;
  if (outcome === "allowed") return status !== 401 && status !== 403;
  if (outcome === "success") return status >= 200 && status < 400;
  return status === outcome;
}

/** The cell's expectation: the row's override, else the access class's, narrowed to 404 for a non-owner. */
export function expected(row: Row, principal: Principal, owner: boolean): Outcome {
  if (owner) return row.owner ?? "success";
  const outcome = row.overrides?.[principal] ?? byAccess[row.access][principal];
  return outcome === "allowed" && row.notOwner ? row.notOwner : outcome;
}

export interface Answer {
  status: number;
  body: string;
}

/** What is wrong with one answer: its status, or (for a contract call) an answer outside the envelope. */
export function judge(cell: string, operation: string, row: Row, want: Outcome, answer: Answer): string[] {
  const { status, body } = answer;
  if (!meets(status, want)) return [`${cell}: expected ${want}, got ${status} ${body.slice(0, 160)}`];
  // Contract calls answer in the ABP envelope (an event stream only once it is open).
  if (operation.includes(" ") || (row.stream && status === 200)) return [];
  let envelope: { __abp?: unknown; success?: unknown; unAuthorizedRequest?: unknown };
  try {
    envelope = JSON.parse(body);
  } catch {
    return [`${cell}: ${status} answered outside the envelope: ${body.slice(0, 80)}`];
  }
  const fine =
    envelope.__abp === true &&
    envelope.success === status < 400 &&
    (status !== 401 || envelope.unAuthorizedRequest === true);
  return fine ? [] : [`${cell}: ${status} answered outside the envelope: ${body.slice(0, 80)}`];
}

/** The table's rows in run order: the ones that use something up last. */
export const inRunOrder = (rows: [string, Row][]) => [...rows].sort(([, a], [, b]) => (a.last ?? 0) - (b.last ?? 0));

type Routes = () => Map<string, { method: string; url: string }>;

/** The matrix's runners over one app, its seeded data and its route list. */
export function createCells(world: CheckoutWorld, seededOf: () => Seeded, routes: Routes) {
  let ip = 0;
  /** Each call from its own address, so per-address throttles never answer for the matrix. */
  const nextIp = () => `10.${(ip >> 16) & 255}.${(ip >> 8) & 255}.${ip++ & 255}`;
  /** Every cell's status, by target (`writeObserved`). */
  const observed = new Map<string, Map<string, Map<string, number>>>();

  type Headers = ReturnType<typeof principalHeaders>;

  async function sendOnce(
    operation: string,
    row: Row,
    principal: Principal,
    target: Target,
    headersOf: Headers,
  ): Promise<Answer> {
    const route = routes().get(operation);
    if (!route) throw new Error(`no route for ${operation}`);
    const seeded = seededOf();
    const sample = await row.request(seeded, target);
    const query = sample.query
      ? `?${new URLSearchParams(Object.entries(sample.query).map(([k, v]): [string, string] => [k, String(v)]))}`
      : "";
    const res = await world.ctx.app.inject({
      method: route.method as "GET",
      url: `${sample.path ?? route.url}${query}`,
      headers: { ...(await headersOf(principal)), ...sample.headers },
      ...(sample.body === undefined ? {} : { payload: sample.body as object }),
      remoteAddress: nextIp(),
      payloadAsStream: row.stream ?? false,
    });
    if (row.stream) {
      const stream = res.stream();
      // An open event stream does not end: keep its status and close it. A refusal is an envelope.
      if (res.statusCode === 200) {
        stream.destroy();
        return { status: res.statusCode, body: "" };
      }
      let body = "";
      for await (const chunk of stream) body += chunk;
      return { status: res.statusCode, body };
    }
    return { status: res.statusCode, body: res.body };
  }

  async function send(
    operation: string,
    row: Row,
    principal: Principal,
    target: Target,
    headersOf: Headers,
  ): Promise<Answer> {
    const answer = await sendOnce(operation, row, principal, target, headersOf);
    const key = `${target.kind} A's data`;
    const byOperation = observed.get(key) ?? new Map<string, Map<string, number>>();
    observed.set(key, byOperation);
    const cells = byOperation.get(operation) ?? new Map<string, number>();
    byOperation.set(operation, cells);
    cells.set(principal, answer.status);
    return answer;
  }

  /**
   * Calls every row as every principal but the target's owner, against the target's resources;
   * answers the cells that missed their expectation and the answers that showed the target's data.
   */
  async function runAgainst(target: Target, callers: readonly Principal[], rows: [string, Row][]) {
    const misses: string[] = [];
    for (const [operation, row] of inRunOrder(rows)) {
      let anonymous: number | undefined;
      const headersOf = principalHeaders(seededOf());
      for (const principal of callers) {
        const answer = await send(operation, row, principal, target, headersOf);
        misses.push(...judge(`${operation} × ${principal}`, operation, row, expected(row, principal, false), answer));
        // On a public call a token or guest id, valid or forged, changes nothing about access.
        if (principal === "anonymous") anonymous = answer.status;
        else if (row.access === "public" && principal !== "wrongTenantHeader" && answer.status !== anonymous) {
          misses.push(`${operation} × ${principal}: ${answer.status}, but ${anonymous} without a token`);
        }
        for (const marker of target.markers) {
          if (answer.body.includes(marker)) {
            misses.push(`${operation} × ${principal}: the answer shows ${target.kind} A's data`);
          }
        }
      }
    }
    return misses;
  }

  /** Calls every row as the target's owner: each sample must be a valid call (or the row's `owner` outcome). */
  async function runAsOwner(principal: Principal, target: Target, rows: [string, Row][]) {
    const misses: string[] = [];
    for (const [operation, row] of inRunOrder(rows)) {
      const answer = await send(operation, row, principal, target, principalHeaders(seededOf()));
      const cell = `${operation} × ${principal} (owner)`;
      misses.push(...judge(cell, operation, row, expected(row, principal, true), answer));
    }
    return misses;
  }

  /** Writes every observed cell's status as Markdown tables (one per target). */
  function writeObserved(file: string) {
    const lines: string[] = [];
    for (const [target, byOperation] of observed) {
      lines.push(
        `\n## ${target}\n`,
        `| operation | ${principals.join(" | ")} |`,
        `|---|${principals.map(() => "---").join("|")}|`,
      );
      for (const [operation, cells] of byOperation) {
        lines.push(`| ${operation} | ${principals.map((p) => cells.get(p) ?? "").join(" | ")} |`);
      }
    }
    writeFileSync(file, `${lines.join("\n")}\n`);
  }

  return { runAgainst, runAsOwner, writeObserved };
}
