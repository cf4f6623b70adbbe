import { and, eq, sql } from "drizzle-orm";
import { hashPassword } from "../../lib/passwords.ts";
import type { Db, DbOrTx } from "../client.ts";
import {
  countries,
  menuCategories,
  shopMenuCategories,
  shops,
  stateProvinces,
  tenants,
  userRoles,
  users,
} from "../schema/index.ts";
import { chunks, SEED_LOCK } from "./batch.ts";
import { demoCategories, demoShops, type SeedCategory, type SeedShop } from "./data/index.ts";
import { insertDemoConsoleUsers } from "./demo-console-users.ts";
import { insertDemoHours } from "./demo-hours.ts";
import {
  DEMO_PASSWORD,
  demoUsers,
  FLAGSHIP_SLUG,
  MARKETPLACE_TENANT_ID,
  marketplaceTenant,
} from "./demo-marketplace.ts";
import { insertMenus, type MenuCounts } from "./demo-menus.ts";
import { insertDemoPromotions } from "./demo-promotions.ts";
import { insertDemoShops } from "./demo-shops.ts";
import { seedDemoStorefronts } from "./demo-storefronts.ts";

export interface DemoContent {
  shops: SeedShop[];
  categories: SeedCategory[];
}

export interface DemoSummary extends MenuCounts {
  marketplaceTenantId: number;
  shops: number;
  categories: number;
  users: number;
}

/**
 * Seeds the demo marketplace (tenant 3, its partners, shops, menus and demo accounts) into a
 * database without shops, in one transaction. Returns null, changing nothing, when shops exist.
 */
export async function seedDemoData(db: Db, content: DemoContent = { shops: demoShops, categories: demoCategories }) {
  const passwordHash = await hashPassword(DEMO_PASSWORD); // outside the transaction: it is slow on purpose
  return db.transaction(async (tx): Promise<DemoSummary | null> => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
    if ((await tx.select({ id: shops.id }).from(shops).limit(1)).length > 0) return null;

    await upsertMarketplaceTenant(tx);
    const categoryIds = await insertCategories(tx, content.categories);
    const inserted = await insertDemoShops(
      tx,
      { id: MARKETPLACE_TENANT_ID, flagshipSlug: FLAGSHIP_SLUG },
      content.shops,
    );
    await insertDemoHours(tx, inserted);

    const links = inserted.flatMap(({ id, seed }) =>
      seed.categories.map((name) => {
        const menuCategoryId = categoryIds.get(name.toLowerCase());
        if (menuCategoryId === undefined) throw new Error(`Shop ${seed.slug}: unknown category "${name}"`);
        return { shopId: id, menuCategoryId };
      }),
    );
    for (const batch of chunks(links)) await tx.insert(shopMenuCategories).values(batch).onConflictDoNothing();
    const menus = await insertMenus(tx, inserted);
    await insertDemoPromotions(tx, new Map(inserted.map((s) => [s.seed.slug, s.id])));

    const flagship = inserted.find((s) => s.seed.slug === FLAGSHIP_SLUG);
    const settings = { ...marketplaceTenant.settings, storefrontShopId: flagship?.id ?? inserted[0]?.id ?? null };
    await tx.update(tenants).set({ settings }).where(eq(tenants.id, MARKETPLACE_TENANT_ID));
    await seedDemoStorefronts(tx); // the second storefront, Island Grocer, and the local host names (docs/host-console.md)
    const userCount = (await insertDemoUsers(tx, passwordHash)) + (await insertDemoConsoleUsers(tx, passwordHash));

    return {
      marketplaceTenantId: MARKETPLACE_TENANT_ID,
      shops: inserted.length,
      categories: categoryIds.size,
      users: userCount,
      ...menus,
    };
  });
}

/** Tenant 3 with an explicit id; the identity sequence then moves past it so partners get 4, 5, … */
async function upsertMarketplaceTenant(tx: DbOrTx) {
  const row = { id: MARKETPLACE_TENANT_ID, kind: "marketplace" as const, isActive: true, ...marketplaceTenant };
  await tx
    .insert(tenants)
    .values(row)
    .onConflictDoUpdate({ target: tenants.id, set: { kind: row.kind, isActive: true, settings: row.settings } });
  await tx.execute(
    sql`select setval(pg_get_serial_sequence('tenants', 'id'), greatest((select max(id) from tenants), ${MARKETPLACE_TENANT_ID}))`,
  );
}

async function insertCategories(tx: DbOrTx, categories: SeedCategory[]) {
  const rows = categories.map((c, i) => ({
    marketplaceTenantId: MARKETPLACE_TENANT_ID,
    name: c.name,
    imageUrl: `/media/categories/${c.image}`,
    sortOrder: i + 1,
  }));
  if (rows.length > 0) await tx.insert(menuCategories).values(rows).onConflictDoNothing();
  const existing = await tx
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(eq(menuCategories.marketplaceTenantId, MARKETPLACE_TENANT_ID));
  return new Map(existing.map((c) => [c.name.toLowerCase(), c.id]));
}

/** The demo customer and the storefront admin of tenant 3 (skipped if their emails are taken). */
async function insertDemoUsers(tx: DbOrTx, passwordHash: string) {
  const [ontario] = await tx
    .select({ countryId: countries.id, stateProvinceId: stateProvinces.id })
    .from(stateProvinces)
    .innerJoin(countries, eq(countries.id, stateProvinces.countryId))
    .where(and(eq(countries.code, "CA"), eq(stateProvinces.code, "ON")));
  let created = 0;
  for (const { role, ...user } of demoUsers) {
    const [row] = await tx
      .insert(users)
      .values({
        ...user,
        ...(user.address ? ontario : {}),
        tenantId: MARKETPLACE_TENANT_ID,
        userName: user.emailAddress,
        passwordHash,
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) continue;
    await tx.insert(userRoles).values({ userId: row.id, role });
    created++;
  }
  return created;
}
