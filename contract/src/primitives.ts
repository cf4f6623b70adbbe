import { z } from "zod";
import { maxId } from "./constants/primitives.ts";

export * from "./constants/primitives.ts";

// ── Input rules (docs/decisions/027-input-text-and-numbers.md) ────────────────────────────────
// Every string a client sends goes through `text` (or `nameText`, `dateTimeInput`), so control
// characters, broken Unicode and spoofing characters are refused in one place; the guard test
// (input-rules.test.ts) fails when an input schema has a string built any other way.

/** Which input rule refused a value: the server turns it into the field's message. */
export type InputRule = "controlCharacters" | "malformedUnicode" | "invisibleCharacters" | "dateRange" | "decimal";

/** The messages of the input rules, completing "The field X …" (server/src/lib/validation-messages.ts). */
export const inputRuleTexts: Record<InputRule, string> = {
  controlCharacters: "must not contain control characters",
  malformedUnicode: "must be valid Unicode text",
  invisibleCharacters: "must not contain invisible or text-direction characters",
  dateRange: "must be a date and time between the years 2000 and 2100",
  decimal: "must be a number written in decimal digits",
};

/** Control characters (Unicode `Cc`): C0 with NUL (U+0000–001F), DEL and C1 (U+007F–009F). */
const controlCharacters = /\p{Cc}/u;
/** The same, except tab, line feed and carriage return (multi-line fields). */
const controlCharactersButLines = /(?![\t\n\r])\p{Cc}/u;
/** A surrogate half without its pair: not Unicode text (PostgreSQL would get U+FFFD). */
const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/**
 * Invisible and direction characters refused in names: bidi embeddings, overrides, isolates and
 * marks (U+202A–202E, U+2066–2069, U+200E/200F, U+061C), zero-width space, word joiner and
 * invisible operators (U+200B, U+2060–2064), the byte-order mark (U+FEFF).
 */
const invisibleInNames = /[\u061c\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
/**
 * Zero-width (non-)joiners are part of spelling in Persian, Pashto and Indic names: allowed
 * between two letters of a script other than Latin, refused anywhere else ("adm\u200Din").
 */
const joinerInWord = /(?<=[\p{L}\p{M}])(?<!\p{sc=Latin})[\u200c\u200d](?=[\p{L}\p{M}])(?!\p{sc=Latin})/gu;
const joiner = /[\u200c\u200d]/;

const rule = (name: InputRule, ok: (value: string) => boolean) =>
  z.refine<string>(ok, { message: inputRuleTexts[name], abort: true, params: { inputRule: name } });

const wellFormed = rule("malformedUnicode", (v) => !loneSurrogate.test(v));
const noControl = rule("controlCharacters", (v) => !controlCharacters.test(v));
const noControlButLines = rule("controlCharacters", (v) => !controlCharactersButLines.test(v));
const noInvisible = rule(
  "invisibleCharacters",
  (v) => !invisibleInNames.test(v) && !joiner.test(v.replace(joinerInWord, "")),
);

/** The checks that mark a string schema as client text (the guard test looks for them). */
export const inputTextChecks = { singleLine: noControl, multiline: noControlButLines, name: noInvisible } as const;

export interface TextOptions {
  max: number;
  /** Shortest length after trimming (default 0); `min: 1` answers "cannot be blank". */
  min?: number;
  /** Keep tab, line feed and carriage return (notes, drop-off instructions). */
  multiline?: boolean;
  /** Trim surrounding white space first (default true; false for passwords and tokens). */
  trim?: boolean;
}

/**
 * Client text: refuses control characters (C0 with NUL, DEL, C1; a multi-line field keeps tab,
 * line feed and carriage return) and unpaired surrogates, with a message naming the field.
 */
export function text({ max, min = 0, multiline = false, trim = true }: TextOptions) {
  const base = trim ? z.string().trim() : z.string();
  const checked = base.check(wellFormed, multiline ? noControlButLines : noControl).max(max);
  return min > 0 ? checked.min(min, "cannot be blank") : checked;
}

/**
 * A person's name, user name or business name: `text`, and no invisible or direction characters
 * (refused rather than stripped, so what is stored is what the person typed; decision 027).
 */
export function nameText(options: Omit<TextOptions, "multiline">) {
  return text(options).check(noInvisible);
}

// ── Dates ─────────────────────────────────────────────────────────────────────────────────────

/** The years a date sent by a client may fall in (PostgreSQL has no year 0; nothing we book is older). */
export const dateYears = { min: 2000, max: 2100 } as const;

/** An ISO date-time without an offset is UTC (wire decision 8). */
export function parseUtcDateTime(value: string): Date {
  return new Date(/(z|[+-]\d\d:?\d\d)$/i.test(value) ? value : `${value}Z`);
}

const inYears = rule("dateRange", (v) => {
  const year = parseUtcDateTime(v).getUTCFullYear();
  return year >= dateYears.min && year <= dateYears.max;
});

/** An ISO 8601 date-time (offset optional: UTC) between the years 2000 and 2100. */
export const dateTimeInputSchema = z.iso.datetime({ offset: true, local: true }).check(inYears);
/** The check that marks a date-time as range-checked (the guard test looks for it). */
export const dateTimeInputCheck = inYears;

// ── Numbers ───────────────────────────────────────────────────────────────────────────────────

const wholeDecimal = /^(0|[1-9]\d{0,9})$/;
const decimal = /^-?(0|[1-9]\d{0,9})(\.\d{1,15})?$/;

/**
 * A number in a query string, written as decimal digits only ("5", "-79.38" where fractions are
 * allowed): hexadecimal, exponents, a plus sign, leading zeros and blanks are refused.
 */
export function numberQuery(schema: z.ZodNumber, { fraction = false } = {}) {
  const pattern = fraction ? decimal : wholeDecimal;
  return z.preprocess((value, ctx) => {
    if (typeof value !== "string") return value;
    if (pattern.test(value)) return Number(value);
    ctx.issues.push({
      code: "custom",
      message: inputRuleTexts.decimal,
      input: value,
      params: { inputRule: "decimal" satisfies InputRule },
    });
    return z.NEVER;
  }, schema);
}

/** An id in a JSON body: a JSON number (a numeric string is refused). */
export const idSchema = z.number().int().min(1).max(maxId);

/** An id in a query string: decimal digits, 1 to 2147483647. */
export const idQuerySchema = numberQuery(z.number().int().min(1).max(maxId));

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
 * A field the spec's client sends that is accepted and dropped unread (never validated, stored or
 * logged): the card number and expiry on ProcessPayment, the charges on ShoppingCart/Create.
 */
export const ignoredInputSchema = z
  .unknown()
  .transform((): unknown => undefined)
  .optional();

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
