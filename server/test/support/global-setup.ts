import type { TestProject } from "vitest/node";
import {
  createPostgresTemplate,
  dropRunDatabases,
  ensurePgliteTemplate,
  newRunId,
  templateFingerprint,
} from "./database-templates.ts";

/** What each test file's `createTestDatabase` clones (see database-templates.ts). */
export type DatabaseTemplate = { kind: "pglite"; file: string } | { kind: "postgres"; name: string; runId: string };

declare module "vitest" {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate;
  }
}

/**
 * Runs once per `vitest run`, before any test file: migrates one template database that every file
 * clones instead of migrating its own (docs/decisions/016-migrated-template-databases.md).
 */
export default async function setup(project: TestProject) {
  const fingerprint = templateFingerprint();
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    project.provide("databaseTemplate", { kind: "pglite", file: await ensurePgliteTemplate(fingerprint) });
    return;
  }
  const runId = newRunId();
  const name = await createPostgresTemplate(serverUrl, fingerprint, runId);
  project.provide("databaseTemplate", { kind: "postgres", name, runId });
  return () => dropRunDatabases(serverUrl, runId);
}
