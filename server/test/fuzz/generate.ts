import { hostileNumbers, hostileStrings, hostileValue, longString, nestedArrays } from "./hostile-values.ts";
import type { Operation } from "./operations.ts";
import { Rng } from "./prng.ts";
import { pathsOf, remove, validValue, withPath } from "./schema-values.ts";
import { type Owner, storefront, type World } from "./world.ts";

/**
 * Request `index` of run `seed`: an operation, a valid-shaped request for it, then a mutation.
 * Generation never looks at answers, so request `index` is the same request whatever ran before
 * (FUZZ_ONLY replays one on a fresh world).
 */

export interface FuzzRequest {
  index: number;
  operation: string;
  /** The operation, or what the request became when its route was changed (failures group by it). */
  target: string;
  /** What was done to the request (for grouping and for the reproduction). */
  mutation: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
  remoteAddress: string;
  /**
   * Expected to change nothing whatever it answers short of success (GETs, broken bodies, forged
   * tokens on protected calls, unknown routes): such requests are checked in batches.
   */
  quiet: boolean;
  /** Server-sent events: only the head of the answer is read. */
  stream: boolean;
}

type Draft = Omit<FuzzRequest, "index" | "operation" | "target" | "remoteAddress" | "stream"> & {
  target?: string;
  query: [string, string][];
  /** The JSON body before serialisation (undefined: none). */
  body?: unknown;
};

/** Header values a real HTTP parser lets through (visible ASCII, tab, obs-text). */
const headerSafe = (value: string) => value.replace(/[^\t\x20-\x7e\x80-\xff]/g, "?");

/** Operations that end or re-key an account: signed in as a throw-away victim, never as alice or bob. */
const destructive = new Set(["Customers.DeleteCustomer", "User.ChangePassword", "Customers.UpdateProfile"]);

interface Caller {
  owner: Owner;
  headers: Record<string, string>;
  tenant: number;
}

/** A real signed-in caller's authorization; a throw-away victim on destructive calls. */
function tokenOf(op: Operation, rng: Rng, world: World, customer: { authorization: string }) {
  return destructive.has(op.id) ? rng.pick(world.victims).authorization : customer.authorization;
}

function callerFor(op: Operation, rng: Rng, world: World): Caller {
  if (destructive.has(op.id)) {
    return { owner: "victim", headers: { authorization: rng.pick(world.victims).authorization }, tenant: storefront };
  }
  const alice: Caller = { owner: "alice", headers: { authorization: world.alice.authorization }, tenant: storefront };
  const bob: Caller = { owner: "bob", headers: { authorization: world.bob.authorization }, tenant: storefront };
  const guestA: Caller = { owner: "guestA", headers: { "X-Guest-Id": world.guests.a }, tenant: storefront };
  const guestB: Caller = { owner: "guestB", headers: { "X-Guest-Id": world.guests.b }, tenant: storefront };
  const carol: Caller = {
    owner: "carol",
    headers: { authorization: world.carol.authorization },
    tenant: world.otherMarketplace,
  };
  const none: Caller = { owner: "nobody", headers: {}, tenant: storefront };
  const choices: readonly (readonly [number, Caller])[] =
    op.access === "public"
      ? [
          [6, none],
          [3, alice],
          [1, guestA],
        ]
      : op.access === "signedIn"
        ? [
            [7, alice],
            [2, bob],
            [1, carol],
          ]
        : [
            [4, alice],
            [4, guestA],
            [1, guestB],
            [1, carol],
          ];
  return rng.weighted(choices);
}

/**
 * Rules across fields that a schema does not state (either this or that, both or neither, a
 * fixed set of tips): the valid shape follows them, so the one mutation is what fails.
 */
