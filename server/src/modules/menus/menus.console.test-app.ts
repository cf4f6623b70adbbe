/** Shared set-up of the merchant menu editor's integration tests (menus.console.*.test.ts). */
import { shopMenuStreamOf } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildShopTag, buildTenant } from "../../../test/factories.ts";
import { createTestApp } from "../../../test/support/test-app.ts";
import { events, itemAttributes } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { buildOptions } from "../cart/cart.fixtures.ts";
import { openAllWeek } from "../checkout/checkout.test-app.ts";

export interface MenuWorld {
  ctx: Awaited<ReturnType<typeof createTestApp>>;
  /** Partner A's shop (empty menu) and admin; partner B's shop with a section, an item and its options. */
  a: { shop: number; admin: string };
  b: { shop: number; tag: number; item: number; group: number; value: number; admin: string };
  customer: string;
}

/** One app per test file: two partner tenants listed on storefront 3, each with a shop and an admin. */
export function useMenuWorld() {
  const world = {} as MenuWorld;
  beforeAll(async () => {
    const ctx = await createTestApp();
    const db = ctx.database.db;
    await seedReferenceData(db);
    await buildTenant(db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
    const partnerA = await buildTenant(db, { name: "Partner A" });
    const partnerB = await buildTenant(db, { name: "Partner B" });
    const shopA = await buildShop(db, { marketplaceTenantId: 3, tenantId: partnerA.id, name: "A Kitchen" });
    const shopB = await buildShop(db, { marketplaceTenantId: 3, tenantId: partnerB.id, name: "B Kitchen" });
    await openAllWeek(db, shopA.id);
    await openAllWeek(db, shopB.id);
    const tag = await buildShopTag(db, { shopId: shopB.id, name: "B Section" });
    const item = await buildMenuItem(db, { shopId: shopB.id, tagId: tag.id, name: "B Meal", unitPriceCents: 900 });
    const values = await buildOptions(db, item.id, [
      {
        textPrompt: "Size",
        controlType: 2,
        isRequired: true,
        values: [{ name: "Regular", costCents: 0, isPreSelected: true }],
      },
    ]);
    const [group] = await db.select().from(itemAttributes).where(eq(itemAttributes.menuItemId, item.id));
    const tokens = ctx.app.tokens;
    world.ctx = ctx;
    world.a = {
      shop: shopA.id,
      admin: (await buildSignedInUser(db, tokens, partnerA.id, "tenantAdmin")).authorization,
    };
    world.b = {
      shop: shopB.id,
      tag: tag.id,
      item: item.id,
      group: group?.id as number,
      value: values.Regular as number,
      admin: (await buildSignedInUser(db, tokens, partnerB.id, "tenantAdmin")).authorization,
    };
    world.customer = (await buildSignedInUser(db, tokens, 3)).authorization;
  });
  afterAll(async () => world.ctx?.close());
  return world;
}

const app = "/api/services/app";

/** Calls the API with this authorization (and storefront 3's header, which a console call ignores). */
export function call(
  world: MenuWorld,
  authorization: string | null,
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  payload?: unknown,
) {
  return world.ctx.app.inject({
    method,
    url: `${app}/${path}`,
    headers: { "Abp.TenantId": "3", ...(authorization ? { authorization } : {}) },
    payload: payload as object,
  });
}

/** The storefront's menu of a shop, as a customer's browser reads it. */
export async function storefrontMenu(world: MenuWorld, shopId: number) {
  const res = await call(world, null, "GET", `FoodMenu/GetMenusByCategoryTagByShopId?ShopId=${shopId}&IsActive=true`);
  return res.json().result as {
    categoryTags: {
      id: number;
      name: string;
      items: { id: number; name: string; unitPrice: number; isOutOfStock: boolean }[];
    }[];
  };
}

/** How many menu.changed events the shop's stream holds. */
export async function menuEventCount(world: MenuWorld, shopId: number) {
  const rows = await world.ctx.database.db
    .select({ type: events.type })
    .from(events)
    .where(eq(events.stream, shopMenuStreamOf(shopId)));
  return rows.filter((r) => r.type === "menu.changed").length;
}
