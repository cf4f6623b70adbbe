import { inArray, sql } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { shops, shopTypes, tenants } from "../schema/index.ts";
import { chunks } from "./batch.ts";
import type { SeedShop } from "./data/index.ts";
import { demoShopColumns } from "./demo-hours.ts";

/**
 * A storefront's demo shops: the flagship belongs to the storefront itself; every other shop to its own
 * partner tenant, named after the shop's slug (created if missing). Returns each inserted shop's id with
 * its seed. Shop types must be seeded first (reference data).
 */
export async function insertDemoShops(
  tx: DbOrTx,
  storefront: { id: number; flagshipSlug: string },
  seeds: SeedShop[],
): Promise<{ id: number; seed: SeedShop }[]> {
  const partners = seeds.filter((s) => s.slug !== storefront.flagshipSlug);
  const partnerRows = partners.map((s) => ({ tenancyName: s.slug, name: s.name, kind: "partner" as const }));
  for (const batch of chunks(partnerRows)) await tx.insert(tenants).values(batch).onConflictDoNothing();
  const partnerIds = new Map<string, number>();
  for (const batch of chunks(partnerRows.map((p) => p.tenancyName.toLowerCase()))) {
    const rows = await tx
      .select({ id: tenants.id, tenancyName: tenants.tenancyName })
      .from(tenants)
      .where(inArray(sql`lower(${tenants.tenancyName})`, batch));
    for (const r of rows) partnerIds.set(r.tenancyName.toLowerCase(), r.id);
  }
  const typeIds = new Map(
    (await tx.select({ id: shopTypes.id, kind: shopTypes.kind }).from(shopTypes)).map((t) => [t.kind, t.id]),
  );

  const rows = seeds.map((s) => {
    const shopTypeId = typeIds.get(s.kind);
    if (shopTypeId === undefined) throw new Error("Shop types missing: seed reference data first");
    const tenantId = s.slug === storefront.flagshipSlug ? storefront.id : partnerIds.get(s.slug.toLowerCase());
    if (tenantId === undefined) throw new Error(`Shop ${s.slug}: no partner tenant`);
    return {
      tenantId,
      marketplaceTenantId: storefront.id,
      shopTypeId,
      kind: s.kind,
      slug: s.slug,
      name: s.name,
      description: s.description,
      address: s.address,
      city: s.city,
      postCode: s.postCode,
      latitude: s.latitude,
      longitude: s.longitude,
      logoUrl: `/media/shops/${s.slug}/logo.svg`,
      bannerUrl: `/media/shops/${s.slug}/banner.svg`,
      rating: s.rating,
      deliveryFeeCents: s.deliveryFeeCents,
      deliveryTimeMin: s.deliveryTimeMin,
      deliveryTimeMax: s.deliveryTimeMax,
      offersPickup: s.offersPickup ?? true,
      ...demoShopColumns(s),
    };
  });
  const bySlug = new Map(seeds.map((s) => [s.slug, s]));
  const inserted: { id: number; seed: SeedShop }[] = [];
  for (const batch of chunks(rows)) {
    const ids = await tx.insert(shops).values(batch).returning({ id: shops.id, slug: shops.slug });
    for (const r of ids) inserted.push({ id: r.id, seed: bySlug.get(r.slug) as SeedShop });
  }
  return inserted;
}