const shapeRules: Record<string, (body: Record<string, unknown>, rng: Rng) => void> = {
  "ShoppingCart.UpdateShoppingCartItem": (body, rng) => {
    const line = body.shoppingCartItem as Record<string, unknown> | undefined;
    if (!line) return;
    if (rng.chance(0.5)) delete line.quantityDelta;
    else delete line.quantity;
    if (line.quantity === undefined && line.quantityDelta === undefined) line.quantity = rng.int(0, 5);
  },
  "ShoppingCart.UpdateShoppingCart": (body) => {
    if ((body.latitude === undefined) !== (body.longitude === undefined)) {
      delete body.latitude;
      delete body.longitude;
    }
  },
  "Account.SendPasswordResetCode": eitherEmailOrPhone,
  "Account.ResetPassword": eitherEmailOrPhone,
};

function eitherEmailOrPhone(body: Record<string, unknown>, rng: Rng) {
  if (rng.chance(0.5) && body.emailAddress !== undefined) {
    delete body.phoneNumber;
    delete body.countryCode;
  } else if (body.phoneNumber !== undefined) {
    delete body.emailAddress;
    body.countryCode = "+1";
  }
}

/** The valid-shaped request of `op` (before any mutation). */
function baseDraft(op: Operation, rng: Rng, world: World): Draft {
  const caller = callerFor(op, rng, world);
  const ctx = { world, owner: caller.owner };
  const headers: Record<string, string> = { "Abp.TenantId": String(caller.tenant), ...caller.headers };
  const query: [string, string][] = [];
  for (const p of op.parameters) {
    if (p.in === "header") {
      const required = op.id === "ShoppingCart.ProcessPayment";
      if (p.name.toLowerCase() === "idempotency-key" && rng.chance(required ? 0.95 : 0.7)) {
        headers["Idempotency-Key"] = rng.uuid();
      }
      continue;
    }
    // ABP's GetByCustomer reads a cart by id: the id is what makes it useful.
    if (!p.required && !(op.id === "ShoppingCart.GetByCustomer" && p.name === "id") && !rng.chance(0.6)) continue;
    const value = validValue(p.schema, p.name, rng, ctx);
    if (value !== undefined && value !== null) query.push([p.name, String(value)]);
  }
  let body: unknown;
  if (op.body) {
    body = validValue(op.body, "", rng, ctx);
    if (body !== null && typeof body === "object") shapeRules[op.id]?.(body as Record<string, unknown>, rng);
    headers["content-type"] = "application/json";
  }
  return { mutation: "valid", method: op.method, url: op.path, headers, query, body, quiet: op.method === "GET" };
}

// ---- mutations: each changes one thing and names it ----------------------------------------

type Mutation = (draft: Draft, rng: Rng, op: Operation, world: World) => void;

const extraKeys = [
  "__proto__",
  "constructor",
  "isAdmin",
  "tenantId",
  "userId",
  "id",
  "roles",
  "x".repeat(300),
  "\u202e",
  "",
];

