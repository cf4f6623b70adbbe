import { describe, expect, it } from "vitest";

/*
 * The storefront's first load carries no zod (issue 16 item 14): a value imported from the contract's
 * main entry (`@dutchpot/contract`) pulls in its schemas and zod (~60 KB gzip on every page). Values
 * come from `@dutchpot/contract/constants`; the main entry gives types only (`import type`). The
 * consoles (merchant, host, partner) load as their own chunks and may use the schemas.
 */
const sources = import.meta.glob<string>(["./**/*.{ts,tsx}", "!./**/*.test.{ts,tsx}", "!./test/**"], {
  query: "?raw",
  import: "default",
  eager: true,
});
const consoles = /^\.\/features\/(merchant|host|partner)\//;
/** `import { a, type B } from "@dutchpot/contract"` with at least one value (not `import type`). */
const valueImport = /^import\s+(?!type\b)\{([^}]*)\}\s+from\s+["']@dutchpot\/contract["']/gm;

describe("first load", () => {
  it("imports no value from the contract's zod entry outside the consoles", () => {
    const offenders = Object.entries(sources)
      .filter(([path]) => !consoles.test(path))
      .flatMap(([path, text]) =>
        [...text.matchAll(valueImport)]
          .filter((match) =>
            (match[1] ?? "").split(",").some((name) => name.trim() && !name.trim().startsWith("type ")),
          )
          .map(() => path),
      );
    expect(offenders).toEqual([]);
  });
});
