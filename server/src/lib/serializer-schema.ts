import { z } from "zod";

/** A JSON Schema node as `z.toJSONSchema` writes it (draft-07). */
export type JsonSchema = { [keyword: string]: unknown };

/** The JSON Schema a compiled serializer is built from, or why the zod serializer must stay. */
export type SerializerSchema = { schema: JsonSchema } | { fallback: string };

/**
 * The zod kinds whose JSON output a fast-json-stringify serializer reproduces byte for byte. Every
 * other kind (dates, records, tuples, transforms, pipes and codecs, defaults, lazy schemas, unions
 * of objects…) either changes the value on the way out or needs a schema-guided choice
 * fast-json-stringify makes differently from zod, so its routes keep the zod serializer.
 */
const faithfulKinds = new Set([
  "object",
  "array",
  "string",
  "number",
  "boolean",
  "null",
  "literal",
  "enum",
  "nullable",
  "optional",
  "readonly",
  "union",
  "unknown",
  "any",
]);

/** String checks that rewrite the value (trim, case, normalize) rather than only check it. */
const rewritingCheck = "overwrite";

type ZodNode = z.core.$ZodType;

/** The first part of `schema` a compiled serializer would not write exactly as zod does, if any. */
function unfaithfulPart(schema: ZodNode, path: string, parentIsObject: boolean): string | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  const at = path || "(root)";
  if (!faithfulKinds.has(def.type)) return `${at}: ${def.type}`;
  if ("coerce" in def && def.coerce) return `${at}: coerced ${def.type}`;
  for (const check of (def.checks ?? []) as z.core.$ZodCheck[]) {
    if (check._zod.def.check === rewritingCheck) return `${at}: a check that rewrites the value`;
  }
  switch (def.type) {
    case "object": {
      const object = def as unknown as z.core.$ZodObjectDef;
      const catchall = object.catchall?._zod.def.type;
      if (catchall && catchall !== "unknown" && catchall !== "any" && catchall !== "never") {
        return `${at}: extra keys of type ${catchall}`;
      }
      for (const [key, value] of Object.entries(object.shape)) {
        const found = unfaithfulPart(value, `${path}.${key}`, true);
        if (found) return found;
      }
      return null;
    }
    case "array":
      return unfaithfulPart((def as unknown as z.core.$ZodArrayDef).element, `${path}[]`, false);
    case "literal": {
      const values = (def as unknown as z.core.$ZodLiteralDef<z.core.util.Literal>).values;
      const kinds = new Set(values.map((v) => (v === null ? "null" : typeof v)));
      return [...kinds].every((k) => k === "string" || k === "number" || k === "boolean" || k === "null")
        ? null
        : `${at}: a ${[...kinds].join("/")} literal`;
    }
    case "enum": {
      const values = Object.values((def as unknown as z.core.$ZodEnumDef).entries);
      return values.every((v) => typeof v === "string") ? null : `${at}: an enum of numbers`;
    }
    case "union": {
      // Only a choice between constants of one kind: the written value does not depend on which.
      const options = (def as unknown as z.core.$ZodUnionDef).options;
      const kinds = new Set(options.map((o) => literalKind(o)));
      return kinds.size === 1 && !kinds.has(null) ? null : `${at}: a union of other than same-kind constants`;
    }
    case "optional":
      // A missing key is left out by both; anywhere else (an array item) zod writes null.
      if (!parentIsObject) return `${at}: optional outside an object`;
      return unfaithfulPart((def as unknown as z.core.$ZodOptionalDef).innerType, path, false);
    case "nullable":
    case "readonly":
      return unfaithfulPart((def as unknown as z.core.$ZodNullableDef).innerType, path, parentIsObject);
    default:
      return null;
  }
}

/** "string", "number" or "boolean" for a literal or string enum, null for anything else. */
function literalKind(schema: ZodNode): string | null {
  const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, unknown>;
  if (def.type === "enum") return "string";
  if (def.type !== "literal") return null;
  const kinds = new Set((def as unknown as z.core.$ZodLiteralDef<z.core.util.Literal>).values.map((v) => typeof v));
  const [kind] = kinds;
  return kinds.size === 1 && (kind === "string" || kind === "number" || kind === "boolean") ? kind : null;
}