const bodyMutations: readonly (readonly [number, Mutation])[] = [
  [
    10,
    (d, rng) => {
      const paths = pathsOf(d.body);
      if (paths.length === 0) {
        d.body = hostileValue(rng);
        d.mutation = `body = ${describe(d.body)}`;
        return;
      }
      const path = rng.pick(paths);
      const value = hostileValue(rng);
      d.mutation = `body ${path.join(".")} = ${describe(value)}`;
      d.body = withPath(d.body, path, value);
    },
  ],
  [
    4,
    (d, rng) => {
      const paths = pathsOf(d.body);
      if (paths.length === 0) return;
      const path = rng.pick(paths);
      d.mutation = `body ${path.join(".")} removed`;
      d.body = withPath(d.body, path, remove);
    },
  ],
  [
    3,
    (d, rng) => {
      const key = rng.pick(extraKeys);
      const value = hostileValue(rng);
      d.mutation = `body extra field ${JSON.stringify(key.slice(0, 20))}`;
      const raw = JSON.stringify(d.body ?? {});
      const inner = raw.length > 2 ? `,${raw.slice(1)}` : "}";
      d.payload = `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}${inner}`;
      d.body = undefined;
    },
  ],
  [
    2,
    (d, rng) => {
      const value = rng.pick<unknown>([null, [], [d.body], "body", 1, true, nestedArrays(1000), [d.body, d.body]]);
      d.mutation = `body replaced by ${describe(value)}`;
      d.body = value;
    },
  ],
  [
    3,
    (d) => {
      d.mutation = "body numbers sent as strings";
      d.body = JSON.parse(JSON.stringify(d.body ?? {}), (_k, v) => (typeof v === "number" ? String(v) : v));
    },
  ],
  [
    3,
    (d, rng) => {
      const paths = pathsOf(d.body).filter((p) => typeof valueAt(d.body, p) === "number");
      if (paths.length === 0) return;
      const path = rng.pick(paths);
      const value = rng.pick(hostileNumbers);
      d.mutation = `body ${path.join(".")} = ${value}`;
      d.body = withPath(d.body, path, value);
    },
  ],
  [
    3,
    (d, rng) => {
      const paths = pathsOf(d.body).filter((p) => typeof valueAt(d.body, p) === "string");
      if (paths.length === 0) return;
      const path = rng.pick(paths);
      const value = `${valueAt(d.body, path)}${rng.pick(hostileStrings)}`;
      d.mutation = `body ${path.join(".")} += hostile text`;
      d.body = withPath(d.body, path, value);
    },
  ],
  [
    1,
    (d, rng) => {
      // Under the 1 MiB body limit but far over any field's length.
      const paths = pathsOf(d.body);
      const path = paths.length > 0 ? rng.pick(paths) : ["x"];
      d.mutation = `body ${path.join(".")} = 900 KB string`;
      d.body = withPath(d.body ?? {}, path, longString(900_000, rng.pick(["a", "\u00e9", "\u0000"])));
    },
  ],
];

const numberTricks = [
  "0x1",
  "1e0",
  "+1",
  "01",
  " 1",
  "1 ",
  "1.0",
  "1.5",
  "-1",
  "0",
  "NaN",
  "Infinity",
  "2147483648",
  "9".repeat(30),
  "١",
  "1_000",
  "true",
  "null",
  "[]",
];

const queryMutations: readonly (readonly [number, Mutation])[] = [
  [
    4,
    (d, rng) => {
      if (d.query.length === 0) return;
      const i = rng.int(0, d.query.length - 1);
      const [name] = d.query[i] as [string, string];
      const value = String(hostileValue(rng));
      d.mutation = `query ${name} = ${describe(value)}`;
      d.query[i] = [name, value.slice(0, 20_000)];
    },
  ],
  [
    3,
    (d, rng, op) => {
      const param = op.parameters.filter((p) => p.in === "query");
      if (param.length === 0) return;
      const name = rng.pick(param).name;
      const value = rng.pick(numberTricks);
      d.mutation = `query ${name} = ${value}`;
      d.query = [...d.query.filter(([n]) => n !== name), [name, value]];
    },
  ],
  [
    2,
    (d, rng) => {
      if (d.query.length === 0) return;
      const i = rng.int(0, d.query.length - 1);
      const [name] = d.query[i] as [string, string];
      d.mutation = `query ${name} removed`;
      d.query.splice(i, 1);
    },
  ],
  [
    2,
    (d, rng) => {
      if (d.query.length === 0) return;
      const [name, value] = rng.pick(d.query);
      const variant = rng.pick([`${name}[]`, `${name}[a]`, name, name.toUpperCase(), `${name}.x`]);
      d.mutation = `query ${variant} repeated`;
      d.query.push([variant, variant === name ? `${value}9` : value]);
    },
  ],
  [
    2,
    (d, rng) => {
      const name = rng.pick(["__proto__[polluted]", "constructor[prototype][x]", "x".repeat(500), "", "%", "a=b"]);
      d.mutation = `query extra ${describe(name)}`;
      d.query.push([name, "1"]);
    },
  ],
  [
    2,
    (d, rng) => {
      const raw = rng.pick([
        "%",
        "%E0%A4%A",
        "%00",
        "%C0%AE",
        "%FF%FE",
        "a=%zz",
        "&&&",
        "=x",
        `q=${"%41".repeat(5000)}`,
      ]);
      d.mutation = `query raw ${describe(raw)}`;
      d.url = `${d.url}?${raw}`;
    },
  ],
];

