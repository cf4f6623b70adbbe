import type { Db } from "../client.ts";
import { type DemoSummary, seedDemoData } from "./demo.ts";
import { type ReferenceSummary, seedReferenceData } from "./reference.ts";

export { type DemoSummary, seedDemoData } from "./demo.ts";
export { type ReferenceSummary, seedReferenceData } from "./reference.ts";

interface Log {
  info(obj: object, msg: string): void;
}

/**
 * Start-up seeding: reference data always (idempotent), then the demo marketplace when enabled and
 * the database has no shops yet. Logs what it did either way.
 */
export async function seedOnStart(db: Db, options: { demo: boolean; log: Log }) {
  const reference: ReferenceSummary = await seedReferenceData(db);
  options.log.info(
    reference,
    reference.changed ? "reference data seeded" : "reference data already present (shop types refreshed)",
  );
  let demo: DemoSummary | null = null;
  if (options.demo) {
    demo = await seedDemoData(db);
    options.log.info(
      demo ?? {},
      demo ? "demo marketplace seeded" : "demo data skipped: the database already has shops",
    );
  } else {
    options.log.info({}, "demo data disabled (SEED_DEMO_DATA=false)");
  }
  return { reference, demo };
}