/**
 * Rewrites what `z.toJSONSchema` writes as `anyOf` into the plain form fast-json-stringify writes
 * without validating each branch: `anyOf [X, {type: null}]` (a nullable X) becomes X with
 * `type: [X's type, "null"]`, and a choice of same-kind constants becomes that kind.
 */
function simplify(node: JsonSchema): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node)) {
    if (key === "properties" && value && typeof value === "object") {
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, JsonSchema>).map(([k, v]) => [k, simplify(v)]),
      );
    } else if ((key === "items" || key === "additionalProperties") && value && typeof value === "object") {
      out[key] = simplify(value as JsonSchema);
    } else if (key === "anyOf" && Array.isArray(value)) {
      out[key] = (value as JsonSchema[]).map(simplify);
    } else out[key] = value;
  }
  const anyOf = out.anyOf as JsonSchema[] | undefined;
  if (!anyOf) return out;
  const { anyOf: _, ...rest } = out;
  const nonNull = anyOf.filter((o) => o.type !== "null" || Object.keys(o).length > 1);
  const nullable = nonNull.length < anyOf.length;
  const kinds = new Set(nonNull.map((o) => (typeof o.type === "string" && !o.anyOf ? o.type : undefined)));
  const [kind] = kinds;
  if (kinds.size !== 1 || kind === undefined) return out;
  const base: JsonSchema = nonNull.length === 1 && nonNull[0] ? { ...nonNull[0] } : { type: kind };
  if (nonNull.length > 1 && nonNull.some((o) => o.const === undefined && o.enum === undefined)) return out;
  if (nullable) base.type = [kind, "null"];
  return { ...rest, ...base };
}

/** The first keyword left in `node` that fast-json-stringify would not write as zod does, if any. */
function unfaithfulKeyword(node: JsonSchema, path: string): string | null {
  const at = path || "(root)";
  for (const keyword of ["anyOf", "oneOf", "allOf", "not", "if", "$ref", "prefixItems", "patternProperties"]) {
    if (keyword in node) return `${at}: ${keyword}`;
  }
  const properties = node.properties as Record<string, JsonSchema> | undefined;
  if (properties) {
    // fast-json-stringify writes required keys first; zod writes the shape's order.
    const required = new Set((node.required as string[] | undefined) ?? []);
    const keys = Object.keys(properties);
    const firstOptional = keys.findIndex((k) => !required.has(k));
    if (firstOptional >= 0 && keys.slice(firstOptional).some((k) => required.has(k))) {
      return `${at}: optional key ${keys[firstOptional]} before a required one`;
    }
    for (const [key, value] of Object.entries(properties)) {
      const found = unfaithfulKeyword(value, `${path}.${key}`);
      if (found) return found;
    }
  }
  if (node.items && typeof node.items === "object") {
    if (Array.isArray(node.items)) return `${at}: a tuple`;
    return unfaithfulKeyword(node.items as JsonSchema, `${path}[]`);
  }
  return null;
}

/**
 * The JSON Schema (draft-07, the output side) a compiled serializer of `schema` is built from, or
 * the reason the zod serializer must stay. It is only given when the compiled serializer writes,
 * for every value zod accepts, exactly the bytes `JSON.stringify` writes of zod's encoded value:
 * same keys, same order, same text.
 */
export function serializerSchemaOf(schema: z.ZodType): SerializerSchema {
  const unfaithful = unfaithfulPart(schema, "", false);
  if (unfaithful) return { fallback: unfaithful };
  let json: JsonSchema;
  try {
    json = z.toJSONSchema(schema, { target: "draft-7", io: "output", unrepresentable: "throw" }) as JsonSchema;
  } catch (err) {
    return { fallback: `no JSON Schema: ${(err as Error).message}` };
  }
  const { $schema: _, ...body } = simplify(json);
  const keyword = unfaithfulKeyword(body, "");
  return keyword ? { fallback: keyword } : { schema: body };
}