const authMutations: readonly (readonly [number, Mutation])[] = [
  [
    3,
    (d, _rng, op) => {
      d.mutation = "no token, no guest";
      delete d.headers.authorization;
      delete d.headers["X-Guest-Id"];
      d.quiet ||= op.access === "signedIn";
    },
  ],
  [
    6,
    (d, rng, op, world) => {
      const [name, value] = rng.pick(Object.entries(world.forgedTokens));
      d.mutation = `forged token: ${name}`;
      d.headers.authorization = headerSafe(value);
      delete d.headers["X-Guest-Id"];
      d.quiet ||= op.access !== "public";
    },
  ],
  [
    3,
    (d, rng, _op, world) => {
      const value = rng.pick([
        "00000000-0000-0000-0000-000000000000",
        "ffffffff-ffff-ffff-ffff-ffffffffffff",
        world.guests.a.toUpperCase(),
        `  ${world.guests.a}  `,
        "6ba7b810-9dad-11d1-80b4-00c04fd430c8",
        "not-a-uuid",
        `${world.guests.a},${world.guests.b}`,
        `${world.guests.a}\t`,
        "x".repeat(4000),
        "'; select 1; --",
        "../../etc/passwd",
      ]);
      d.mutation = `guest id ${describe(value)}`;
      delete d.headers.authorization;
      d.headers["X-Guest-Id"] = value;
    },
  ],
  [
    2,
    (d, rng, op, world) => {
      d.mutation = "token and guest id together";
      d.headers.authorization = tokenOf(op, rng, world, rng.pick([world.alice, world.bob]));
      d.headers["X-Guest-Id"] = rng.pick([world.guests.a, world.guests.b]);
    },
  ],
  [
    2,
    (d, rng, op, world) => {
      const token = tokenOf(op, rng, world, world.alice).slice(7);
      const value = rng.pick([
        `bearer ${token}`,
        `Bearer  ${token}`,
        `Bearer ${token} `,
        `Token ${token}`,
        token,
        `Bearer ${token}x`,
      ]);
      d.mutation = `authorization spelled ${describe(value.replace(token, "<alice>"))}`;
      d.headers.authorization = value;
    },
  ],
  [
    2,
    (d, rng, op, world) => {
      d.mutation = "another customer's token";
      d.headers.authorization = tokenOf(op, rng, world, rng.pick([world.bob, world.carol, rng.pick(world.victims)]));
      delete d.headers["X-Guest-Id"];
    },
  ],
];

const tenantValues = [
  "0",
  "-1",
  "2147483648",
  "99999999999",
  "3,7",
  "7,3",
  "abc",
  "3 ",
  " 3",
  "３",
  "3.0",
  "1e0",
  "0x3",
  "",
  "999",
  "1",
];

const tenantMutations: readonly (readonly [number, Mutation])[] = [
  [
    4,
    (d, rng) => {
      const value = rng.pick(tenantValues);
      d.mutation = `tenant header ${describe(value)}`;
      d.headers["Abp.TenantId"] = value;
    },
  ],
  [
    2,
    (d, rng, _op, world) => {
      const other = String(world.otherMarketplace);
      d.mutation = "other marketplace's tenant";
      d.headers[rng.pick(["Abp.TenantId", "Abp-TenantId"])] = other;
    },
  ],
  [
    2,
    (d, rng, _op, world) => {
      d.mutation = "tenant cookie disagrees with header";
      d.headers.cookie = `Abp.TenantId=${rng.pick([String(world.otherMarketplace), "0", "abc", "999"])}`;
    },
  ],
  [
    1,
    (d, _rng, _op, world) => {
      d.mutation = "both tenant headers, different";
      d.headers["Abp-TenantId"] = String(world.otherMarketplace);
    },
  ],
  [
    1,
    (d, rng) => {
      d.mutation = "no tenant, odd host";
      delete d.headers["Abp.TenantId"];
      d.headers.host = rng.pick(["evil.example", "localhost:99999", "[::1]", "a".repeat(300), "127.0.0.1:80@evil"]);
    },
  ],
];

