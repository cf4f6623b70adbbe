import type { TenantKind } from "@dutchpot/contract";
import { and, asc, count, eq, ilike, ne, or, type SQL, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shops } from "../../db/schema/shops.ts";
import { type TenantSettings, tenants } from "../../db/schema/tenants.ts";

/** A tenant row as the host console reads it, with its shop count. */
export interface HostTenantRow {
  id: number;
  tenancyName: string;
  name: string;
  kind: TenantKind;
  isActive: boolean;
  settings: TenantSettings;
  createdAt: Date;
  shopCount: number;
}

export interface TenantFilter {
  keyword?: string;
  isActive?: boolean;
  kind?: TenantKind;
  skip: number;
  take: number;
}

/** `%`, `_` and `\` matched literally inside ILIKE. */
const likeEscaped = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A marketplace counts the shops listed on it; a partner the shops it owns (read-only join). */
const shopCount = sql<number>`(select count(*)::int from ${shops} s where case when "tenants"."kind" = 'marketplace'
  then s.marketplace_tenant_id = "tenants"."id" else s.tenant_id = "tenants"."id" end)`;

const columns = {
  id: tenants.id,
  tenancyName: tenants.tenancyName,
  name: tenants.name,
  kind: tenants.kind,
  isActive: tenants.isActive,
  settings: tenants.settings,
  createdAt: tenants.createdAt,
  shopCount,
};

function whereOf(filter: Omit<TenantFilter, "skip" | "take">): SQL | undefined {
  const conditions: SQL[] = [];
  if (filter.keyword) {
    const like = likeEscaped(filter.keyword);
    const hostMatch = sql`exists (select 1 from jsonb_array_elements_text(coalesce(${tenants.settings} -> 'hostNames', '[]'::jsonb)) h where h ilike ${like})`;
    conditions.push(or(ilike(tenants.tenancyName, like), ilike(tenants.name, like), hostMatch) as SQL);
  }
  if (filter.isActive !== undefined) conditions.push(eq(tenants.isActive, filter.isActive));
  if (filter.kind) conditions.push(eq(tenants.kind, filter.kind));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/** One page of tenants, storefronts first, then oldest first, and how many match in all. */
export async function listTenants(db: DbOrTx, filter: TenantFilter) {
  const where = whereOf(filter);
  const [total] = await db.select({ n: count() }).from(tenants).where(where);
  const rows = await db
    .select(columns)
    .from(tenants)
    .where(where)
    .orderBy(sql`${tenants.kind} <> 'marketplace'`, asc(tenants.id))
    .offset(filter.skip)
    .limit(filter.take);
  return { totalCount: total?.n ?? 0, rows: rows as HostTenantRow[] };
}

export async function tenantById(db: DbOrTx, id: number): Promise<HostTenantRow | null> {
  const [row] = await db.select(columns).from(tenants).where(eq(tenants.id, id));
  return (row as HostTenantRow | undefined) ?? null;
}

/** Serialises host name and tenancy name checks with their writes (two creates cannot both pass). */
export async function lockBrandNames(tx: DbOrTx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('tenants:brand-names'))`);
}

/** The host names of `names` already listed by a tenant other than `exceptId` (active or not). */
export async function hostNamesTaken(db: DbOrTx, names: string[], exceptId: number | null): Promise<string[]> {
  if (names.length === 0) return [];
  const wanted = sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  );
  const listed = sql`exists (select 1 from jsonb_array_elements_text(coalesce(${tenants.settings} -> 'hostNames', '[]'::jsonb)) h where lower(h) in (${wanted}))`;
  const rows = await db
    .select({ hostNames: sql<string[] | null>`${tenants.settings} -> 'hostNames'` })
    .from(tenants)
    .where(exceptId === null ? listed : and(listed, ne(tenants.id, exceptId)));
  const taken = new Set(rows.flatMap((r) => (r.hostNames ?? []).map((h) => h.toLowerCase())));
  return names.filter((n) => taken.has(n));
}

export async function tenancyNameTaken(db: DbOrTx, tenancyName: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(sql`lower(${tenants.tenancyName})`, tenancyName.toLowerCase()));
  return row !== undefined;
}

export async function insertMarketplace(
  db: DbOrTx,
  values: { tenancyName: string; name: string; settings: TenantSettings },
): Promise<number> {
  const [row] = await db
    .insert(tenants)
    .values({ ...values, kind: "marketplace", isActive: true })
    .returning({ id: tenants.id });
  return (row as { id: number }).id;
}

/** Sets the name and merges the brand keys into the settings (fees, payments and the rest are kept). */
export async function updateBrand(db: DbOrTx, id: number, name: string, brand: TenantSettings): Promise<boolean> {
  const rows = await db
    .update(tenants)
    .set({ name, settings: sql`${tenants.settings} || ${JSON.stringify(brand)}::jsonb` })
    .where(and(eq(tenants.id, id), ne(tenants.kind, "partner")))
    .returning({ id: tenants.id });
  return rows.length > 0;
}
