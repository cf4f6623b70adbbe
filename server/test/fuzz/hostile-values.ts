import type { Rng } from "./prng.ts";

/** Inputs an attacker (or a broken client) sends: the fuzzer's vocabulary of bad values. */

/** Texts that have broken servers: control characters, direction tricks, injections, odd Unicode. */
export const hostileStrings: readonly string[] = [
  "",
  " ",
  "\u0000",
  "a\u0000b",
  "\u0000\u0000\u0000",
  "\u0001\u0002\u0003\u0007\u0008\u001b[31m",
  "line\nbreak\r\nreturn\ttab",
  "\u007f\u0080\u009f",
  "\u202eadmin\u200b",
  "\u202d\u202c\u2066\u2067\u2068\u2069",
  "\u200b\u200c\u200d\u2060\ufeff",
  "\u0627\u0644\u0639\u0631\u0628\u064a\u0629",
  "\ud800",
  "\udfff\ud800",
  "\ud83d\ude00\ud83c\udff3\ufe0f\u200d\ud83c\udf08",
  "e\u0301\u0301\u0301\u0301\u0301\u0301\u0301\u0301",
  "\uffff\ufffe\ufffd",
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  "1; select pg_sleep(10)",
  "\\",
  "\\\\x00",
  "%00",
  "%s%s%s%n",
  `$${"{7*7}"}{{7*7}}<%= 7*7 %>`,
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  "&lt;&amp;&quot;",
  "../../../../etc/passwd",
  "..\\..\\windows\\win.ini",
  "http://169.254.169.254/latest/meta-data/",
  "javascript:alert(1)",
  "__proto__",
  "constructor",
  "toString",
  "null",
  "undefined",
  "NaN",
  "Infinity",
  "-Infinity",
  "true",
  "0",
  "-1",
  "1e309",
  "0x1",
  "+1",
  "01",
  "1.0",
  " 5 ",
  "５",
  "٣",
  "2147483648",
  "9007199254740993",
  "0000-01-01T00:00:00Z",
  "9999-12-31T23:59:59Z",
  "2026-02-30T00:00:00Z",
  "1970-01-01T00:00:00Z",
  "-000001-01-01T00:00:00Z",
  "+275760-09-13T00:00:00Z",
  "00000000-0000-0000-0000-000000000000",
  "ffffffff-ffff-ffff-ffff-ffffffffffff",
  "a@b",
  "@example.com",
  "user@@example.com",
  "user@example.com\u0000.evil",
  "+0000000000",
  "+1 (416) 555-0199 ext. 9999999999",
  "﷽",
  "𝕳𝖊𝖑𝖑𝖔",
];

export const hostileNumbers: readonly number[] = [
  0,
  -0,
  -1,
  1,
  0.5,
  -0.5,
  1e-7,
  99.999,
  100,
  2147483647,
  2147483648,
  -2147483648,
  -2147483649,
  4294967296,
  9007199254740991,
  2 ** 53 + 2,
  -(2 ** 53 + 2),
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  123456789.12345679,
];

/** A long text of `length` characters cycling through `unit`. */
export const longString = (length: number, unit = "a") => unit.repeat(Math.ceil(length / unit.length)).slice(0, length);

/** Arrays nested `depth` deep around `inner`. */
export function nestedArrays(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = [value];
  return value;
}

/** Objects nested `depth` deep (`{"a":{"a":…}}`). */
export function nestedObjects(depth: number, inner: unknown = 1): unknown {
  let value = inner;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}

/** Any JSON value an endpoint did not ask for, or a string/number from the lists above. */
export function hostileValue(rng: Rng): unknown {
  return rng.weighted<() => unknown>([
    [30, () => rng.pick(hostileStrings)],
    [20, () => rng.pick(hostileNumbers)],
    [4, () => null],
    [4, () => rng.chance(0.5)],
    [4, () => []],
    [4, () => ({})],
    [4, () => [rng.pick(hostileStrings), rng.pick(hostileNumbers)]],
    [4, () => JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}')],
    [
      4,
      () => longString(rng.pick([257, 1025, 5000, 70_000]), rng.pick(["a", "\u00e9", "\u202e", "\ud83d\ude00", "0"])),
    ],
    [3, () => nestedArrays(rng.pick([50, 500, 1000]))],
    [3, () => nestedObjects(rng.pick([50, 500, 1000]))],
    [3, () => Array.from({ length: rng.pick([101, 1000, 10_000]) }, (_, i) => i)],
    [3, () => `${rng.pick(hostileStrings)}${longString(rng.int(1, 40), "x")}${rng.pick(hostileStrings)}`],
  ])();
}
