import { partnerTexts } from "@dutchpot/contract";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { riderApplications } from "../../db/schema/index.ts";
import { createPartnersApp, otherStorefront, type PartnersApp, paths, storefront } from "./partners.test-app.ts";

let t: PartnersApp;
let host: string;
beforeAll(async () => {
  t = await createPartnersApp();
  host = await t.hostToken();
});
afterAll(async () => t?.close());

let n = 0;
const application = (overrides: Record<string, unknown> = {}) => {
  n++;
  return {
    firstName: "Sam",
    lastName: `Rider${n}`,
    emailAddress: `sam${n}@example.com`,
    phoneNumber: "(647) 555-0199",
    city: "Toronto",
    vehicle: "bicycle",
    ...overrides,
  };
};
const apply = (body: unknown, options: { tenant?: number; ip?: string } = {}) =>
  t.call("POST", paths.riderCreate, { ip: t.nextIp(), ...options, body });
const list = (query: string, token = host) => t.call("GET", `${paths.riderGetAll}?${query}`, { token });
const review = (body: unknown, token = host) => t.call("POST", paths.riderReview, { body, token });
const stored = async () => (await t.app.db.select({ n: count() }).from(riderApplications))[0]?.n ?? 0;

describe("RiderApplication", () => {
  it("stores an application for the storefront it came through (pending)", async () => {
    const res = await apply(application({ vehicle: "scooter" }), { tenant: otherStorefront });
    expect(res.statusCode).toBe(200);
    expect(res.json().result).toMatchObject({
      marketplaceTenantId: otherStorefront,
      marketplaceName: "Other Market",
      phoneNumber: "6475550199",
      vehicle: "scooter",
      status: "pending",
      reviewedAt: null,
    });
  });

  it.each([
    ["firstName", { firstName: "" }],
    ["lastName", { lastName: "\u200B" }],
    ["emailAddress", { emailAddress: "sam@" }],
    ["phoneNumber", { phoneNumber: "" }],
    ["phoneNumber", { phoneNumber: "64755501999" }],
    ["city", { city: "" }],
    ["vehicle", { vehicle: "horse" }],
  ])("refuses an invalid %s (400) and stores nothing", async (field, patch) => {
    const before = await stored();
    const res = await apply(application(patch));
    expect(res.statusCode).toBe(400);
    const members = res.json().error.validationErrors.flatMap((v: { members: string[] }) => v.members);
    expect(members).toContain(field);
    expect(await stored()).toBe(before);
  });

  it("limits applications per client address", async () => {
    const ip = "10.88.0.1";
    for (let i = 0; i < t.limits.riderApplicationsPerIp; i++)
      expect((await apply(application(), { ip })).statusCode).toBe(200);
    const res = await apply(application(), { ip });
    expect(res.statusCode).toBe(429);
  });

  it("lists applications to host admins only (401 signed out, 403 customer and tenant admin)", async () => {
    expect((await t.call("GET", paths.riderGetAll)).statusCode).toBe(401);
    const { profile, input } = await t.registerCustomer();
    const customer = await t.signIn(profile.emailAddress, input.password);
    expect((await list("", customer)).statusCode).toBe(403);
    const partner = t.form();
    await t.register(partner);
    const admin = (await t.signInAs(partner.adminEmailAddress, partner.tenancyName)).json().result.accessToken;
    expect((await list("", admin)).statusCode).toBe(403);
    expect((await review({ id: 1, approve: true }, admin)).statusCode).toBe(403);
    expect((await review({ id: 1, approve: true }, customer)).statusCode).toBe(403);
  });

  it("pages newest first, filters by status, and reviews a pending application once", async () => {
    const first = (await apply(application({ city: "Hamilton" }))).json().result;
    const second = (await apply(application({ city: "Guelph" }), { tenant: storefront })).json().result;
    const page = (await list("MaxResultCount=2")).json().result;
    expect(page.totalCount).toBeGreaterThanOrEqual(2);
    expect(page.items.map((a: { id: number }) => a.id)).toEqual([second.id, first.id]);

    const approved = await review({ id: first.id, approve: true });
    expect(approved.statusCode).toBe(200);
    expect(approved.json().result).toMatchObject({ id: first.id, status: "approved", reviewedAt: expect.any(String) });
    const rejected = await review({ id: second.id, approve: false });
    expect(rejected.json().result.status).toBe("rejected");

    const again = await review({ id: first.id, approve: false });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(partnerTexts.riderApplicationReviewed);
    expect((await review({ id: 987_654, approve: true })).statusCode).toBe(404);

    const approvedOnly = (await list("Status=approved&MaxResultCount=100")).json().result;
    expect(approvedOnly.items.every((a: { status: string }) => a.status === "approved")).toBe(true);
    expect(approvedOnly.items.map((a: { id: number }) => a.id)).toContain(first.id);
    expect((await list("Status=maybe")).statusCode).toBe(400);
  });
});
