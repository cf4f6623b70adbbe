import fastJson from "fast-json-stringify";
import type { FastifySerializerCompiler } from "fastify";
import { ResponseSerializationError, serializerCompiler as zodSerializerCompiler } from "fastify-type-provider-zod";
import { z } from "zod";
import { serializerSchemaOf } from "./serializer-schema.ts";

/** What Fastify hands a serializer compiler: a route's schema for one status code. */
type RouteResponseSchema = Parameters<FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }>>[0];

export interface ResponseSerializerOptions {
  /**
   * Also check every answer with zod, as the zod serializer did: a handler answering the wrong
   * shape is a 500 (plugins/abp.ts), and the compiled serializer must have written exactly the
   * bytes zod's would. On outside production (tests, development), off in production.
   */
  checked: boolean;
}

/** The zod schema of a route's answer (Fastify also allows `{ properties: schema }`), if zod's. */
function zodSchemaOf(schema: unknown): z.ZodType | undefined {
  if (schema instanceof z.ZodType) return schema;
  const inner = (schema as { properties?: unknown } | null)?.properties;
  return inner instanceof z.ZodType ? inner : undefined;
}

/** A compiled serializer of `schema`, or undefined when only zod's writes it faithfully. */
function compiledSerializer(schema: z.ZodType): ((data: unknown) => string) | undefined {
  const plan = serializerSchemaOf(schema);
  return "schema" in plan ? fastJson(plan.schema) : undefined;
}

/** Checked mode: zod's verdict on the value, then the compiled bytes, which must equal zod's. */
function checkedSerializer(route: RouteResponseSchema, schema: z.ZodType, compiled: (data: unknown) => string) {
  return (data: unknown) => {
    const encoded = z.safeEncode(schema, data);
    if (!encoded.success) throw new ResponseSerializationError(route.method, route.url, { cause: encoded.error });
    const wire = compiled(data);
    if (wire !== JSON.stringify(encoded.data)) {
      throw new Error(`The compiled serializer of ${route.method} ${route.url} wrote other bytes than zod's`);
    }
    return wire;
  };
}

/**
 * Fastify's serializer compiler for route answers (issue 17): a fast-json-stringify serializer
 * compiled from the JSON Schema of the route's zod schema, so an answer is written without
 * walking it through zod first. Schemas it cannot write byte for byte as zod does
 * (`serializerSchemaOf`) keep the zod serializer. Each route's serializer is built on its first
 * answer, so start-up does not compile the hundred-odd routes a process may never serve.
 */
export function createResponseSerializerCompiler({
  checked,
}: ResponseSerializerOptions): FastifySerializerCompiler<z.ZodType | { properties: z.ZodType }> {
  return (route) => {
    const schema = zodSchemaOf(route.schema);
    if (!schema) return zodSerializerCompiler(route);
    let serialize: ((data: unknown) => string) | undefined;
    const build = () => {
      const compiled = compiledSerializer(schema);
      if (!compiled) return zodSerializerCompiler(route);
      return checked ? checkedSerializer(route, schema, compiled) : compiled;
    };
    return (data: unknown) => {
      serialize ??= build();
      return serialize(data);
    };
  };
}
