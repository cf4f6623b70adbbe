/**
 * The contract's input rules (docs/decisions/027-input-text-and-numbers.md), as units: the text,
 * name, date and number schemas, and a guard that walks every endpoint's body and query schema so
 * that a new field cannot forget them.
 */
import {
  dateTimeInputCheck,
  dateTimeInputSchema,
  endpointSchemas,
  guestIdPattern,
  idQuerySchema,
  idSchema,
  ignoredInputSchema,
  inputTextChecks,
  nameText,
  PagedRequestSchema,
  text,
  UpdateCartInputSchema,
} from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { z } from "zod";

const issuesOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe("text", () => {
  const line = text({ max: 50 });
  const lines = text({ max: 50, multiline: true });

  it("refuses every C0 and C1 control character and DEL, NUL included", () => {
    for (const code of [0x00, 0x01, 0x08, 0x09, 0x0a, 0x0d, 0x1b, 0x1f, 0x7f, 0x80, 0x85, 0x9f]) {
      expect(issuesOf(line, `a${String.fromCharCode(code)}b`), `U+${code.toString(16)}`).toEqual([
        "must not contain control characters",
      ]);
    }
  });

  it("lets a multi-line field keep tab, line feed and carriage return, but not NUL or escape", () => {
    expect(lines.parse("Ring twice\r\nthen\twait")).toBe("Ring twice\r\nthen\twait");
    expect(issuesOf(lines, "Ring\u0000twice")).toEqual(["must not contain control characters"]);
    expect(issuesOf(lines, "Ring\u001b[2Jtwice")).toEqual(["must not contain control characters"]);
  });

  it("refuses unpaired surrogates and keeps real text: accents, right-to-left scripts, emoji", () => {
    expect(issuesOf(line, "a\ud800b")).toEqual(["must be valid Unicode text"]);
    for (const value of ["Zoë O'Brien", "مطعم الشام", "Crème brûlée 🍮", "<b>&amp;</b>"]) {
      expect(line.parse(value)).toBe(value);
    }
  });

  it("trims, then applies the length limits", () => {
    expect(line.parse("  Toronto  ")).toBe("Toronto");
    expect(issuesOf(text({ max: 5, min: 1 }), "   ")).toEqual(["cannot be blank"]);
    expect(issuesOf(text({ max: 5 }), "abcdef")).toHaveLength(1);
    expect(text({ max: 20, trim: false }).parse(" secret ")).toBe(" secret ");
  });
});

describe("nameText", () => {
  const name = nameText({ max: 64 });

  it("refuses bidirectional overrides, isolates, marks and zero-width characters", () => {
    const refused = ["\u202Eadmin\u200B", "ad\u202Amin", "\u2066admin\u2069", "admin\u200F", "ad\u200Bmin"];
    for (const value of [...refused, "ad\u2060min", "ad\uFEFFmin", "adm\u200Din", "\u200Cadmin"]) {
      expect(issuesOf(name, value), JSON.stringify(value)).toEqual([
        "must not contain invisible or text-direction characters",
      ]);
    }
  });

  it("keeps the zero-width non-joiner where Persian spelling needs it, and ordinary names", () => {
    for (const value of ["می\u200Cخواهم", "Zoë O'Brien-Smith", "José Núñez", "李小龍"]) {
      expect(name.parse(value)).toBe(value);
    }
  });
});

describe("dates", () => {
  it("refuses years outside 2000–2100 and dates that do not exist", () => {
    expect(issuesOf(dateTimeInputSchema, "0000-01-01T00:00:00Z")).toEqual([
      "must be a date and time between the years 2000 and 2100",
    ]);
    expect(issuesOf(dateTimeInputSchema, "2101-01-01T00:00:00Z")).toHaveLength(1);
    expect(issuesOf(dateTimeInputSchema, "1999-12-31T23:59:59Z")).toHaveLength(1);
    expect(issuesOf(dateTimeInputSchema, "2026-02-30T10:00:00Z")).toHaveLength(1);
    expect(dateTimeInputSchema.parse("2026-11-25T10:00:00")).toBe("2026-11-25T10:00:00");
    expect(dateTimeInputSchema.parse("2026-11-25T10:00:00-05:00")).toBe("2026-11-25T10:00:00-05:00");
  });

  it("wants a delivery window's end after its start", () => {
    const window = (start: string, end: string) => ({ deliveryDateStart: start, deliveryDateEnd: end });
    expect(issuesOf(UpdateCartInputSchema, window("2026-11-25T10:00:00Z", "2026-11-25T10:00:00Z"))).toEqual([
      "The delivery window must end after it starts.",
    ]);
    expect(UpdateCartInputSchema.safeParse(window("2026-11-25T10:00:00Z", "2026-11-25T10:30:00Z")).success).toBe(true);
  });
});

