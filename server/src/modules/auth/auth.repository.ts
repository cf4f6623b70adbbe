import { and, asc, eq, isNull, or, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { userRoles, users } from "../../db/schema/index.ts";

/** What sign-in and password rules need of an account. */
export interface CredentialRow {
  id: number;
  tenantId: number | null;
  emailAddress: string;
  phoneCountryCode: string | null;
  phoneNumber: string | null;
  passwordHash: string;
  tokenVersion: number;
  isActive: boolean;
}

const credentialColumns = {
  id: users.id,
  tenantId: users.tenantId,
  emailAddress: users.emailAddress,
  phoneCountryCode: users.phoneCountryCode,
  phoneNumber: users.phoneNumber,
  passwordHash: users.passwordHash,
  tokenVersion: users.tokenVersion,
  isActive: users.isActive,
};
const live = isNull(users.deletedAt);

/**
 * A live account of the storefront's tenant by user name or email, any letter case. Never a host
 * account: host users sign in with `tenancyName: null` only (`findInTenant`), so a host account has
 * one sign-in throttle budget, not one per storefront id (docs/partners.md "Console sign-in").
 */
export async function findByIdentifier(db: DbOrTx, tenantId: number, identifier: string) {
  const lower = identifier.toLowerCase();
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(
      and(
        live,
        eq(users.tenantId, tenantId),
        or(sql`lower(${users.emailAddress}) = ${lower}`, sql`lower(${users.userName}) = ${lower}`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row as CredentialRow | undefined;
}

/**
 * A live account of exactly this tenant (a console sign-in with a tenancy name), or of the host
 * when `tenantId` is null (tenant-less users), by user name or email, any letter case.
 */
export async function findInTenant(db: DbOrTx, tenantId: number | null, identifier: string) {
  const lower = identifier.toLowerCase();
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(
      and(
        live,
        tenantId === null ? isNull(users.tenantId) : eq(users.tenantId, tenantId),
        or(sql`lower(${users.emailAddress}) = ${lower}`, sql`lower(${users.userName}) = ${lower}`),
      ),
    )
    .orderBy(asc(users.id))
    .limit(1);
  return row as CredentialRow | undefined;
}

export async function findByEmail(db: DbOrTx, tenantId: number, email: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(live, eq(users.tenantId, tenantId), sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`))
    .limit(1);
  return row as CredentialRow | undefined;
}

/** The live account of the tenant whose (verified or not) phone this is. */
export async function findByPhone(db: DbOrTx, tenantId: number, countryCode: string, phoneNumber: string) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(
      and(
        live,
        eq(users.tenantId, tenantId),
        eq(users.phoneCountryCode, countryCode),
        eq(users.phoneNumber, phoneNumber),
      ),
    )
    .limit(1);
  return row as CredentialRow | undefined;
}

export async function findById(db: DbOrTx, id: number) {
  const [row] = await db
    .select(credentialColumns)
    .from(users)
    .where(and(live, eq(users.id, id)));
  return row as CredentialRow | undefined;
}

/** The account's role names, sorted (the same order in tokens and profiles). */
export async function rolesOf(db: DbOrTx, userId: number): Promise<string[]> {
  const rows = await db
    .select({ role: userRoles.role })
    .from(userRoles)
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(userRoles.role));
  return rows.map((r) => r.role);
}

/** Sets a new password hash and bumps the token version (every earlier token is revoked); returns the new version. */
export async function setPassword(db: DbOrTx, id: number, passwordHash: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1` })
    .where(eq(users.id, id))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}
