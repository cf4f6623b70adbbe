import { partnerTexts } from "@dutchpot/contract";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { messageLog, shops, tenants, userRoles, users } from "../../db/schema/index.ts";
import { createPartnersApp, otherStorefront, type PartnersApp, paths, storefront } from "./partners.test-app.ts";

let t: PartnersApp;
beforeAll(async () => {
  t = await createPartnersApp();
});
afterAll(async () => t?.close());

/** How many tenants, users and shops exist: a refused registration must change none of them. */
const rowCounts = async () => {
  const n = async (table: typeof tenants | typeof users | typeof shops) =>
    (await t.app.db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return { tenants: await n(tenants), users: await n(users), shops: await n(shops) };
};
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());

describe("Tenant/Register", () => {
  it("creates the partner tenant, its admin and a not-live shop on the storefront, and sends the onboarding email", async () => {
    const input = t.form({ shopKind: "convenience" });
    const res = await t.register(input);
    expect(res.statusCode).toBe(200);
    const result = res.json().result;
    expect(result).toEqual({
      tenantId: expect.any(Number),
      tenancyName: input.tenancyName,
      shopId: expect.any(Number),
    });

    const [tenant] = await t.app.db.select().from(tenants).where(eq(tenants.id, result.tenantId));
    expect(tenant).toMatchObject({
      tenancyName: input.tenancyName,
      name: input.businessName,
      kind: "partner",
      isActive: true,
    });
    const admins = await t.app.db
      .select({ email: users.emailAddress, role: userRoles.role, phone: users.phoneNumber, hash: users.passwordHash })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.tenantId, result.tenantId));
    expect(admins).toEqual([
      {
        email: input.adminEmailAddress,
        role: "tenantAdmin",
        phone: "416555" + input.phoneNumber.slice(-4),
        hash: expect.stringMatching(/^scrypt\$/),
      },
    ]);
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.id, result.shopId));
    expect(shop).toMatchObject({
      tenantId: result.tenantId,
      marketplaceTenantId: storefront,
      kind: "convenience",
      name: input.businessName,
      isLive: false,
      city: "Oakville",
      province: "ON",
    });
    expect(shop?.latitude).toBeCloseTo(43.45, 1);

    const [mail] = await t.messagesTo(input.adminEmailAddress);
    expect(mail?.channel).toBe("email");
    expect(mail?.subject).toContain("Welcome to Dutchpot");
    expect(mail?.body).toContain(`Your Business ID is ${input.tenancyName}`);
    expect(mail?.body).toContain("/merchant");
    expect(mail?.body).toMatch(/opening hours[\s\S]*items[\s\S]*live/);
  });

  it("lets the new admin sign in to the console with the Business ID (token of the partner tenant)", async () => {
    const input = t.form();
    const { tenantId } = (await t.register(input)).json().result;
    const res = await t.signInAs(input.adminEmailAddress, input.tenancyName.toLowerCase());
    expect(res.statusCode).toBe(200);
    expect(claimsOf(res.json().result.accessToken)).toMatchObject({ tenantId, roles: ["tenantAdmin"] });
    // The storefront's own sign-in (no tenancyName) does not find a partner's admin.
    expect((await t.signInAs(input.adminEmailAddress)).statusCode).toBe(400);
  });

  it("does not list the new shop to customers (not live, no hours, no items)", async () => {
    const input = t.form({ address: "Burlington" });
    const { shopId } = (await t.register(input)).json().result;
    const near = await t.call("POST", paths.nearMe, { body: { latitutde: 43.3255, longitutde: -79.799, radius: 20 } });
    expect(near.statusCode).toBe(200);
    const ids = (near.json().result.items as { shopId?: number; id?: number }[]).map((s) => s.shopId ?? s.id);
    expect(ids).not.toContain(shopId);
  });

  it("puts a home chef's shop on the storefront it registered through, and strips white space from the name", async () => {
    const input = t.form({
      tenancyName: " Mama Ivys  Kitchen ",
      businessName: "Mama Ivy's Kitchen",
      shopKind: "homeChef",
    });
    const res = await t.register(input, { tenant: otherStorefront });
    expect(res.statusCode).toBe(200);
    expect(res.json().result.tenancyName).toBe("MamaIvysKitchen");
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.id, res.json().result.shopId));
    expect(shop).toMatchObject({ kind: "homeChef", marketplaceTenantId: otherStorefront, slug: "mamaivyskitchen" });
    const [mail] = await t.messagesTo(input.adminEmailAddress);
    expect(mail?.subject).toContain("Welcome to Other Market");
  });

  it("registers only on a marketplace storefront, not on a partner's tenant named in the header", async () => {
    const partner = (await t.register(t.form())).json().result;
    const before = await rowCounts();
    const res = await t.register(t.form(), { tenant: partner.tenantId });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(partnerTexts.notAStorefront);
    expect(await rowCounts()).toEqual(before);
  });

  it("leaves nothing behind when a step after the tenant's insert fails (a state of another country)", async () => {
    const before = await rowCounts();
    const input = t.form({ stateProvinceId: t.californiaStateId });
    const res = await t.register(input);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(partnerTexts.stateNotInCountry);
    expect(await rowCounts()).toEqual(before);
    const [named] = await t.app.db
      .select({ n: count() })
      .from(tenants)
      .where(sql`lower(${tenants.tenancyName}) = ${input.tenancyName.toLowerCase()}`);
    expect(named?.n).toBe(0);
    expect(await t.messagesTo(input.adminEmailAddress)).toEqual([]);
    // The same business registers once the state is right: nothing of the failed attempt blocks it.
    expect((await t.register({ ...input, stateProvinceId: t.ontario.stateProvinceId })).statusCode).toBe(200);
  });

  it("refuses an address no geocoder knows (400) and keeps nothing", async () => {
    const before = await rowCounts();
    const res = await t.register(t.form({ address: "Qqqzzx Nowhere Lane" }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ message: partnerTexts.addressNotFound });
    const unknownPlace = await t.register(t.form({ placeId: "city:ON:Atlantis" }));
    expect(unknownPlace.statusCode).toBe(400);
    expect(await rowCounts()).toEqual(before);
  });

  it("uses the place chosen in the address search", async () => {
    const res = await t.register(t.form({ address: "12 Main St", placeId: "city:ON:Kingston" }));
    expect(res.statusCode).toBe(200);
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.id, res.json().result.shopId));
    expect(shop).toMatchObject({ city: "Kingston", address: "12 Main St" });
  });

  it("keeps only the street of the address search's place text; city and postal code have their own fields", async () => {
    const res = await t.register(
      t.form({ address: "1540 Eglinton Ave W, Toronto, M6E 2G8", latitude: 43.6975, longitude: -79.4458 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.id, res.json().result.shopId));
    expect(shop?.address).toBe("1540 Eglinton Ave W");
  });

  it("puts the shop at the address search's position, with the city found there", async () => {
    const res = await t.register(t.form({ address: "Oakville, ON, Canada", latitude: 43.4675, longitude: -79.6877 }));
    expect(res.statusCode).toBe(200);
    const [shop] = await t.app.db.select().from(shops).where(eq(shops.id, res.json().result.shopId));
    expect(shop).toMatchObject({
      address: "Oakville",
      latitude: 43.4675,
      longitude: -79.6877,
      city: "Oakville",
    });
  });

  it.each([
    ["longitude", { latitude: 43.4 }],
    ["latitude", { latitude: 91, longitude: -79 }],
    ["tenancyName", { tenancyName: "9Lives" }],
    ["tenancyName", { tenancyName: "Café!" }],
    ["tenancyName", { tenancyName: "A" }],
    ["tenancyName", { tenancyName: "   " }],
    ["businessName", { businessName: "" }],
    ["businessName", { businessName: "Corner\u202EMart" }],
    ["adminEmailAddress", { adminEmailAddress: "not-an-email" }],
    ["address", { address: "" }],
    ["phoneNumber", { phoneNumber: "" }],
    ["phoneNumber", { phoneNumber: "416555123" }],
    ["phoneNumber", { phoneNumber: "41655512345" }],
    ["phoneNumber", { phoneNumber: "416-555-12ab" }],
    ["stateProvinceId", { stateProvinceId: "1" }],
    ["countryId", { countryId: 0 }],
    ["password", { password: "short" }],
    ["shopKind", { shopKind: "pharmacy" }],
  ])("refuses an invalid %s (400, the field named) and creates nothing", async (field, patch) => {
    const before = await rowCounts();
    const res = await t.register({ ...t.form(), ...patch });
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members).toContain(field);
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses a country that does not exist with a clear 400", async () => {
    const res = await t.register(t.form({ countryId: 999_999 }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(partnerTexts.stateNotInCountry);
  });

  it("answers 409 for a taken business name (any letter case) and a taken admin email", async () => {
    const first = t.form();
    expect((await t.register(first)).statusCode).toBe(200);
    const sameName = await t.register(t.form({ tenancyName: first.tenancyName.toUpperCase() }));
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json().error.message).toBe(partnerTexts.tenancyNameTaken(first.tenancyName.toUpperCase()));
    const sameEmail = await t.register(t.form({ adminEmailAddress: first.adminEmailAddress.toUpperCase() }));
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json().error.message).toBe(partnerTexts.adminEmailTaken(first.adminEmailAddress.toUpperCase()));
    // A seeded partner's name is taken too, whatever storefront asks.
    const seededName = await t.register(t.form({ tenancyName: "dutchpot" }), { tenant: otherStorefront });
    expect(seededName.statusCode).toBe(409);
  });

  it("lets only one of two simultaneous registrations of one business name through", async () => {
    const a = t.form();
    const b = t.form({ tenancyName: a.tenancyName });
    const results = await Promise.all([t.register(a), t.register(b)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("gives two simultaneous registrations whose names make one slug (Foo_Bar, Foo-Bar) two shops", async () => {
    for (const round of [1, 2, 3]) {
      const a = t.form({ tenancyName: `Slug_Race${round}` });
      const b = t.form({ tenancyName: `Slug-Race${round}` });
      const results = await Promise.all([t.register(a), t.register(b)]);
      expect(
        results.map((r) => r.statusCode),
        results.map((r) => r.body).join(),
      ).toEqual([200, 200]);
      const ids = results.map((r) => r.json().result.shopId as number);
      const rows = await t.app.db
        .select({ slug: shops.slug })
        .from(shops)
        .where(sql`${shops.id} in (${sql.join(ids, sql`, `)})`);
      expect(rows.map((r) => r.slug).sort()).toEqual([`slug-race${round}`, `slug-race${round}-2`]);
    }
  });

  it("limits registrations per client address (429 with Retry-After)", async () => {
    const ip = "10.99.0.1";
    const statuses: number[] = [];
    for (let i = 0; i <= t.limits.registrationsPerIp; i++) {
      statuses.push((await t.register(t.form({ countryId: 999_999 }), { ip })).statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 400)).toBe(true);
    const last = await t.register(t.form(), { ip });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers["retry-after"])).toBeGreaterThan(0);
  });

  it("never sends an onboarding email for a refused registration", async () => {
    const input = t.form({ stateProvinceId: t.californiaStateId });
    await t.register(input);
    const [row] = await t.app.db
      .select({ n: count() })
      .from(messageLog)
      .where(eq(messageLog.recipient, input.adminEmailAddress));
    expect(row?.n).toBe(0);
  });
});
