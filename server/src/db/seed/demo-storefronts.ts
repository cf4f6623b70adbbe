import { eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { menuCategories, shopMenuCategories, type TenantSettings, tenants } from "../schema/index.ts";
import { ISLAND_GROCER_FLAGSHIP_SLUG, islandGrocerCategories, islandGrocerShops } from "./data/island-grocer.ts";
import { insertDemoHours } from "./demo-hours.ts";
import { demoFeePolicy, MARKETPLACE_TENANT_ID } from "./demo-marketplace.ts";
import { insertMenus, type MenuCounts } from "./demo-menus.ts";
import { insertDemoShops } from "./demo-shops.ts";

/** The first storefront's brand extras: its own local host name, logo and colour (docs/host-console.md). */
export const dutchpotBrand = {
  hostNames: ["dutchpot.localhost"],
  logoUrl: "/media/brand/logo.svg",
  primaryColor: "#0b5d3b",
} satisfies TenantSettings;

/** The second demo storefront: its own brand on `islandgrocer.localhost`, its own shops and categories. */
export const islandGrocerTenant = {
  tenancyName: "islandgrocer",
  name: "Island Grocer",
  settings: {
    tagline: "Fresh groceries and bakery favourites from Toronto's east end, at your door.",
    logoUrl: "/media/brand/islandgrocer/logo.svg",
    headerImageUrl: "/media/brand/islandgrocer/header.svg",
    primaryColor: "#0f5e86",
    metaTitle: "Island Grocer | Fresh groceries delivered in Toronto",
    metaDescription:
      "Order fresh produce, pantry staples, bread and ready meals from Island Grocer's east-end shops, for delivery or pickup.",
    hostNames: ["islandgrocer.localhost"],
    // The footer's social icons (the first storefront has none: its footer shows none).
    socialLinks: {
      instagram: "https://www.instagram.com/islandgrocer.demo",
      facebook: "https://www.facebook.com/islandgrocer.demo",
      youtube: "https://www.youtube.com/@islandgrocer.demo",
    },
    fees: demoFeePolicy,
    simulateFulfilment: true,
  } satisfies TenantSettings,
};

export interface StorefrontsSummary extends MenuCounts {
  storefronts: number;
  shops: number;
}

/**
 * Seeds the second demo storefront inside the demo seed's transaction: the Island Grocer
 * marketplace tenant, its categories, its flagship market (owned by the storefront) and three
 * partner shops with menus and hours; and gives the first storefront its local host name.
 */
export async function seedDemoStorefronts(tx: DbOrTx): Promise<StorefrontsSummary> {
  await tx
    .update(tenants)
    .set({ settings: sql`${tenants.settings} || ${JSON.stringify(dutchpotBrand)}::jsonb` })
    .where(eq(tenants.id, MARKETPLACE_TENANT_ID));

  await tx
    .insert(tenants)
    .values({ ...islandGrocerTenant, kind: "marketplace", isActive: true })
    .onConflictDoNothing();
  const [row] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(eq(sql`lower(${tenants.tenancyName})`, islandGrocerTenant.tenancyName));
  if (!row) throw new Error("Island Grocer tenant missing");
  const storefrontId = row.id;

  const categoryIds = await insertCategories(tx, storefrontId);
  const inserted = await insertDemoShops(
    tx,
    { id: storefrontId, flagshipSlug: ISLAND_GROCER_FLAGSHIP_SLUG },
    islandGrocerShops,
  );
  await insertDemoHours(tx, inserted);
  const links = inserted.flatMap(({ id, seed }) =>
    seed.categories.map((name) => {
      const menuCategoryId = categoryIds.get(name.toLowerCase());
      if (menuCategoryId === undefined) throw new Error(`Shop ${seed.slug}: unknown category "${name}"`);
      return { shopId: id, menuCategoryId };
    }),
  );
  await tx.insert(shopMenuCategories).values(links).onConflictDoNothing();
  const menus = await insertMenus(tx, inserted);

  const flagship = inserted.find((s) => s.seed.slug === ISLAND_GROCER_FLAGSHIP_SLUG);
  await tx
    .update(tenants)
    .set({ settings: sql`${tenants.settings} || ${JSON.stringify({ storefrontShopId: flagship?.id ?? null })}::jsonb` })
    .where(eq(tenants.id, storefrontId));
  return { storefronts: 1, shops: inserted.length, ...menus };
}

async function insertCategories(tx: DbOrTx, storefrontId: number) {
  const rows = islandGrocerCategories.map((c, i) => ({
    marketplaceTenantId: storefrontId,
    name: c.name,
    imageUrl: `/media/categories/${c.image}`,
    sortOrder: i + 1,
  }));
  await tx.insert(menuCategories).values(rows).onConflictDoNothing();
  const existing = await tx
    .select({ id: menuCategories.id, name: menuCategories.name })
    .from(menuCategories)
    .where(eq(menuCategories.marketplaceTenantId, storefrontId));
  return new Map(existing.map((c) => [c.name.toLowerCase(), c.id]));
}
