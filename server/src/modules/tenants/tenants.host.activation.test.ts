import { endpoints } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSignedInUser } from "../../../test/discovery-factories.ts";
import { buildMenuItem, buildShop, buildTenant } from "../../../test/factories.ts";
import { tenants } from "../../db/schema/index.ts";
import { createHostTestApps, envelope } from "./tenants.host.test-app.ts";

// The host console's tenant switch (Tenant/Deactivate, Tenant/Activate); the list, storefronts and
// brands are in tenants.host.test.ts. Two instances on one database (tenants.host.test-app.ts).
let t: Awaited<ReturnType<typeof createHostTestApps>>;
beforeAll(async () => {
  t = await createHostTestApps();
});
afterAll(async () => t?.close());

describe("Tenant/Deactivate and Tenant/Activate", () => {
  it("stops the tenant's users' tokens and its storefront on every instance, and brings them back", async () => {
    const id = (
      await buildTenant(t.db, {
        kind: "marketplace",
        name: "Pause Market",
        settings: { hostNames: ["pause.localhost"] },
      })
    ).id;
    const user = await buildSignedInUser(t.db, t.a.app.tokens, id, "customer");
    const profile = () =>
      t.b.app.inject({
        method: "GET",
        url: "/api/services/app/ShoppingCart/GetCustomersCarts",
        headers: { authorization: user.authorization, "Abp.TenantId": String(id) },
      });
    expect((await profile()).statusCode).toBe(200);
    expect((await t.pageConfig("pause.localhost")).tenantId).toBe(id);

    let arrived = await t.nextTenantEventOnB();
    const off = await t.call("Tenant.Deactivate", { auth: t.tokens.host, body: { id } });
    expect(off.statusCode).toBe(200);
    expect(envelope(off).result).toMatchObject({ id, isActive: false });
    await arrived();
    expect((await profile()).statusCode).toBe(401);
    expect((await t.pageConfig("pause.localhost")).tenantId).toBe(3);

    arrived = await t.nextTenantEventOnB();
    expect((await t.call("Tenant.Activate", { auth: t.tokens.host, body: { id } })).statusCode).toBe(200);
    await arrived();
    expect((await profile()).statusCode).toBe(200);
    expect((await t.pageConfig("pause.localhost")).tenantId).toBe(id);
  });

  it("takes a deactivated partner's shops off its storefront (near me, store info) and puts them back", async () => {
    const partner = await buildTenant(t.db, { kind: "partner", name: "Paused Partner" });
    const shop = await buildShop(t.db, {
      tenantId: partner.id,
      marketplaceTenantId: 3,
      latitude: 43.7,
      longitude: -79.4,
    });
    await buildMenuItem(t.db, { shopId: shop.id });
    const nearMe = async () => {
      const res = await t.a.app.inject({
        method: "POST",
        url: endpoints["Shop.NearMe"].path,
        headers: { "Abp.TenantId": "3" },
        payload: { latitutde: 43.7, longitutde: -79.4, radius: 5 },
      });
      expect(res.statusCode, res.body).toBe(200);
      return (envelope(res).result as { items: { shopId: number }[] }).items.map((s) => s.shopId);
    };
    const storeInfo = async () => (await t.call("Shop.GetStoreInfo", { query: { Id: String(shop.id) } })).statusCode;
    expect(await nearMe()).toContain(shop.id);
    expect(await storeInfo()).toBe(200);

    expect((await t.call("Tenant.Deactivate", { auth: t.tokens.host, body: { id: partner.id } })).statusCode).toBe(200);
    expect(await nearMe()).not.toContain(shop.id);
    expect(await storeInfo()).toBe(404);

    expect((await t.call("Tenant.Activate", { auth: t.tokens.host, body: { id: partner.id } })).statusCode).toBe(200);
    expect(await nearMe()).toContain(shop.id);
    expect(await storeInfo()).toBe(200);
  });

  it("refuses to deactivate the default storefront (400) and an unknown tenant (404)", async () => {
    const res = await t.call("Tenant.Deactivate", { auth: t.tokens.host, body: { id: 3 } });
    expect(res.statusCode).toBe(400);
    expect(envelope(res).error?.message).toBe("The default storefront cannot be deactivated.");
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, 3));
    expect(row?.isActive).toBe(true);
    expect((await t.call("Tenant.Deactivate", { auth: t.tokens.host, body: { id: 987_654 } })).statusCode).toBe(404);
    expect((await t.call("Tenant.Deactivate", { auth: t.tokens.host, body: { id: "3" } })).statusCode).toBe(400);
  });
});
