import { type EndpointName, hostTexts } from "@dutchpot/contract";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShop, buildTenant } from "../../../test/factories.ts";
import { tenants } from "../../db/schema/index.ts";
import { withTransaction } from "../../db/transaction.ts";
import { brandInput, createHostTestApps, envelope } from "./tenants.host.test-app.ts";

let t: Awaited<ReturnType<typeof createHostTestApps>>;
beforeAll(async () => {
  t = await createHostTestApps();
});
afterAll(async () => t?.close());

const tenantCount = async () => (await t.db.select({ n: count() }).from(tenants))[0]?.n ?? 0;

describe("host console access", () => {
  const calls: { name: EndpointName; body?: unknown; query?: Record<string, string> }[] = [
    { name: "Tenant.GetAll" },
    { name: "Tenant.Get", query: { id: "3" } },
    { name: "Tenant.CreateStorefront", body: brandInput({ tenancyName: "nobody", hostNames: [] }) },
    { name: "Tenant.UpdateBrand", body: { ...brandInput({ hostNames: [] }), tenancyName: undefined, id: 3 } },
    { name: "Tenant.Deactivate", body: { id: 3 } },
    { name: "Tenant.Activate", body: { id: 3 } },
  ];

  it("answers 401 to nobody signed in and 403 to a customer or a tenant admin, changing nothing", async () => {
    const before = await tenantCount();
    for (const c of calls) {
      expect((await t.call(c.name, { ...c })).statusCode, c.name).toBe(401);
      expect((await t.call(c.name, { ...c, auth: t.tokens.customer })).statusCode, c.name).toBe(403);
      const refused = await t.call(c.name, { ...c, auth: t.tokens.tenantAdmin });
      expect(refused.statusCode, c.name).toBe(403);
      expect(envelope(refused).error?.message).toMatch(/hostAdmin/);
    }
    expect(await tenantCount()).toBe(before);
    expect((await t.call("Tenant.Get", { auth: t.tokens.host, query: { id: "3" } })).statusCode).toBe(200);
  });
});

describe("Tenant/GetAll and Tenant/Get", () => {
  let partnerId: number;
  let sleepyId: number;
  beforeAll(async () => {
    const partner = await buildTenant(t.db, { tenancyName: "harbourjerk", name: "Harbour Jerk", kind: "partner" });
    partnerId = partner.id;
    await buildShop(t.db, { tenantId: partnerId, marketplaceTenantId: 3 });
    await buildShop(t.db, { tenantId: partnerId, marketplaceTenantId: 3 });
    sleepyId = (await buildTenant(t.db, { tenancyName: "sleepy", name: "Sleepy Market", isActive: false })).id;
  });

  const list = async (query: Record<string, string> = {}) => {
    const res = await t.call("Tenant.GetAll", { auth: t.tokens.host, query });
    expect(res.statusCode).toBe(200);
    return envelope(res).result as unknown as {
      totalCount: number;
      items: { id: number; tenancyName: string; isActive: boolean; shopCount: number; hostNames: string[] }[];
    };
  };

  it("lists every tenant, storefronts first then oldest first, with its kind, state, shop count and host names", async () => {
    await buildTenant(t.db, { tenancyName: "latemarket", name: "Late Market", kind: "marketplace" });
    const page = await list();
    const kinds = page.items.map((i) => (i as unknown as { kind: string }).kind);
    expect(kinds.lastIndexOf("marketplace")).toBeLessThan(kinds.indexOf("partner"));
    expect(page.totalCount).toBe(page.items.length);
    expect(page.items[0]).toMatchObject({ id: 3, tenancyName: "dutchpot", kind: "marketplace", isActive: true });
    expect(page.items[0]?.hostNames).toEqual(["dutchpot.localhost"]);
    expect(page.items[0]?.shopCount).toBe(2); // listed on the marketplace
    expect(page.items.find((i) => i.id === partnerId)).toMatchObject({ kind: "partner", shopCount: 2 }); // owned
  });

  it("filters by keyword (name, tenancy name or host name), active state and kind, and pages", async () => {
    expect((await list({ Keyword: "HARBOUR" })).items.map((i) => i.id)).toEqual([partnerId]);
    expect((await list({ Keyword: "dutchpot.local" })).items.map((i) => i.id)).toEqual([3]);
    expect((await list({ Keyword: "%" })).items).toEqual([]); // matched literally
    expect((await list({ IsActive: "false" })).items.map((i) => i.id)).toEqual([sleepyId]);
    const partners = await list({ Kind: "partner" });
    expect(partners.items.every((i) => i.id !== 3)).toBe(true);
    const second = await list({ SkipCount: "1", MaxResultCount: "1" });
    expect(second.items).toHaveLength(1);
    expect(second.totalCount).toBeGreaterThanOrEqual(3);
  });

  it("refuses a bad filter with 400", async () => {
    const bad: Record<string, string>[] = [{ Kind: "host" }, { IsActive: "maybe" }, { MaxResultCount: "0" }];
    for (const query of bad) {
      expect((await t.call("Tenant.GetAll", { auth: t.tokens.host, query })).statusCode).toBe(400);
    }
  });

  it("gets one tenant with its brand, 404 for an unknown id", async () => {
    const res = await t.call("Tenant.Get", { auth: t.tokens.host, query: { id: "3" } });
    expect(envelope(res).result).toMatchObject({ id: 3, tagline: "Jamaican flavour", metaTitle: "Dutchpot" });
    expect((await t.call("Tenant.Get", { auth: t.tokens.host, query: { id: "987654" } })).statusCode).toBe(404);
  });
});

