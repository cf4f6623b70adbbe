import { z } from "zod";
import { maxId } from "./constants/primitives.ts";

export * from "./constants/primitives.ts";

/** JSON numbers, or numeric strings as ASP.NET Core accepts them; anything else fails as "required"/"not valid". */
export const numberish = (schema: z.ZodNumber) =>
  z.preprocess((v) => (typeof v === "string" && v.trim() !== "" && Number.isFinite(Number(v)) ? Number(v) : v), schema);

/** An id in a JSON body (a number or a numeric string). */
export const idSchema = numberish(z.number().int().min(1).max(maxId));

/** An id in a query string. */
export const idQuerySchema = z.coerce.number().int().min(1).max(maxId);

/** `true`/`false` as JSON booleans or strings in any case (ABP's lenient converter). */
export const boolishSchema = z.preprocess(
  (v) => (typeof v === "string" && /^(true|false)$/i.test(v.trim()) ? v.trim().toLowerCase() === "true" : v),
  z.boolean(),
);

/** `true`/`false` in a query string (any case). */
export const boolQuerySchema = z
  .enum(["true", "false", "True", "False", "TRUE", "FALSE"])
  .transform((v) => v.toLowerCase() === "true");

/**
 * What a client may send for a schema: `z.input`, except where zod cannot name it (coercions and
 * preprocessors take `unknown`) the parsed type is used, so ids stay numbers and not `unknown`.
 */
export type WireInput<In, Out> = unknown extends In
  ? Out
  : In extends readonly (infer I)[]
    ? NonNullable<Out> extends readonly (infer O)[]
      ? WireInput<I, O>[]
      : In
    : In extends Record<string, unknown>
      ? { [P in keyof In]: P extends keyof NonNullable<Out> ? WireInput<In[P], NonNullable<Out>[P]> : In[P] }
      : In;

/** What a client may send for schema S (see WireInput). */
export type WireOf<S extends z.ZodType> = WireInput<z.input<S>, z.output<S>>;
