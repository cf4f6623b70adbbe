import { and, count, desc, eq, type SQL } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { type RiderApplicationStatus, riderApplications } from "../../db/schema/index.ts";

export type RiderApplicationRow = typeof riderApplications.$inferSelect;

export async function insertApplication(
  db: DbOrTx,
  values: Omit<typeof riderApplications.$inferInsert, "id" | "status" | "reviewedAt" | "reviewedByUserId">,
): Promise<RiderApplicationRow> {
  const [row] = await db.insert(riderApplications).values(values).returning();
  if (!row) throw new Error("rider application insert returned nothing");
  return row;
}

/** A page of applications, newest first, of one status when given. */
export async function pageApplications(
  db: DbOrTx,
  filter: { status?: RiderApplicationStatus },
  page: { skip: number; take: number },
): Promise<{ totalCount: number; rows: RiderApplicationRow[] }> {
  const where: SQL | undefined = filter.status ? eq(riderApplications.status, filter.status) : undefined;
  const [total] = await db.select({ n: count() }).from(riderApplications).where(where);
  const rows = await db
    .select()
    .from(riderApplications)
    .where(where)
    .orderBy(desc(riderApplications.createdAt), desc(riderApplications.id))
    .offset(page.skip)
    .limit(page.take);
  return { totalCount: total?.n ?? 0, rows };
}

export async function findApplication(db: DbOrTx, id: number): Promise<RiderApplicationRow | undefined> {
  const [row] = await db.select().from(riderApplications).where(eq(riderApplications.id, id));
  return row;
}

/** Approves or rejects a pending application; undefined when it was not pending (reviewed meanwhile). */
export async function reviewApplication(
  db: DbOrTx,
  id: number,
  review: { status: Exclude<RiderApplicationStatus, "pending">; reviewedByUserId: number; reviewedAt: Date },
): Promise<RiderApplicationRow | undefined> {
  const [row] = await db
    .update(riderApplications)
    .set(review)
    .where(and(eq(riderApplications.id, id), eq(riderApplications.status, "pending")))
    .returning();
  return row;
}
