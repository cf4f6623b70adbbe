import { partnerLimits, type RegisterTenantInput } from "@dutchpot/contract";
import { and, eq } from "drizzle-orm";
import { type CallOptions, createIdentityApp, password } from "../../../test/support/identity.ts";
import { countries, stateProvinces, userRoles, users } from "../../db/schema/index.ts";
import { seedReferenceData } from "../../db/seed/index.ts";
import { hashPassword } from "../../lib/passwords.ts";

export { otherStorefront, password, storefront } from "../../../test/support/identity.ts";

export const paths = {
  register: "/api/services/app/Tenant/Register",
  create: "/api/services/app/Tenant/Create",
  isTenantAvailable: "/api/services/app/Account/IsTenantAvailable",
  authenticate: "/api/TokenAuth/Authenticate",
  riderCreate: "/api/services/app/RiderApplication/Create",
  riderGetAll: "/api/services/app/RiderApplication/GetAll",
  riderReview: "/api/services/app/RiderApplication/Review",
  nearMe: "/api/services/app/Shop/NearMe",
} as const;

/**
 * The identity test app (storefronts 3 and 7) with reference data (countries, provinces, shop
 * types), a host admin, and helpers for partner registration: each registration comes from its own
 * address, so the per-address limit never mixes tests.
 */
export async function createPartnersApp() {
  const t = await createIdentityApp();
  await seedReferenceData(t.app.db);
  const [ontario] = await t.app.db
    .select({ countryId: countries.id, stateProvinceId: stateProvinces.id })
    .from(stateProvinces)
    .innerJoin(countries, eq(countries.id, stateProvinces.countryId))
    .where(and(eq(countries.code, "CA"), eq(stateProvinces.code, "ON")));
  const [california] = await t.app.db
    .select({ stateProvinceId: stateProvinces.id })
    .from(stateProvinces)
    .innerJoin(countries, eq(countries.id, stateProvinces.countryId))
    .where(and(eq(countries.code, "US"), eq(stateProvinces.code, "CA")));
  if (!ontario || !california) throw new Error("reference data missing");

  const hostEmail = "host@example.com";
  const [host] = await t.app.db
    .insert(users)
    .values({
      tenantId: null,
      userName: "host",
      emailAddress: hostEmail,
      name: "Host",
      passwordHash: await hashPassword(password),
    })
    .returning({ id: users.id });
  await t.app.db.insert(userRoles).values({ userId: host?.id as number, role: "hostAdmin" });

  let counter = 0;
  const nextIp = () => {
    counter++;
    return `10.9.${Math.floor(counter / 250)}.${counter % 250}`;
  };
  /** A complete registration form; `n` makes the name, email and phone unique. */
  const form = (overrides: Partial<RegisterTenantInput> = {}): RegisterTenantInput => {
    counter++;
    return {
      tenancyName: `CornerMart${counter}`,
      businessName: `Corner Mart ${counter}`,
      adminEmailAddress: `owner${counter}@cornermart.ca`,
      address: "Oakville",
      phoneNumber: `(416) 555-${String(1000 + counter).slice(-4)}`,
      countryId: ontario.countryId,
      stateProvinceId: ontario.stateProvinceId,
      password,
      shopKind: "convenience",
      ...overrides,
    };
  };
  const register = (body: unknown, options: CallOptions = {}) =>
    t.call("POST", paths.register, { ip: nextIp(), ...options, body });

  /** Signs in within a tenant (`tenancyName`), the host (`null`), or the storefront (absent). */
  const signInAs = (email: string, tenancyName?: string | null, options: CallOptions = {}) =>
    t.call("POST", paths.authenticate, {
      ip: nextIp(),
      ...options,
      body: {
        userNameOrEmailAddress: email,
        password,
        ...(tenancyName === undefined ? {} : { tenancyName }),
      },
    });

  const hostToken = async () => (await signInAs(hostEmail, null)).json().result.accessToken as string;

  return {
    ...t,
    /** Signs a customer up on the storefront (the identity app's `register`). */
    registerCustomer: t.register,
    ontario,
    californiaStateId: california.stateProvinceId,
    hostEmail,
    form,
    register,
    signInAs,
    hostToken,
    nextIp,
    limits: partnerLimits,
  };
}

export type PartnersApp = Awaited<ReturnType<typeof createPartnersApp>>;