const otherHeaderMutations: readonly (readonly [number, Mutation])[] = [
  [
    4,
    (d, rng) => {
      const value = rng.pick([
        "text/plain",
        "application/xml",
        "application/json; charset=utf-16",
        "application/json; charset=latin1",
        "application/vnd.api+json",
        "application/x-www-form-urlencoded",
        "multipart/form-data",
        "multipart/form-data; boundary=",
        "application/json, text/plain",
        "*/*",
        "",
        "application/octet-stream",
      ]);
      d.mutation = `content-type ${describe(value)}`;
      d.headers["content-type"] = value;
    },
  ],
  [
    2,
    (d, rng) => {
      const value = rng.pick([
        "",
        " ",
        "x".repeat(256),
        "\u00e9",
        "a\tb",
        "key with spaces",
        "same-key-for-everything",
      ]);
      d.mutation = `Idempotency-Key ${describe(value)}`;
      d.headers["Idempotency-Key"] = headerSafe(value);
    },
  ],
  [
    2,
    (d, rng) => {
      const [name, value] = rng.pick([
        ["X-Request-Id", "x".repeat(300)],
        ["X-Request-Id", "<script>"],
        ["Accept", "text/html"],
        ["Accept", "application/xml;q=1, */*;q=0"],
        ["Accept-Encoding", "gzip, br, deflate, identity;q=0"],
        ["X-Forwarded-For", "1.2.3.4, 5.6.7.8"],
        ["X-Forwarded-Host", "evil.example"],
        ["If-None-Match", '"*", W/"x"'],
        ["If-None-Match", "*"],
        ["Last-Event-ID", "-1"],
        ["Last-Event-ID", "99999999999999"],
        ["Cookie", "a=b; =; ;;; Abp.TenantId=3; Abp.TenantId=7"],
        ["Cookie", `session=${"c".repeat(4000)}`],
        ["Origin", "https://evil.example"],
        ["Range", "bytes=0-1"],
        ["Expect", "100-continue"],
      ] as const);
      d.mutation = `header ${name}: ${describe(value)}`;
      d.headers[name] = value;
    },
  ],
];

/** Whole bodies no endpoint can take. */
const rawBodies: readonly (readonly [string, string | Buffer, string])[] = [
  ["broken JSON", "{not json", "application/json"],
  ["truncated JSON", '{"shopId":', "application/json"],
  ["trailing comma", '{"a":1,}', "application/json"],
  ["NaN literal", '{"shopId":NaN}', "application/json"],
  ["huge exponent", '{"shopId":1e999,"value":-1e999}', "application/json"],
  ["JSON then garbage", '{"a":1} trailing', "application/json"],
  ["empty body", "", "application/json"],
  ["NUL body", "\u0000", "application/json"],
  ["top-level null", "null", "application/json"],
  ["top-level string", '"str"', "application/json"],
  ["top-level number", "123", "application/json"],
  ["top-level array", "[]", "application/json"],
  ["duplicate keys", '{"shopId":1,"shopId":"x","shopId":{"$gt":0}}', "application/json"],
  ["prototype keys", '{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"x":1}}}', "application/json"],
  [
    "invalid UTF-8",
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]),
    "application/json",
  ],
  ["UTF-16 JSON", Buffer.from('{"shopId":1}', "utf16le"), "application/json"],
  ["deep arrays", `${"[".repeat(20_000)}1${"]".repeat(20_000)}`, "application/json"],
  ["deep objects", `${'{"a":'.repeat(20_000)}1${"}".repeat(20_000)}`, "application/json"],
  ["over the body limit", `{"x":"${"a".repeat(1_100_000)}"}`, "application/json"],
  ["XML", "<?xml version='1.0'?><a>1</a>", "application/xml"],
  ["text", "hello", "text/plain"],
  [
    "form data",
    '--b\r\nContent-Disposition: form-data; name="shopId"\r\n\r\n1\r\n--b--\r\n',
    "multipart/form-data; boundary=b",
  ],
  ["broken form data", "--b\r\nContent-Disposition: form-data\r\n\r\n", "multipart/form-data; boundary=b"],
  ["urlencoded nesting", "a[b][c][d]=1&__proto__[x]=1&shopId=1&shopId=2", "application/x-www-form-urlencoded"],
  ["urlencoded NUL", "phoneNumber=%00&countryCode=%2B1", "application/x-www-form-urlencoded"],
  ["gzip claimed", "{}", "application/json"],
];

