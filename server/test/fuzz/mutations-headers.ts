import { type Draft, describe, encodeQuery, headerSafe, tokenOf } from "./draft.ts";
import { hostileStrings } from "./hostile-values.ts";
import type { Mutation } from "./mutations-body.ts";
import type { Operation } from "./operations.ts";
import type { Rng } from "./prng.ts";

/** Mutations of who calls and how: tokens, guest ids, tenants, other headers, the route itself. */

export const authMutations: readonly (readonly [number, Mutation])[] = [
  [
    3,
    (d, _rng, op) => {
      d.mutation = "no token, no guest";
      delete d.headers.authorization;
      delete d.headers["X-Guest-Id"];
      d.quiet ||= op.access === "signedIn" || op.access === "tenantAdmin" || op.access === "hostAdmin";
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

export const tenantMutations: readonly (readonly [number, Mutation])[] = [
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

export const otherHeaderMutations: readonly (readonly [number, Mutation])[] = [
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
const knownPaths = [
  "/api/services/app/Shop/GetStoreInfo",
  "/api/services/app/ShoppingCart/Create",
  "/api/TokenAuth/Authenticate",
];

export function routeMutation(d: Draft, rng: Rng, op: Operation) {
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
