import { randomBytes } from "node:crypto";
import type { ShopKind } from "@dutchpot/contract";
import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../src/db/client.ts";
import { menuItems, shopHours, shops, shopTags, shopTypes, tenants, users } from "../src/db/schema/index.ts";

/**
 * `buildX(db, overrides)` inserts one row with plausible defaults and creates missing parents,
 * so a test states only what it is about.
 */
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString("hex")}`;

type TenantInsert = typeof tenants.$inferInsert;
type ShopInsert = typeof shops.$inferInsert;

export async function buildTenant(db: DbOrTx, overrides: Partial<TenantInsert> = {}) {
  const [tenant] = await db
    .insert(tenants)
    .values({ tenancyName: unique("tenant"), name: "Test Tenant", kind: "partner", ...overrides })
    .returning();
  if (overrides.id !== undefined) {
    // An explicit id must not be handed out again by the identity sequence.
    await db.execute(sql`select setval(pg_get_serial_sequence('tenants', 'id'), (select max(id) from tenants))`);
  }
  return tenant as typeof tenants.$inferSelect;
}

/** The shop type of a kind, created if the reference data is not seeded in this test. */
export async function shopTypeFor(db: DbOrTx, kind: ShopKind) {
  const [found] = await db.select().from(shopTypes).where(eq(shopTypes.kind, kind));
  if (found) return found;
  const [created] = await db.insert(shopTypes).values({ name: kind, kind }).returning();
  return created as typeof shopTypes.$inferSelect;
}

/**
 * A shop listed on `marketplaceTenantId` (a new marketplace if omitted), owned by a new partner,
 * open around the clock every day unless `hours: false` (a test that writes its own timetable).
 * Customers see it once it also has an active item (the listing rule, modules/shops/listing.ts).
 */
export async function buildShop(db: DbOrTx, overrides: Partial<ShopInsert> = {}, options: { hours?: boolean } = {}) {
  const kind = overrides.kind ?? "restaurant";
  const marketplaceTenantId = overrides.marketplaceTenantId ?? (await buildTenant(db, { kind: "marketplace" })).id;
  const tenantId = overrides.tenantId ?? (await buildTenant(db)).id;
  const shopTypeId = overrides.shopTypeId ?? (await shopTypeFor(db, kind)).id;
  const [shop] = await db
    .insert(shops)
    .values({
      slug: unique("shop"),
      name: "Test Kitchen",
      address: "1 Yonge St",
      city: "Toronto",
      postCode: "M5E 1E5",
      latitude: 43.6426,
      longitude: -79.3871,
      rating: 4.5,
      deliveryFeeCents: 299,
      deliveryTimeMin: 20,
      deliveryTimeMax: 30,
      ...overrides,
      kind,
      marketplaceTenantId,
      tenantId,
      shopTypeId,
    })
    .returning();
  const built = shop as typeof shops.$inferSelect;
  if (options.hours !== false) {
    await db
      .insert(shopHours)
      .values([0, 1, 2, 3, 4, 5, 6].map((dayOfWeek) => ({ shopId: built.id, dayOfWeek, opensAt: 0, closesAt: 1440 })));
  }
  return built;
}

export async function buildShopTag(db: DbOrTx, overrides: Partial<typeof shopTags.$inferInsert> = {}) {
  const shopId = overrides.shopId ?? (await buildShop(db)).id;
  const [tag] = await db
    .insert(shopTags)
    .values({ name: unique("Section"), imageUrl: "/media/food/patty.svg", ...overrides, shopId })
    .returning();
  return tag as typeof shopTags.$inferSelect;
}

export async function buildMenuItem(db: DbOrTx, overrides: Partial<typeof menuItems.$inferInsert> = {}) {
  const tagId =
    overrides.tagId === undefined ? (await buildShopTag(db, { shopId: overrides.shopId })).id : overrides.tagId;
  const shopId =
    overrides.shopId ??
    (
      await db
        .select()
        .from(shopTags)
        .where(eq(shopTags.id, tagId as number))
    )[0]?.shopId;
  const [item] = await db
    .insert(menuItems)
    .values({ name: unique("Item"), unitPriceCents: 1099, ...overrides, shopId: shopId as number, tagId })
    .returning();
  return item as typeof menuItems.$inferSelect;
}

/**
 * A user row with this id (created when missing), for tests that sign tokens for chosen ids: a token
 * only signs in a user who exists (the revocation check refuses the others).
 */
export async function buildUser(db: DbOrTx, overrides: { id: number; tenantId: number | null }) {
  const email = `${unique("user")}@example.com`;
  await db
    .insert(users)
    .values({ ...overrides, userName: email, emailAddress: email, name: "Test", passwordHash: "not-a-hash" })
    .onConflictDoNothing();
  return overrides.id;
}
