import { type Draft, describe, valueAt } from "./draft.ts";
import { hostileNumbers, hostileStrings, hostileValue, longString, nestedArrays } from "./hostile-values.ts";
import type { Operation } from "./operations.ts";
import type { Rng } from "./prng.ts";
import { pathsOf, remove, withPath } from "./schema-values.ts";
import type { World } from "./world.ts";

/** Mutations of what a request carries: its JSON body, its query, or a whole raw body. */

// Each mutation changes one thing and names it in `draft.mutation`.

export type Mutation = (draft: Draft, rng: Rng, op: Operation, world: World) => void;

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

export const bodyMutations: readonly (readonly [number, Mutation])[] = [
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

export const queryMutations: readonly (readonly [number, Mutation])[] = [
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

export function rawBody(d: Draft, rng: Rng, op: Operation) {
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
