import { baseDraft, type Draft, encodeQuery, type FuzzRequest, headerSafe } from "./draft.ts";
import { bodyMutations, type Mutation, queryMutations, rawBody } from "./mutations-body.ts";
import { authMutations, otherHeaderMutations, routeMutation, tenantMutations } from "./mutations-headers.ts";
import type { Operation } from "./operations.ts";
import { Rng } from "./prng.ts";
import type { World } from "./world.ts";

export type { FuzzRequest } from "./draft.ts";

/**
 * Request `index` of run `seed`: an operation, a valid-shaped request for it, then a mutation.
 * Generation never looks at answers, so request `index` is the same request whatever ran before
 * (FUZZ_ONLY replays one on a fresh world).
 */

function apply(rng: Rng, mutations: readonly (readonly [number, Mutation])[], d: Draft, op: Operation, world: World) {
  rng.weighted(mutations)(d, rng, op, world);
}

/**
 * Indexes from here on are the token sweep: every forged token against every operation that needs
 * a caller, once per run whatever the seed, so no kind of token is left to chance.
 */
export const sweepStart = 1_000_000;

const needsCaller = (operations: Operation[]) => operations.filter((op) => op.access !== "public");

/** The sweep's request indexes for these operations and this world's forged tokens. */
export function sweepIndexes(operations: Operation[], world: World): number[] {
  const size = needsCaller(operations).length * Object.keys(world.forgedTokens).length;
  return Array.from({ length: size }, (_, i) => sweepStart + i);
}

function sweepRequest(seed: number, index: number, operations: Operation[], world: World): FuzzRequest {
  const tokens = Object.entries(world.forgedTokens);
  const protectedOps = needsCaller(operations);
  const k = index - sweepStart;
  const op = protectedOps[Math.floor(k / tokens.length) % protectedOps.length] as Operation;
  const [name, value] = tokens[k % tokens.length] as [string, string];
  const rng = Rng.forRequest(seed, index);
  const d = baseDraft(op, rng, world);
  delete d.headers["X-Guest-Id"];
  d.headers.authorization = value;
  d.mutation = `token sweep: ${name}`;
  d.quiet = true;
  return finish(index, op, d, rng);
}

export function generateRequest(seed: number, index: number, operations: Operation[], world: World): FuzzRequest {
  if (index >= sweepStart) return sweepRequest(seed, index, operations, world);
  const rng = Rng.forRequest(seed, index);
  const op = operations[rng.int(0, operations.length - 1)] as Operation;
  const d = baseDraft(op, rng, world);
  const hasBody = op.body !== undefined;
  const hasQuery = op.parameters.some((p) => p.in === "query");
  const category = rng.weighted<string>([
    [4, "valid"],
    [hasBody ? 26 : 4, "body"],
    [hasQuery ? 18 : 3, "query"],
    [15, "auth"],
    [7, "tenant"],
    [7, "headers"],
    [hasBody ? 12 : 4, "raw"],
    [4, "route"],
    [7, "chaos"],
  ]);
  const one = (kind: string) => {
    if (kind === "body") apply(rng, hasBody ? bodyMutations : queryMutations, d, op, world);
    else if (kind === "query") apply(rng, hasQuery ? queryMutations : bodyMutations, d, op, world);
    else if (kind === "auth") apply(rng, authMutations, d, op, world);
    else if (kind === "tenant") apply(rng, tenantMutations, d, op, world);
    else if (kind === "headers") apply(rng, otherHeaderMutations, d, op, world);
    else if (kind === "raw") rawBody(d, rng, op);
    else if (kind === "route") routeMutation(d, rng, op);
  };
  if (category === "chaos") {
    const kinds: string[] = [];
    for (let i = rng.int(2, 4); i > 0; i--) kinds.push(rng.pick(["body", "query", "auth", "tenant", "headers"]));
    for (const kind of kinds) one(kind);
    d.mutation = `chaos: ${kinds.join(" + ")}`;
    d.quiet = op.method === "GET";
  } else {
    one(category);
  }
  return finish(index, op, d, rng);
}

/** The draft as the request sent: query encoded, body serialised, headers as a parser accepts them. */
function finish(index: number, op: Operation, d: Draft, rng: Rng): FuzzRequest {
  const query = d.query.map(([name, value]) => `${encodeQuery(name)}=${encodeQuery(value)}`).join("&");
  const url = query ? `${d.url}${d.url.includes("?") ? "&" : "?"}${query}` : d.url;
  const payload = d.payload ?? (d.body === undefined ? undefined : (JSON.stringify(d.body) ?? "null"));
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(d.headers)) headers[name] = headerSafe(value);
  return {
    index,
    operation: op.id,
    target: d.target ?? op.id,
    mutation: d.mutation,
    method: d.method,
    url,
    headers,
    payload,
    remoteAddress: `10.${rng.int(0, 3)}.${rng.int(0, 255)}.${rng.int(1, 254)}`,
    quiet: d.quiet || d.method === "GET" || d.method === "HEAD",
    stream: op.eventStream,
  };
}

/** encodeURIComponent, with a lone surrogate sent as the (invalid) UTF-8 bytes a broken client would send. */
