import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTenant } from "../../../test/factories.ts";
import { createIdentityApp, type IdentityApp } from "../../../test/support/identity.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { DEMO_PARTNER_SLUG, demoConsoleUsers, insertDemoConsoleUsers } from "./demo-console-users.ts";
import { DEMO_PASSWORD } from "./demo-marketplace.ts";

let t: IdentityApp;
let partnerTenantId: number;
beforeAll(async () => {
  t = await createIdentityApp();
  partnerTenantId = (await buildTenant(t.app.db, { tenancyName: DEMO_PARTNER_SLUG, name: "Oakwood Corner Mart" })).id;
  t.app.tenantDirectory.invalidate();
});
afterAll(async () => t?.close());

const signIn = (userNameOrEmailAddress: string, tenancyName: string | null) =>
  t.call("POST", "/api/TokenAuth/Authenticate", {
    body: { userNameOrEmailAddress, password: DEMO_PASSWORD, tenancyName },
  });
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split(".")[1] ?? "", "base64url").toString());

describe("demo console accounts", () => {
  it("seeds the host admin and the demo partner's owner once (a second run creates nothing)", async () => {
    const hash = await hashPassword(DEMO_PASSWORD);
    expect(await insertDemoConsoleUsers(t.app.db, hash)).toBe(2);
    expect(await insertDemoConsoleUsers(t.app.db, hash)).toBe(0);
  });

  it("signs the host admin in as a host user and the owner within the partner's Business ID", async () => {
    const host = await signIn(demoConsoleUsers.host.emailAddress, null);
    expect(host.statusCode).toBe(200);
    expect(claimsOf(host.json().result.accessToken)).toMatchObject({ tenantId: null, roles: ["hostAdmin"] });
    const owner = await signIn(demoConsoleUsers.partner.emailAddress, DEMO_PARTNER_SLUG);
    expect(owner.statusCode).toBe(200);
    expect(claimsOf(owner.json().result.accessToken)).toMatchObject({
      tenantId: partnerTenantId,
      roles: ["tenantAdmin"],
    });
  });
});
