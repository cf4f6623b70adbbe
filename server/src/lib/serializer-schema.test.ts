import { endpointOf, endpointSchemas, envelopeOf } from "@dutchpot/contract";
import fastJson from "fast-json-stringify";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { type JsonSchema, serializerSchemaOf } from "./serializer-schema.ts";

/** The compiled serializer of `schema`; fails the test when the schema keeps zod's. */
function compiled(schema: z.ZodType) {
  const plan = serializerSchemaOf(schema);
  if (!("schema" in plan)) throw new Error(`keeps the zod serializer: ${plan.fallback}`);
  return fastJson(plan.schema as JsonSchema);
}

/** What the zod serializer (fastify-type-provider-zod) writes: the encoded value, stringified. */
const zodBytes = (schema: z.ZodType, value: unknown) => JSON.stringify(z.encode(schema, value));

describe("serializerSchemaOf: which answers get a compiled serializer", () => {
  it("compiles every JSON answer of the endpoint map; none keeps the zod serializer today", () => {
    const keepZod: Record<string, string> = {};
    for (const name of Object.keys(endpointSchemas) as (keyof typeof endpointSchemas)[]) {
      const endpoint = endpointOf(name);
      const answers: [string, z.ZodType][] =
        "eventStream" in endpoint ? [] : [[`${name} 200`, envelopeOf(endpoint.response)]];
      if ("otherResponses" in endpoint) {
        for (const [status, schema] of Object.entries(endpoint.otherResponses))
          answers.push([`${name} ${status}`, schema]);
      }
      for (const [label, schema] of answers) {
        const plan = serializerSchemaOf(schema);
        if ("fallback" in plan) keepZod[label] = plan.fallback;
        else expect(() => fastJson(plan.schema as JsonSchema), label).not.toThrow();
      }
    }
    // A new answer whose schema lands here is still served, by zod; add it deliberately.
    expect(keepZod).toEqual({});
  });

  it("keeps the zod serializer for schemas a compiled one would write differently, and says why", () => {
    const keepZod: [string, z.ZodType, RegExp][] = [
      ["a date (zod writes toJSON, a schema has no date type)", z.object({ at: z.date() }), /\.at: date/],
      ["a record", z.record(z.string(), z.number()), /record/],
      ["a tuple", z.tuple([z.string(), z.number()]), /tuple/],
      ["a transform", z.string().transform((s) => s.length), /pipe|transform/],
      ["a codec", z.object({ at: z.iso.datetime().pipe(z.string()) }), /\.at: pipe/],
      ["a default", z.object({ n: z.number().default(0) }), /\.n: default/],
      ["a lazy schema", z.lazy(() => z.string()), /lazy/],
      ["a union of objects", z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]), /union/],
      [
        "a discriminated union",
        z.discriminatedUnion("k", [z.object({ k: z.literal("a") }), z.object({ k: z.literal("b"), n: z.number() })]),
        /union/,
      ],
      ["a trimmed string (rewrites the value)", z.object({ s: z.string().trim() }), /\.s: a check that rewrites/],
      ["a lower-cased string", z.string().toLowerCase(), /rewrites/],
      [
        "an optional key before a required one (the compiled serializer writes required keys first)",
        z.object({ a: z.string().optional(), b: z.string() }),
        /optional key a before a required one/,
      ],
      ["an optional array item (zod writes null)", z.array(z.string().optional()), /optional outside an object/],
      ["a bigint", z.bigint(), /bigint/],
      ["a map", z.map(z.string(), z.number()), /map/],
      ["a coerced number", z.coerce.number(), /coerced/],
      ["extra keys of a given type", z.object({ a: z.string() }).catchall(z.number()), /extra keys of type number/],
      ["an intersection", z.intersection(z.object({ a: z.string() }), z.object({ b: z.string() })), /intersection/],
      ["a union of a string and a number", z.union([z.literal("a"), z.literal(1)]), /union/],
    ];
    for (const [label, schema, reason] of keepZod) {
      const plan = serializerSchemaOf(schema);
      expect(plan, label).toHaveProperty("fallback");
      expect("fallback" in plan && plan.fallback, label).toMatch(reason);
    }
  });
});

