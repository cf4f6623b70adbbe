import { identityPaths, partnerTexts, tenantAvailability } from "@dutchpot/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { tenants, userRoles, users } from "../../db/schema/index.ts";
import { createTenantsService } from "../tenants/tenants.service.ts";
import { createPartnersApp, type PartnersApp, password, paths } from "./partners.test-app.ts";

let t: PartnersApp;
beforeAll(async () => {
  t = await createPartnersApp();
});
afterAll(async () => t?.close());

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());
/** A registered partner: its tenant, Business ID and admin email. */
const registerPartner = async () => {
  const input = t.form();
  const res = await t.register(input);
  if (res.statusCode !== 200) throw new Error(res.body);
  return { ...res.json().result, email: input.adminEmailAddress } as {
    tenantId: number;
    tenancyName: string;
    shopId: number;
    email: string;
  };
};
const available = (tenancyName: string) => t.call("POST", paths.isTenantAvailable, { body: { tenancyName } });

describe("TokenAuth/Authenticate with tenancyName (console sign-in)", () => {
  it("signs in within the named tenant only; without the field the storefront's accounts are searched", async () => {
    const partner = await registerPartner();
    const inTenant = await t.signInAs(partner.email, partner.tenancyName);
    expect(inTenant.statusCode).toBe(200);
    expect(claimsOf(inTenant.json().result.accessToken)).toMatchObject({ tenantId: partner.tenantId });
    // A customer of the storefront with the same email is another account: each scope finds its own.
    const { profile } = await t.registerCustomer({ emailAddress: partner.email, userName: partner.email });
    const onStorefront = await t.signInAs(partner.email);
    expect(onStorefront.statusCode).toBe(200);
    expect(onStorefront.json().result.userId).toBe(profile.id);
    // The customer's account is not found inside the partner tenant, and vice versa.
    const other = await registerPartner();
    expect((await t.signInAs(partner.email, other.tenancyName)).statusCode).toBe(400);
  });

  it("answers an unknown Business ID and an inactive tenant with ABP's texts (400)", async () => {
    const unknown = await t.signInAs("someone@example.com", "NoSuchBusiness");
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().error).toMatchObject({
      message: "Login failed!",
      details: partnerTexts.noTenant("NoSuchBusiness"),
    });
    const partner = await registerPartner();
    await createTenantsService(t.app.db).deactivate(partner.tenantId);
    const inactive = await t.signInAs(partner.email, partner.tenancyName);
    expect(inactive.statusCode).toBe(400);
    expect(inactive.json().error).toMatchObject({ details: partnerTexts.tenantInactive(partner.tenancyName) });
  });

  it("signs host users in with tenancyName null, and nobody else", async () => {
    const host = await t.signInAs(t.hostEmail, null);
    expect(host.statusCode).toBe(200);
    expect(claimsOf(host.json().result.accessToken)).toMatchObject({ tenantId: null, roles: ["hostAdmin"] });
    const partner = await registerPartner();
    const adminAsHost = await t.signInAs(partner.email, null);
    expect(adminAsHost.statusCode).toBe(400);
    expect(adminAsHost.json().error.message).toBe("Login failed!");
  });

  it("signs host users in only with tenancyName null: never through a storefront, a partner's id or a name", async () => {
    const partner = await registerPartner();
    for (const tenant of [3, 7, partner.tenantId]) {
      const res = await t.signInAs(t.hostEmail, undefined, { tenant });
      expect(res.statusCode, `storefront ${tenant}`).toBe(400);
      expect(res.json().error.message).toBe("Login failed!");
    }
    expect((await t.signInAs(t.hostEmail, partner.tenancyName)).statusCode).toBe(400);
    expect((await t.signInAs(t.hostEmail, null)).statusCode).toBe(200);
  });

  it("gives a host account one throttle budget: once it is spent, no storefront id opens another", async () => {
    const partner = await registerPartner();
    const ip = "10.77.0.9";
    const attempt = (pass: string, extra: { tenant?: number; tenancyName?: string | null }) =>
      t.call("POST", paths.authenticate, {
        ip,
        ...(extra.tenant === undefined ? {} : { tenant: extra.tenant }),
        body: {
          userNameOrEmailAddress: t.hostEmail,
          password: pass,
          ...(extra.tenancyName === undefined ? {} : { tenancyName: extra.tenancyName }),
        },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await attempt("wrong password", { tenancyName: null })).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    // The right password through two storefronts and a partner's id: no fresh budget signs the host in.
    for (const tenant of [3, 7, partner.tenantId]) {
      expect((await attempt(password, { tenant })).statusCode, `storefront ${tenant}`).not.toBe(200);
      expect((await attempt(password, { tenant, tenancyName: null })).statusCode).toBe(429);
    }
  });

  it("throttles failures per tenant: a blocked console sign-in leaves the storefront's account alone", async () => {
    const partner = await registerPartner();
    await t.registerCustomer({ emailAddress: partner.email, userName: partner.email });
    const ip = "10.77.0.1";
    const wrong = () =>
      t.call("POST", paths.authenticate, {
        ip,
        body: { userNameOrEmailAddress: partner.email, password: "wrong password", tenancyName: partner.tenancyName },
      });
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await wrong()).statusCode);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
    expect((await t.signInAs(partner.email, partner.tenancyName, { ip })).statusCode).toBe(429);
    expect((await t.signInAs(partner.email, undefined, { ip })).statusCode).toBe(200);
  });

  it("refuses a malformed tenancyName (400)", async () => {
    const res = await t.call("POST", paths.authenticate, {
      body: { userNameOrEmailAddress: "a@b.ca", password, tenancyName: 42 },
    });
    expect(res.statusCode).toBe(400);
  });
});