describe("numbers", () => {
  it("reads query ids written in decimal digits only", () => {
    expect(idQuerySchema.parse("42")).toBe(42);
    for (const value of ["0x1", "1e0", "+1", "01", " 1", "1.0", "-1", "1_000", "Infinity", ""]) {
      expect(idQuerySchema.safeParse(value).success, value).toBe(false);
    }
    expect(issuesOf(PagedRequestSchema, { SkipCount: "0x10" })).toEqual(["must be a number written in decimal digits"]);
  });

  it("wants JSON numbers in bodies: a numeric string is refused", () => {
    expect(idSchema.parse(5)).toBe(5);
    expect(idSchema.safeParse("5").success).toBe(false);
  });
});

describe("guest ids", () => {
  it("are random (version 4) uuids only", () => {
    expect(guestIdPattern.test("0b9a7c1e-6f3d-4c2a-9e8b-1d2c3b4a5f60")).toBe(true);
    expect(guestIdPattern.test(crypto.randomUUID())).toBe(true);
    for (const value of [
      "00000000-0000-0000-0000-000000000000",
      "ffffffff-ffff-ffff-ffff-ffffffffffff",
      "c232ab00-9414-11ec-b3c8-9e6bdeced846", // version 1
      "0b9a7c1e-6f3d-4c2a-7e8b-1d2c3b4a5f60", // variant 7
    ]) {
      expect(guestIdPattern.test(value), value).toBe(false);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The guard: every string a client sends is one of the contract's text schemas.

type Where = "body" | "query";
/** Keys that hold a person's or a business's name: they need nameText. */
const nameKeys = new Set(["name", "surname", "userName", "businessName", "shopName"]);
const stringChecks = new Set<unknown>([inputTextChecks.singleLine, inputTextChecks.multiline, dateTimeInputCheck]);

interface Def {
  type: string;
  checks?: unknown[];
  shape?: Record<string, z.ZodType>;
  catchall?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
  coerce?: boolean;
}
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The problems of one input schema: each names the path and what is wrong with it. */
function inputProblems(schema: z.ZodType, where: Where, path = "", key = ""): string[] {
  if (schema === ignoredInputSchema) return [];
  const def = defOf(schema);
  const at = path || "(root)";
  switch (def.type) {
    case "string": {
      const checks = def.checks ?? [];
      if (!checks.some((c) => stringChecks.has(c))) return [`${at}: a string that is not text()/nameText()`];
      if (nameKeys.has(key) && !checks.includes(inputTextChecks.name)) return [`${at}: a name that is not nameText()`];
      return [];
    }
    case "number":
      return def.coerce ? [`${at}: a coerced number (reads "0x1" and "1e0")`] : [];
    case "object": {
      const problems = Object.entries(def.shape ?? {}).flatMap(([k, v]) =>
        inputProblems(v, where, path ? `${path}.${k}` : k, k),
      );
      const catchall = def.catchall && defOf(def.catchall).type !== "never" ? [`${at}: passes unknown keys`] : [];
      return [...problems, ...catchall];
    }
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
      return inputProblems(def.innerType as z.ZodType, where, path, key);
    case "pipe": {
      const input = def.in as z.ZodType;
      const output = def.out as z.ZodType;
      if (defOf(input).type !== "transform") return inputProblems(input, where, path, key);
      // A preprocessor sees the raw value: in a JSON body a number must stay a number.
      if (where === "body" && defOf(output).type === "number") return [`${at}: a body number that takes strings`];
      return inputProblems(output, where, path, key);
    }
    case "array":
      return inputProblems(def.element as z.ZodType, where, `${path}[]`, key);
    case "union":
      return (def.options ?? []).flatMap((option) => inputProblems(option, where, path, key));
    case "intersection":
      return [
        ...inputProblems(def.left as z.ZodType, where, path, key),
        ...inputProblems(def.right as z.ZodType, where, path, key),
      ];
    case "boolean":
    case "enum":
    case "literal":
    case "null":
    case "undefined":
      return [];
    default:
      return [`${at}: a ${def.type} schema the guard does not know (accept it here only if it is safe)`];
  }
}

describe("every endpoint's input", () => {
  const inputs = Object.entries(endpointSchemas).flatMap(([name, spec]) => [
    ...("body" in spec && spec.body ? [{ name, where: "body" as const, schema: spec.body as z.ZodType }] : []),
    ...("query" in spec && spec.query ? [{ name, where: "query" as const, schema: spec.query as z.ZodType }] : []),
  ]);

  it("sends every string through text()/nameText()/dateTimeInputSchema, and numbers strictly", () => {
    expect(inputs.length).toBeGreaterThan(30);
    const problems = inputs.flatMap(({ name, where, schema }) =>
      inputProblems(schema, where).map((p) => `${name} ${where} ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it("notices a plain string, a name without nameText, a coerced number and a lax body number", () => {
    const schema = z.object({
      note: z.string(),
      name: text({ max: 10 }),
      items: z.array(z.object({ id: z.coerce.number() })),
      count: z.preprocess((v) => Number(v), z.number()),
      extra: z.unknown(),
    });
    expect(inputProblems(schema, "body")).toEqual([
      "note: a string that is not text()/nameText()",
      "name: a name that is not nameText()",
      'items[].id: a coerced number (reads "0x1" and "1e0")',
      "count: a body number that takes strings",
      "extra: a unknown schema the guard does not know (accept it here only if it is safe)",
    ]);
  });
});
