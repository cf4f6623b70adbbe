import type { ShopKind } from "@dutchpot/contract";
import { and, eq, like, sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { shops, shopTypes } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";

/** What a partner's new shop is made of (Tenant/Register): where it is, what kind, on which storefront. */
export interface NewPartnerShop {
  tenantId: number;
  marketplaceTenantId: number;
  kind: ShopKind;
  name: string;
  /** The wanted slug (the tenancy name, lower case); a number is added when the storefront has it. */
  slug: string;
  address: string;
  city: string;
  postCode: string;
  /** Province or territory code (sales tax). */
  province: string;
  latitude: number;
  longitude: number;
}

/** Canadian provinces whose shops keep another clock than Toronto's (hours and delivery slots). */
const provinceTimeZones: Record<string, string> = {
  BC: "America/Vancouver",
  AB: "America/Edmonton",
  SK: "America/Regina",
  MB: "America/Winnipeg",
  NB: "America/Moncton",
  NS: "America/Halifax",
  PE: "America/Halifax",
  NL: "America/St_Johns",
  YT: "America/Whitehorse",
  NT: "America/Yellowknife",
  NU: "America/Iqaluit",
};

/**
 * A slug free on the storefront: `base`, else `base-2`, `base-3`, … Registrations of one storefront
 * choose their slugs one at a time (an advisory lock held until commit): `Foo_Bar` and `Foo-Bar`
 * registering at once both want `foo-bar`, and the second must see the first's shop.
 */
async function freeSlug(tx: DbOrTx, marketplaceTenantId: number, base: string): Promise<string> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`shop-slugs:${marketplaceTenantId}`}, 0))`);
  const rows = await tx
    .select({ slug: shops.slug })
    .from(shops)
    .where(and(eq(shops.marketplaceTenantId, marketplaceTenantId), like(shops.slug, `${base}%`)));
  const taken = new Set(rows.map((r) => r.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/**
 * Partner shops made by registration (the shops module owns `shops`). A new shop is NOT live, has no
 * hours, items, logo or banner: customers see it only once its owner adds hours and an active item
 * and switches it live in the merchant console (docs/partners.md).
 */
export function createShopRegistration(db: Db) {
  return {
    /** In one transaction (the caller's, or its own): the slug's lock lasts until the shop is committed. */
    insertPartnerShop(shop: NewPartnerShop, within: DbOrTx = db): Promise<{ id: number; slug: string }> {
      return withTransaction(within, async (tx) => {
        const [type] = await tx.select({ id: shopTypes.id }).from(shopTypes).where(eq(shopTypes.kind, shop.kind));
        if (!type) throw new Error(`shop type ${shop.kind} is not seeded`);
        const slug = await freeSlug(tx, shop.marketplaceTenantId, shop.slug);
        const [row] = await tx
          .insert(shops)
          .values({
            tenantId: shop.tenantId,
            marketplaceTenantId: shop.marketplaceTenantId,
            shopTypeId: type.id,
            kind: shop.kind,
            slug,
            name: shop.name,
            address: shop.address,
            city: shop.city,
            postCode: shop.postCode,
            province: shop.province,
            timeZone: provinceTimeZones[shop.province] ?? "America/Toronto",
            latitude: shop.latitude,
            longitude: shop.longitude,
            deliveryTimeMin: 25,
            deliveryTimeMax: 40,
            isLive: false,
          })
          .returning({ id: shops.id, slug: shops.slug });
        if (!row) throw new Error("shop insert returned nothing");
        return row;
      });
    },
  };
}

export type ShopRegistration = ReturnType<typeof createShopRegistration>;