describe("Tenant/CreateStorefront", () => {
  it("creates a marketplace tenant with its brand, served at once on its host name by every instance", async () => {
    expect((await t.pageConfig("islandeats.localhost")).tenantId).toBe(3); // B caches the miss
    const arrived = await t.nextTenantEventOnB();
    const res = await t.call("Tenant.CreateStorefront", { auth: t.tokens.host, body: brandInput() });
    expect(res.statusCode).toBe(200);
    const created = envelope(res).result as unknown as { id: number };
    expect(created).toMatchObject({
      tenancyName: "islandeats",
      kind: "marketplace",
      isActive: true,
      shopCount: 0,
      primaryColor: "#1d6fa5",
      hostNames: ["islandeats.localhost"],
    });
    await arrived();
    expect(await t.pageConfig("IslandEats.localhost")).toMatchObject({
      tenantId: created.id,
      brandName: "Island Eats",
      tagline: "Fresh from the islands",
      // With its content version: cached for a year (plugins/media.ts).
      logoUrl: expect.stringMatching(/^\/media\/brand\/islandgrocer\/logo\.svg\?v=[0-9a-f]{16}$/),
      primaryColor: "#1d6fa5",
      metaTitle: "Island Eats | Toronto",
    });
  });

  it("answers 409 for a host name or tenancy name already taken, creating nothing", async () => {
    const before = await tenantCount();
    const host = await t.call("Tenant.CreateStorefront", {
      auth: t.tokens.host,
      body: brandInput({ tenancyName: "copycat", hostNames: ["new.localhost", "DUTCHPOT.localhost"] }),
    });
    expect(host.statusCode).toBe(409);
    expect(envelope(host).error?.message).toBe("The host name dutchpot.localhost already serves another storefront.");
    const name = await t.call("Tenant.CreateStorefront", {
      auth: t.tokens.host,
      body: brandInput({ tenancyName: "IslandEats", hostNames: [] }),
    });
    expect(name.statusCode).toBe(409);
    expect(await tenantCount()).toBe(before);
  });

  it("answers 409, not 500, when a registration takes the tenancy name while the storefront is created", async () => {
    // A Tenant/Register of the same name has inserted its tenant and not committed yet.
    let inserted!: () => void;
    const insertedFirst = new Promise<void>((resolve) => {
      inserted = resolve;
    });
    const registration = withTransaction(t.db, async (tx) => {
      await tx.insert(tenants).values({ tenancyName: "RaceName", name: "Race Partner", kind: "partner" });
      inserted();
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await insertedFirst;
    const res = await t.call("Tenant.CreateStorefront", {
      auth: t.tokens.host,
      body: brandInput({ tenancyName: "racename", hostNames: [] }),
    });
    await registration;
    expect(res.statusCode, res.body).toBe(409);
    expect(envelope(res).error?.message).toBe(hostTexts.tenancyNameTaken("racename"));
  });

  it("answers 400 for a bad colour, host name, tenancy name, image address or blank name, creating nothing", async () => {
    const before = await tenantCount();
    const bad = [
      { primaryColor: "blue" },
      { primaryColor: "#12345" },
      { hostNames: ["https://shop.example.com"] },
      { hostNames: ["shop.example.com:3000"] },
      { hostNames: ["-bad-.example"] },
      { tenancyName: "two words" },
      { logoUrl: "javascript:alert(1)" },
      // A backslash or a second slash makes a "path on this site" another site's address.
      { logoUrl: "/\\evil.example/x.png" },
      { logoUrl: "//evil.example/x.png" },
      { headerImageUrl: "/\\evil.example/header.png" },
      { headerImageUrl: "/brand/../../etc/passwd" },
      { logoUrl: "/media/../admin.png" },
      { logoUrl: "https://evil.example\\@cdn.example/x.png" },
      { name: "   " },
    ];
    for (const overrides of bad) {
      const res = await t.call("Tenant.CreateStorefront", {
        auth: t.tokens.host,
        body: brandInput({ tenancyName: "badone", hostNames: [], ...overrides }),
      });
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
    }
    expect(await tenantCount()).toBe(before);
  });
});

describe("Tenant/UpdateBrand", () => {
  it("changes the brand through instance A; the page through instance B shows it at once", async () => {
    const id = (await buildTenant(t.db, { tenancyName: "coastal", name: "Coastal", kind: "marketplace" })).id;
    await t.call("Tenant.UpdateBrand", {
      auth: t.tokens.host,
      body: { ...brandInput({ hostNames: ["coastal.localhost"] }), tenancyName: undefined, id },
    });
    expect((await t.pageConfig("coastal.localhost")).tagline).toBe("Fresh from the islands"); // B caches it

    const arrived = await t.nextTenantEventOnB();
    const body = {
      ...brandInput({ hostNames: ["coastal.example.test"] }),
      tenancyName: undefined,
      id,
      name: "Coastal Market",
      tagline: "Groceries by the sea",
      primaryColor: "#0b6e4f",
    };
    const res = await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).result).toMatchObject({ name: "Coastal Market", tenancyName: "coastal" });
    await arrived();
    expect(await t.pageConfig("coastal.example.test")).toMatchObject({
      tenantId: id,
      brandName: "Coastal Market",
      tagline: "Groceries by the sea",
      primaryColor: "#0b6e4f",
    });
    // The host name it gave up serves the default storefront again.
    expect((await t.pageConfig("coastal.localhost")).tenantId).toBe(3);
  });

  it("saves the footer's social links (https only, empty ones dropped), shows them in the page config and the brand", async () => {
    const id = (await buildTenant(t.db, { tenancyName: "sociable", name: "Sociable", kind: "marketplace" })).id;
    const body = {
      ...brandInput({ hostNames: ["sociable.localhost"] }),
      tenancyName: undefined,
      id,
      socialLinks: { instagram: "https://www.instagram.com/sociable", x: "", youtube: null },
    };
    const saved = await t.nextTenantEventOnB();
    const res = await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body });
    expect(res.statusCode).toBe(200);
    expect(envelope(res).result).toMatchObject({ socialLinks: { instagram: "https://www.instagram.com/sociable" } });
    await saved();
    const got = await t.call("Tenant.Get", { auth: t.tokens.host, query: { id: String(id) } });
    expect((envelope(got).result as { socialLinks: unknown }).socialLinks).toEqual({
      instagram: "https://www.instagram.com/sociable",
    });
    expect((await t.pageConfig("sociable.localhost")).socialLinks).toEqual({
      instagram: "https://www.instagram.com/sociable",
    });

    // Unset: none (the footer shows no icons); an update without them clears them.
    const cleared = { ...body, socialLinks: undefined };
    const arrived = await t.nextTenantEventOnB(); // B drops its cached page on the change
    expect(envelope(await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body: cleared })).result).toMatchObject({
      socialLinks: {},
    });
    await arrived();
    expect((await t.pageConfig("sociable.localhost")).socialLinks ?? {}).toEqual({});
  });

  it("answers 400 naming the field for a social link that is not https, or an unknown network", async () => {
    const id = (await buildTenant(t.db, { tenancyName: "unsociable", name: "Unsociable", kind: "marketplace" })).id;
    const bad = [
      { facebook: "http://www.facebook.com/unsociable" },
      { instagram: "javascript:alert(1)" },
      { x: "//x.com/unsociable" },
      { tiktok: "https://evil.example\\@tiktok.com/x" },
      { youtube: "https://youtube.com/has space" },
      { myspace: "https://myspace.com/unsociable" },
    ];
    for (const socialLinks of bad) {
      const body = { ...brandInput({ hostNames: [] }), tenancyName: undefined, id, socialLinks };
      const res = await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body });
      expect(res.statusCode, JSON.stringify(socialLinks)).toBe(400);
      expect(JSON.stringify(res.json()), JSON.stringify(socialLinks)).toMatch(/socialLinks/);
    }
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    expect(row?.settings.socialLinks).toBeUndefined();
  });

  it("keeps the settings a brand does not own (fees)", async () => {
    const id = (
      await buildTenant(t.db, { kind: "marketplace", settings: { fees: { serviceFeeBps: 900 }, tagline: "Old" } })
    ).id;
    await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body: { ...brandInput({ hostNames: [] }), id } });
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, id));
    expect(row?.settings).toMatchObject({ fees: { serviceFeeBps: 900 }, tagline: "Fresh from the islands" });
  });

  it("answers 409 for another storefront's host name, 404 for an unknown tenant, 400 for a partner", async () => {
    const partner = (await buildTenant(t.db, { kind: "partner", name: "Partner" })).id;
    const base = { ...brandInput({ hostNames: [] }), tenancyName: undefined };
    const taken = await t.call("Tenant.UpdateBrand", {
      auth: t.tokens.host,
      body: { ...base, id: 3, hostNames: ["islandeats.localhost"] },
    });
    expect(taken.statusCode).toBe(409);
    const [dutchpot] = await t.db.select().from(tenants).where(eq(tenants.id, 3));
    expect(dutchpot?.settings.hostNames).toEqual(["dutchpot.localhost"]);
    expect(
      (await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body: { ...base, id: 987_654 } })).statusCode,
    ).toBe(404);
    expect(
      (await t.call("Tenant.UpdateBrand", { auth: t.tokens.host, body: { ...base, id: partner } })).statusCode,
    ).toBe(400);
  });
});
