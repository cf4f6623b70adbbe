import { and, asc, eq, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { shops } from "../../db/schema/index.ts";
import { hasActiveItem, hasHours } from "./listing.ts";

/** Every setting of a shop the console shows, and what the listing rule needs to know. */
const consoleColumns = {
  id: shops.id,
  tenantId: shops.tenantId,
  name: shops.name,
  kind: shops.kind,
  isActive: shops.isActive,
  isLive: shops.isLive,
  pausedUntil: shops.pausedUntil,
  description: shops.description,
  logoUrl: shops.logoUrl,
  bannerUrl: shops.bannerUrl,
  address: shops.address,
  city: shops.city,
  postCode: shops.postCode,
  latitude: shops.latitude,
  longitude: shops.longitude,
  deliveryFeeCents: shops.deliveryFeeCents,
  deliveryRadiusKm: shops.deliveryRadiusKm,
  prepTimeMinutes: shops.prepTimeMinutes,
  deliveryTimeMin: shops.deliveryTimeMin,
  deliveryTimeMax: shops.deliveryTimeMax,
  slotCapacity: shops.slotCapacity,
  offersDelivery: shops.offersDelivery,
  offersPickup: shops.offersPickup,
  timeZone: shops.timeZone,
  province: shops.province,
  hasActiveItem: sql<boolean>`${hasActiveItem()}`,
  hasHours: sql<boolean>`${hasHours()}`,
};

export type ConsoleShopRow = Awaited<ReturnType<typeof findTenantShops>>[number];

/** The shops of a tenant, by name. */
export async function findTenantShops(db: DbOrTx, tenantId: number) {
  return db
    .select(consoleColumns)
    .from(shops)
    .where(eq(shops.tenantId, tenantId))
    .orderBy(asc(shops.name), asc(shops.id));
}

/** One shop of the tenant, or undefined (another tenant's shop is not found). */
export async function findTenantShop(
  db: DbOrTx,
  tenantId: number,
  shopId: number,
): Promise<ConsoleShopRow | undefined> {
  const [row] = await db
    .select(consoleColumns)
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)));
  return row;
}

/** Locks one shop of the tenant until the transaction ends (settings are changed one after another). */
export async function lockTenantShop(tx: DbOrTx, tenantId: number, shopId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)))
    .for("no key update");
  return row !== undefined;
}

export type ShopSettingsUpdate = Partial<
  Pick<
    typeof shops.$inferInsert,
    | "name"
    | "description"
    | "logoUrl"
    | "bannerUrl"
    | "address"
    | "city"
    | "postCode"
    | "latitude"
    | "longitude"
    | "deliveryFeeCents"
    | "deliveryRadiusKm"
    | "prepTimeMinutes"
    | "deliveryTimeMin"
    | "deliveryTimeMax"
    | "slotCapacity"
    | "offersDelivery"
    | "offersPickup"
    | "isLive"
    | "pausedUntil"
  >
>;

/** Changes settings of one shop of the tenant. */
export async function updateTenantShop(db: DbOrTx, tenantId: number, shopId: number, values: ShopSettingsUpdate) {
  await db
    .update(shops)
    .set(values)
    .where(and(eq(shops.id, shopId), eq(shops.tenantId, tenantId)));
}
