import { describe, expect, it } from "vitest";

/*
 * Web layering (decision 015): features/<domain>/ never imports another feature nor app/; components/,
 * lib/ and config/ import no feature and no app/. Only app/ (routes, layout) and test/ helpers compose
 * features. A test rather than a Biome rule: Biome matches import strings, and relative ones
 * ("../../cart/…") only say which feature they reach once resolved against the importing file.
 */

type Layer = { kind: "feature"; name: string } | { kind: "app" | "shared" | "test" | "other" };

/** The layer of a path relative to src/ ("features/cart/api/carts.ts" → feature cart). */
function layerOf(path: string): Layer {
  const [top, second] = path.split("/");
  if (top === "features" && second) return { kind: "feature", name: second };
  if (top === "app") return { kind: "app" };
  if (top === "components" || top === "lib" || top === "config") return { kind: "shared" };
  if (top === "test") return { kind: "test" };
  return { kind: "other" };
}

/** Why `from` may not import `to` (both relative to src/), or null when the import is allowed. */
function boundaryViolation(from: string, to: string): string | null {
  const source = layerOf(from);
  const target = layerOf(to);
  if (source.kind === "feature") {
    if (target.kind === "feature" && target.name !== source.name) return "a feature imports another feature";
    if (target.kind === "app") return "a feature imports the app layer";
  }
  if (source.kind === "shared" && (target.kind === "feature" || target.kind === "app")) {
    return "components/, lib/ or config/ import a feature or the app layer";
  }
  return null;
}

/** Every module specifier of a source file: static imports and re-exports, side-effect and dynamic imports. */
function specifiersOf(source: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)["']([^"']+)["']/gm;
  return [...source.matchAll(pattern)].map((match) => match[1] ?? "");
}

/** A relative specifier resolved against the importing file, relative to src/; null for packages. */
function resolve(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const parts = from.split("/").slice(0, -1);
  for (const part of specifier.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/");
}

// Every source file under src/ (this file is left out: its examples below are not imports).
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./boundaries.test.ts"], {
  query: "?raw",
  import: "default",
  eager: true,
});

describe("web boundaries", () => {
  it("finds no import crossing a feature or layer boundary", () => {
    const files = Object.keys(sources);
    // Guard against a glob that silently matches nothing.
    expect(files.length).toBeGreaterThan(100);
    const violations: string[] = [];
    for (const [key, source] of Object.entries(sources)) {
      const from = key.replace(/^\.\//, "");
      for (const specifier of specifiersOf(source)) {
        const to = resolve(from, specifier);
        const why = to === null ? null : boundaryViolation(from, to);
        if (why) violations.push(`${from} → ${specifier}: ${why}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it("flags the imports the rule forbids and allows the others", () => {
    const from = "features/discovery/routes/store.tsx";
    const bad = (specifier: string, file = from) => boundaryViolation(file, resolve(file, specifier) ?? "");
    expect(bad("../../cart/components/menu-item-control.tsx")).toBe("a feature imports another feature");
    expect(bad("../../../app/layout/customer-layout.tsx")).toBe("a feature imports the app layer");
    expect(bad("../../features/cart/api/carts.ts", "lib/location.ts")).toMatch(/import a feature/);
    expect(bad("../app/providers.tsx", "components/footer.tsx")).toMatch(/the app layer/);
    expect(bad("../api/stores.ts")).toBeNull();
    expect(bad("../../../lib/location.ts")).toBeNull();
    expect(bad("../../features/cart/components/cart-button.tsx", "app/layout/header.tsx")).toBeNull();
    expect(bad("../app/router.tsx", "test/render-app.tsx")).toBeNull();
  });

  it("reads static, side-effect, re-export and dynamic imports", () => {
    const source = [
      'import { a } from "./a.ts";',
      'import type { B } from "../b.ts";',
      'import "../c.css";',
      'export { d } from "./d.ts";',
      'const e = lazy(() => import("../../e.tsx"));',
    ].join("\n");
    expect(specifiersOf(source)).toEqual(["./a.ts", "../b.ts", "../c.css", "./d.ts", "../../e.tsx"]);
  });
});
