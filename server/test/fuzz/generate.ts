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

export function generateRequest(seed: number, index: number, operations: Operation[], world: World): FuzzRequest {
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