describe("Account/IsTenantAvailable", () => {
  it("answers 1 with the id for an active tenant (any case, spaces removed), 2 inactive, 3 unknown", async () => {
    const partner = await registerPartner();
    expect((await available(` ${partner.tenancyName.toUpperCase()} `)).json().result).toEqual({
      state: tenantAvailability.available,
      tenantId: partner.tenantId,
    });
    await createTenantsService(t.app.db).deactivate(partner.tenantId);
    expect((await available(partner.tenancyName)).json().result).toEqual({ state: 2, tenantId: null });
    expect((await available("NobodyHere")).json().result).toEqual({ state: 3, tenantId: null });
    expect((await available("")).statusCode).toBe(400);
  });
});

describe("Tenant/Create (host admins only)", () => {
  const body = (n: string) => ({
    tenancyName: `HostMade${n}`,
    name: `Host Made ${n}`,
    adminEmailAddress: `admin${n}@hostmade.ca`,
    connectionString: "Server=elsewhere;Database=ignored",
    isActive: true,
  });
  const create = (payload: unknown, token?: string) => t.call("POST", paths.create, { body: payload, token });

  it("is 401 signed out, 403 for a customer and for a tenant admin", async () => {
    expect((await create(body("a"))).statusCode).toBe(401);
    const { profile, input } = await t.registerCustomer();
    const customer = await t.signIn(profile.emailAddress, input.password);
    expect((await create(body("a"), customer)).statusCode).toBe(403);
    const partner = await registerPartner();
    const admin = (await t.signInAs(partner.email, partner.tenancyName)).json().result.accessToken;
    expect((await create(body("a"), admin)).statusCode).toBe(403);
    expect(await t.app.db.select().from(tenants).where(eq(tenants.tenancyName, "HostMadea"))).toEqual([]);
  });

  it("creates the tenant and its admin, who sets a password with the emailed code and signs in", async () => {
    const host = await t.hostToken();
    const res = await create(body("b"), host);
    expect(res.statusCode).toBe(200);
    const dto = res.json().result;
    expect(dto).toEqual({ id: expect.any(Number), tenancyName: "HostMadeb", name: "Host Made b", isActive: true });
    const [admin] = await t.app.db
      .select({ userName: users.userName, role: userRoles.role })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .where(eq(users.tenantId, dto.id));
    expect(admin).toEqual({ userName: "admin", role: "tenantAdmin" });
    // No default password: the emailed code sets one (within the tenant, named by its id).
    expect((await t.signInAs("adminb@hostmade.ca", "HostMadeb")).statusCode).toBe(400);
    const code = await t.latestCode("adminb@hostmade.ca");
    const reset = await t.call("POST", identityPaths.resetPassword, {
      tenant: dto.id,
      body: { emailAddress: "adminb@hostmade.ca", code, newPassword: password },
    });
    expect(reset.statusCode).toBe(200);
    const signedIn = await t.signInAs("admin", "HostMadeb");
    expect(signedIn.statusCode).toBe(200);
    expect(claimsOf(signedIn.json().result.accessToken)).toMatchObject({ tenantId: dto.id, roles: ["tenantAdmin"] });
  });

  it("answers 409 for a taken name or admin email, 400 for an invalid one", async () => {
    const host = await t.hostToken();
    expect((await create(body("c"), host)).statusCode).toBe(200);
    const again = await create({ ...body("c"), adminEmailAddress: "other@hostmade.ca" }, host);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(partnerTexts.tenancyNameTaken("HostMadec"));
    expect((await create({ ...body("d"), adminEmailAddress: "adminc@hostmade.ca" }, host)).statusCode).toBe(409);
    expect((await create({ ...body("e"), tenancyName: "1abc" }, host)).statusCode).toBe(400);
  });

  it("creates an inactive tenant when asked: it is not available for sign-in", async () => {
    const host = await t.hostToken();
    const res = await create({ ...body("f"), isActive: false }, host);
    expect(res.json().result.isActive).toBe(false);
    expect((await available("HostMadef")).json().result.state).toBe(2);
  });
});
