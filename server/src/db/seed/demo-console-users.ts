import { sql } from "drizzle-orm";
import type { DbOrTx } from "../client.ts";
import { tenants, userRoles, users } from "../schema/index.ts";

/** The seeded partner whose owner signs in to the merchant console (Business ID = its slug). */
export const DEMO_PARTNER_SLUG = "oakwood-corner-mart";

/** The consoles' demo accounts (password DEMO_PASSWORD): README and docs/partners.md list them. */
export const demoConsoleUsers = {
  host: { emailAddress: "host@dutchpot.ca", userName: "host", name: "Dutchpot", surname: "Host" },
  partner: {
    emailAddress: `owner@${DEMO_PARTNER_SLUG}.ca`,
    userName: "admin",
    name: "Oakwood",
    surname: "Owner",
    tenancyName: DEMO_PARTNER_SLUG,
  },
} as const;

/**
 * The host admin (no tenant, role hostAdmin) and the tenant admin of the demo partner
 * (`oakwood-corner-mart`, role tenantAdmin). Idempotent: an account that exists is left as is; no
 * partner tenant of that name (a database seeded without it) means no partner admin. Returns how
 * many accounts it created.
 */
export async function insertDemoConsoleUsers(tx: DbOrTx, passwordHash: string): Promise<number> {
  let created = 0;
  const add = async (values: Omit<typeof users.$inferInsert, "passwordHash">, role: "hostAdmin" | "tenantAdmin") => {
    const [row] = await tx
      .insert(users)
      .values({ ...values, passwordHash })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return;
    await tx.insert(userRoles).values({ userId: row.id, role }).onConflictDoNothing();
    created++;
  };
  const { host, partner } = demoConsoleUsers;
  await add({ ...host, tenantId: null }, "hostAdmin");
  const [tenant] = await tx
    .select({ id: tenants.id })
    .from(tenants)
    .where(sql`lower(${tenants.tenancyName}) = ${partner.tenancyName}`);
  if (tenant) {
    const { tenancyName: _name, ...account } = partner;
    await add({ ...account, tenantId: tenant.id }, "tenantAdmin");
  }
  return created;
}