describe("a compiled serializer writes the zod serializer's bytes", () => {
  const Item = z.object({
    id: z.number().int(),
    name: z.string(),
    price: z.number(),
    imageUrl: z.string().nullable(),
    tagId: z.number().int().nullable(),
    kind: z.enum(["restaurant", "grocery"]),
    control: z.union([z.literal(2), z.literal(3), z.literal(4)]),
    maybeControl: z.union([z.literal(2), z.literal(3)]).nullable(),
    flag: z.literal(true),
    nothing: z.null(),
    tags: z.array(z.string()),
    owner: z.object({ id: z.number().int(), note: z.string().nullable() }).nullable(),
    rows: z.array(z.object({ at: z.string(), n: z.number() })).nullable(),
    extra: z.string().optional(),
    more: z.number().optional(),
  });
  const serialize = compiled(Item);
  const base = {
    id: 1,
    name: "Jerk Chicken",
    price: 12.99,
    imageUrl: null,
    tagId: null,
    kind: "restaurant",
    control: 3,
    maybeControl: null,
    flag: true,
    nothing: null,
    tags: [],
    owner: null,
    rows: null,
  };

  it("writes text as JSON.stringify does: quotes, backslashes, controls, lone surrogates, scripts, emoji", () => {
    const texts = [
      "",
      "plain",
      'a "quoted" \\ path',
      "line\nfeed\ttab\r\u0000\u001f\u007f",
      "lone \ud800 surrogate \udc00 halves",
      "پلو قابلی با گوشت",
      "Crème brûlée 🍮 \u2028\u2029",
      "x".repeat(41),
      `${"y".repeat(60)}"`,
      "z".repeat(6000),
      "</script><script>alert(1)</script>",
    ];
    for (const name of texts) {
      const value = { ...base, name, tags: texts, owner: { id: 2, note: name } };
      expect(serialize(value), JSON.stringify(name).slice(0, 40)).toBe(zodBytes(Item, value));
    }
  });

  it("writes numbers as JSON.stringify does: fractions, -0, large and tiny, exponents", () => {
    const numbers = [0, -0, 0.1 + 0.2, 1e21, 1e-7, -12.5, 123456789.123, Number.MAX_SAFE_INTEGER, 5e-324];
    for (const price of numbers) {
      const value = { ...base, price, rows: numbers.map((n) => ({ at: String(n), n })) };
      expect(serialize(value), String(price)).toBe(zodBytes(Item, value));
    }
    const ids = [0, -1, 2 ** 31, Number.MAX_SAFE_INTEGER];
    for (const id of ids) expect(serialize({ ...base, id })).toBe(zodBytes(Item, { ...base, id }));
  });

  it("leaves out absent and undefined optional keys, drops keys the schema does not name, keeps the shape's order", () => {
    const values = [
      base,
      { ...base, extra: "x", more: 2 },
      { ...base, extra: undefined, more: undefined },
      { ...base, secret: "internal", owner: { id: 2, note: null, password: "hash" } },
      { more: 1, extra: "first", ...base, tagId: 7, maybeControl: 2 },
      Object.fromEntries(Object.entries(base).reverse()),
    ];
    for (const value of values) expect(serialize(value)).toBe(zodBytes(Item, value));
  });

  it("writes an object with any extra keys (the data archive) key for key", () => {
    const Archive = z.looseObject({ exportedAt: z.string(), profile: z.object({ name: z.string() }) });
    const serializeArchive = compiled(Archive);
    const value = {
      exportedAt: "2026-11-24T15:00:00.000Z",
      profile: { name: "Ada", hidden: 1 },
      orders: [{ id: 1, at: new Date("2026-01-02T03:04:05.000Z"), lines: [{ n: 1 }] }],
      likes: [],
      nothing: null,
      gone: undefined,
    };
    expect(serializeArchive(value)).toBe(zodBytes(Archive, value));
  });

  it("writes the envelope of an answer as the zod serializer did", () => {
    const Envelope = envelopeOf(z.object({ items: z.array(Item), totalCount: z.number().int() }));
    const value = {
      result: { items: [base, { ...base, id: 2, owner: { id: 3, note: "n" } }], totalCount: 2 },
      targetUrl: null,
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    };
    expect(compiled(Envelope)(value)).toBe(zodBytes(Envelope, value));
  });
});
