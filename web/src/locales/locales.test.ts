import { describe, expect, it } from "vitest";
import afg from "./afg.json";
import en from "./en.json";
import fr from "./fr.json";

function flatten(value: unknown, prefix = ""): Record<string, unknown> {
  if (typeof value !== "object" || value === null) return { [prefix]: value };
  return Object.entries(value).reduce<Record<string, unknown>>(
    (acc, [key, child]) => Object.assign(acc, flatten(child, prefix ? `${prefix}.${key}` : key)),
    {},
  );
}

const english = flatten(en);

describe.each([
  ["fr", fr],
  ["afg", afg],
])("locale %s", (_name, messages) => {
  const flat = flatten(messages);

  it("has every English key and no extra ones", () => {
    expect(Object.keys(flat).sort()).toEqual(Object.keys(english).sort());
  });

  it("has no empty values", () => {
    const empty = Object.entries(flat).filter(([, v]) => typeof v !== "string" || v.trim() === "");
    expect(empty).toEqual([]);
  });

  it("keeps the interpolation placeholders of each English text", () => {
    const placeholders = (s: unknown) => (String(s).match(/{{\w+}}/g) ?? []).sort();
    for (const [key, text] of Object.entries(english)) {
      expect(placeholders(flat[key]), key).toEqual(placeholders(text));
    }
  });
});

it("Afghani writes its numbers in Latin digits, as the app's formatters do (intlLocale)", () => {
  const persian = Object.entries(flatten(afg)).filter(([, v]) => /[\u06F0-\u06F9\u0660-\u0669]/.test(String(v)));
  expect(persian).toEqual([]);
});

it("English has no empty values", () => {
  expect(Object.values(english).every((v) => typeof v === "string" && v.trim() !== "")).toBe(true);
});