function rawBody(d: Draft, rng: Rng, op: Operation) {
  const [name, payload, type] = rng.pick(rawBodies);
  d.mutation = `raw body: ${name}`;
  d.body = undefined;
  d.payload = payload;
  d.headers["content-type"] = type;
  if (name === "gzip claimed") d.headers["content-encoding"] = "gzip";
  // Changes nothing unless the call takes this media type and the body might be well formed.
  const wellFormed = ["duplicate keys", "UTF-16 JSON", "form data", "urlencoded nesting", "urlencoded NUL"].includes(
    name,
  );
  d.quiet = op.method === "GET" || !wellFormed || !op.contentTypes.includes(type.split(";")[0] as string);
}

const knownPaths = [
  "/api/services/app/Shop/GetStoreInfo",
  "/api/services/app/ShoppingCart/Create",
  "/api/TokenAuth/Authenticate",
];

function routeMutation(d: Draft, rng: Rng, op: Operation) {
  const kind = rng.int(0, 7);
  if (kind === 0) {
    d.url = `/api/services/app/${rng.pick(["Nothing", "Shop", "Admin", "Tenant"])}/${rng.pick(["Here", "Delete", "GetAll", "Impersonate"])}`;
    d.mutation = "unknown route";
    d.target = "(unknown route)";
    d.quiet = true;
  } else if (kind === 1) {
    d.method = rng.pick(["GET", "POST", "PUT", "PATCH", "DELETE", "OPTIONS", "HEAD"].filter((m) => m !== op.method));
    d.mutation = `method ${d.method}`;
    d.target = `(${d.method} on a ${op.method} route)`;
    d.quiet = true;
  } else if (kind === 2) {
    d.url = d.url.toUpperCase().replace("/API/", "/api/");
    d.mutation = "path upper case";
  } else if (kind === 3) {
    d.url = `${d.url}${rng.pick(["/", "//", "/extra", "%00", "%2e%2e", ";a=b", ".json", "%20"])}`;
    d.mutation = "path suffix";
  } else if (kind === 4) {
    d.url = d.url.replace("/api/", rng.pick(["/api//", "/api/./", "/api/services/../", "/%61pi/", "/api/%2e/"]));
    d.mutation = "path tricks";
  } else if (kind === 5) {
    d.url = `/api/services/app/${"a/".repeat(rng.pick([50, 2000]))}x`;
    d.mutation = "long path";
    d.target = "(unknown route)";
    d.quiet = true;
  } else if (kind === 6) {
    d.url = `/api/services/app/${encodeQuery(rng.pick(hostileStrings))}/${encodeQuery(rng.pick(hostileStrings))}`;
    d.mutation = "hostile path segments";
    d.target = "(unknown route)";
    d.quiet = true;
  } else {
    d.url = rng.pick(knownPaths);
    d.mutation = "body of another call";
  }
}

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
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
function encodeQuery(text: string): string {
  return text
    .split(loneSurrogate)
    .map((part) => encodeURIComponent(part))
    .join("%ED%A0%80");
}

function valueAt(value: unknown, path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = (current as Record<string | number, unknown> | undefined)?.[key];
  return current;
}

/** A short, printable description of a value for mutation names. */
export function describe(value: unknown): string {
  const text = typeof value === "string" ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 37)}…(${text.length} chars)` : text;
}
