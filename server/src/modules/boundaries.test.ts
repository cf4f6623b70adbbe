import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import * as schema from "../db/schema/index.ts";
import { knownCrossReads, type TableName, tableOwners } from "./table-owners.ts";

/**
 * Module boundaries (docs/decisions/013-one-owner-per-table.md): a module never imports another
 * module's repository, and imports only the tables it owns (plus the known read-only joins listed
 * in table-owners.ts). Test code (tests, fixtures, test apps) may set up any table.
 */
const modulesDir = fileURLToPath(new URL(".", import.meta.url));
const schemaDir = resolve(modulesDir, "../db/schema");
const isTestCode = (file: string) => /\.(test|fixtures|test-app)\.ts$/.test(file);

interface ImportSite {
  module: string;
  file: string;
  target: string;
  names: string[] | "*";
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : entry.name.endsWith(".ts") ? [join(dir, entry.name)] : [],
  );
}

/** Every import and re-export of a module's source files, with the names it binds. */
function importsOfModules(): ImportSite[] {
  const sites: ImportSite[] = [];
  const modules = readdirSync(modulesDir, { withFileTypes: true }).filter((e) => e.isDirectory());
  for (const { name: module } of modules) {
    for (const file of filesOf(join(modulesDir, module)).filter((f) => !isTestCode(f))) {
      const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
      for (const statement of source.statements) {
        if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue;
        const specifier = statement.moduleSpecifier;
        if (!specifier || !ts.isStringLiteral(specifier) || !specifier.text.startsWith(".")) continue;
        const target = resolve(file, "..", specifier.text);
        let names: string[] | "*" = [];
        if (ts.isImportDeclaration(statement)) {
          const bindings = statement.importClause?.namedBindings;
          if (bindings && ts.isNamespaceImport(bindings)) names = "*";
          else if (bindings) names = bindings.elements.map((e) => (e.propertyName ?? e.name).text);
        } else {
          const clause = statement.exportClause;
          names =
            clause && ts.isNamedExports(clause) ? clause.elements.map((e) => (e.propertyName ?? e.name).text) : "*";
        }
        sites.push({ module, file: relative(modulesDir, file), target, names });
      }
    }
  }
  return sites;
}

const sites = importsOfModules();
const moduleOf = (path: string) => {
  const inside = relative(modulesDir, path);
  return inside.startsWith("..") ? null : inside.split("/")[0];
};
const tableNames = Object.entries(schema)
  .filter(([, value]) => is(value, PgTable))
  .map(([name]) => name);

describe("module boundaries", () => {
  it("gives every table of the schema one owner", () => {
    const unowned = tableNames.filter((name) => !(name in tableOwners));
    expect(unowned, "add these tables to modules/table-owners.ts").toEqual([]);
    const gone = Object.keys(tableOwners).filter((name) => !tableNames.includes(name));
    expect(gone, "tables no longer in the schema").toEqual([]);
  });

  it("never imports another module's repository", () => {
    const offending = sites
      .filter((s) => /\.repository\.ts$/.test(s.target) && moduleOf(s.target) !== s.module)
      .map((s) => `${s.file} imports ${relative(modulesDir, s.target)}`);
    expect(offending, "call the other module's service instead").toEqual([]);
  });

  it("builds services only in the composition root (src/services.ts), never in a route plugin", () => {
    const routeFiles = filesOf(modulesDir).filter((f) => f.endsWith(".routes.ts"));
    const building = routeFiles
      .filter((f) => /\bcreate\w*Service\(/.test(readFileSync(f, "utf8")))
      .map((f) => relative(modulesDir, f));
    expect(building, "use app.services").toEqual([]);
  });

  it("imports only the tables the module owns, plus the known read-only joins", () => {
    const schemaImports = sites.filter((s) => s.target.startsWith(schemaDir));
    const whole = schemaImports.filter((s) => s.names === "*").map((s) => s.file);
    expect(whole, "import tables by name so ownership can be checked").toEqual([]);
    const used = new Set<string>();
    const offending: string[] = [];
    for (const site of schemaImports) {
      for (const name of site.names as string[]) {
        if (!tableNames.includes(name)) continue; // enums, types, helpers
        const owner = tableOwners[name as TableName];
        if (owner === site.module) continue;
        const known = knownCrossReads.find((k) => k.module === site.module && k.table === name);
        if (known) used.add(`${known.module}:${known.table}`);
        else offending.push(`${site.file} uses ${name} (owned by ${owner})`);
      }
    }
    expect(offending, "go through the owner's service (modules/table-owners.ts)").toEqual([]);
    const stale = knownCrossReads.filter((k) => !used.has(`${k.module}:${k.table}`));
    expect(stale, "remove these from knownCrossReads: the join is gone").toEqual([]);
  });
});
