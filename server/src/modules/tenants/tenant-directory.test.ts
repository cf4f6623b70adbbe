import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../../../test/factories.ts";
import { createTestApp, createTestDatabase } from "../../../test/support/test-app.ts";
import { type Database, isDatabaseUnavailable } from "../../db/client.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { collector } from "../../events/testing.ts";
import { buildCustomer, type TestCustomer } from "../cart/cart.fixtures.ts";
import { TenantDirectory } from "./tenant-directory.ts";
import { tenantsStream } from "./tenants.events.ts";
import { createTenantsService } from "./tenants.service.ts";

type TestApp = Awaited<ReturnType<typeof createTestApp>>;
let database: Database;
/** Two instances on one database: A changes tenants, B serves requests from its cached directory. */
let a: TestApp;
let b: TestApp;
let tenantId: number;
let customer: TestCustomer;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.db);
  await buildTenant(database.db, { id: 3, tenancyName: "dutchpot", name: "Dutchpot", kind: "marketplace" });
  tenantId = (await buildTenant(database.db, { kind: "marketplace", name: "Harbour Eats" })).id;
  a = await createTestApp({}, { database });
  b = await createTestApp({}, { database });
  customer = await buildCustomer(database.db, a.app.tokens, tenantId);
});
afterAll(async () => {
  await a?.close();
  await b?.close();
  await database?.close();
});

/** A signed-in call on instance B: 200 while the customer's tenant is active, 401 once it is not. */
const cartsOnB = () =>
  b.app.inject({
    method: "GET",
    url: "/api/services/app/ShoppingCart/GetCustomersCarts",
    headers: { authorization: customer.authorization, "Abp.TenantId": String(tenantId) },
  });

/** Resolves once B's hub has delivered the next `n` tenant events (its directory listens first). */
const tenantEventsOnB = () => {
  const seen = collector();
  const unsubscribe = b.app.events.subscribe(tenantsStream, seen.listener);
  return { seen, unsubscribe };
};

describe("tenant directory invalidation", () => {
  it("refuses a tenant deactivated through another instance at once, not after the cache's 30 s", async () => {
    expect((await cartsOnB()).statusCode).toBe(200); // B now caches the tenant as active
    expect(await b.app.tenantDirectory.byId(tenantId)).toMatchObject({ id: tenantId, name: "Harbour Eats" });
    const { seen, unsubscribe } = tenantEventsOnB();
    await b.app.events.idle();

    await createTenantsService(a.app.db).deactivate(tenantId);
    await seen.until(1);
    expect(seen.events[0]).toMatchObject({ type: "tenant.changed", payload: { tenantId } });
    expect(await b.app.tenantDirectory.byId(tenantId)).toBeNull();
    expect((await cartsOnB()).statusCode).toBe(401);

    await createTenantsService(a.app.db).activate(tenantId);
    await seen.until(2);
    expect((await cartsOnB()).statusCode).toBe(200);
    unsubscribe();
  });

  it("sees new settings (a storefront host name) on every instance at once", async () => {
    expect(await b.app.tenantDirectory.byHost("harbour.example.com")).toBeNull(); // cached miss
    const { seen, unsubscribe } = tenantEventsOnB();
    await b.app.events.idle();
    await createTenantsService(a.app.db).updateSettings(tenantId, { hostNames: ["harbour.example.com"] });
    await seen.until(1);
    expect(await b.app.tenantDirectory.byHost("harbour.example.com")).toMatchObject({ id: tenantId });
    unsubscribe();
  });

  it("writes nothing and tells no one about an unknown tenant (404)", async () => {
    await expect(createTenantsService(a.app.db).deactivate(987_654)).rejects.toThrow(
      "There is no entity Tenant with id = 987654!",
    );
  });

  it("drops the cache when the hub resynchronises after a lost connection", async () => {
    expect(await b.app.tenantDirectory.byId(tenantId)).toMatchObject({ name: "Harbour Eats" }); // cached
    // A change behind the directory's back (no event): only a resync reveals it before the TTL.
    await database.db.execute(sql`update tenants set name = 'Harbour Eats Renamed' where id = ${tenantId}`);
    expect(await b.app.tenantDirectory.byId(tenantId)).toMatchObject({ name: "Harbour Eats" });
    b.app.events.resync();
    expect(await b.app.tenantDirectory.byId(tenantId)).toMatchObject({ name: "Harbour Eats Renamed" });
  });
});

describe("tenant directory while the database is away (issue 13 item 5)", () => {
  it("answers the last tenants it read, and fails only for a key it never read", async () => {
    const away = await createTestDatabase();
    const known = await buildTenant(away.db, { kind: "marketplace", name: "Known Eats" });
    await buildTenant(away.db, { kind: "partner", name: "Host Eats", settings: { hostNames: ["host.example"] } });
    const directory = new TenantDirectory(away.db);
    expect(await directory.byId(known.id)).toMatchObject({ name: "Known Eats" });
    expect(await directory.byHost("HOST.example")).toMatchObject({ name: "Host Eats" });
    expect(await directory.byId(987_654)).toBeNull();
    directory.invalidate(); // as if the 30 s had passed: every key is read again

    await away.close();
    expect(await directory.byId(known.id)).toMatchObject({ name: "Known Eats" });
    expect(await directory.byHost("host.example")).toMatchObject({ name: "Host Eats" });
    expect(await directory.byId(987_654)).toBeNull();
    const never = await directory.byId(known.id + 1).catch((err: unknown) => err);
    expect(isDatabaseUnavailable(never)).toBe(true);
  });
});
