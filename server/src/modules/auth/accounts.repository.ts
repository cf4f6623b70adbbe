import { and, eq, inArray, isNotNull, isNull, ne, sql } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { oneTimeCodes, signInFailures, userRoles, users } from "../../db/schema/index.ts";

export type UserRow = typeof users.$inferSelect;
export type ProfilePatch = Partial<
  Pick<
    UserRow,
    | "name"
    | "surname"
    | "emailAddress"
    | "userName"
    | "address"
    | "city"
    | "postCode"
    | "countryId"
    | "stateProvinceId"
    | "pendingPhoneCountryCode"
    | "pendingPhoneNumber"
  >
>;

const live = isNull(users.deletedAt);

export async function findLiveUser(db: DbOrTx, id: number): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(live, eq(users.id, id)));
  return row;
}

export { rolesOf } from "./auth.repository.ts";

/** Whether another live account of the tenant uses this email. */
export async function emailTaken(db: DbOrTx, tenantId: number, email: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        live,
        eq(users.tenantId, tenantId),
        sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Whether another live account of the tenant has this phone. */
export async function phoneTaken(db: DbOrTx, tenantId: number, countryCode: string, phone: string, exceptId?: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        live,
        eq(users.tenantId, tenantId),
        eq(users.phoneCountryCode, countryCode),
        eq(users.phoneNumber, phone),
        exceptId === undefined ? undefined : ne(users.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertCustomer(db: DbOrTx, values: typeof users.$inferInsert): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  const id = row?.id as number;
  await db.insert(userRoles).values({ userId: id, role: "customer" });
  return id;
}

/** A new account with this role (a tenant admin, a host admin); returns its id. */
export async function insertWithRole(
  db: DbOrTx,
  values: typeof users.$inferInsert,
  role: (typeof userRoles.$inferInsert)["role"],
): Promise<number> {
  const [row] = await db.insert(users).values(values).returning({ id: users.id });
  const id = row?.id as number;
  await db.insert(userRoles).values({ userId: id, role });
  return id;
}

/**
 * Whether a live tenant admin of any tenant already uses this email (partner registration: one
 * business per admin email, whichever tenant it is in).
 */
export async function tenantAdminEmailTaken(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, and(eq(userRoles.userId, users.id), eq(userRoles.role, "tenantAdmin")))
    .where(and(live, isNotNull(users.tenantId), sql`lower(${users.emailAddress}) = ${email.toLowerCase()}`))
    .limit(1);
  return row !== undefined;
}

export async function updateUser(db: DbOrTx, id: number, patch: ProfilePatch) {
  if (Object.keys(patch).length === 0) return;
  await db.update(users).set(patch).where(eq(users.id, id));
}

/** The verified phone becomes this number; a pending change is cleared. */
export async function setConfirmedPhone(db: DbOrTx, id: number, countryCode: string, phone: string) {
  await db
    .update(users)
    .set({
      phoneCountryCode: countryCode,
      phoneNumber: phone,
      isPhoneConfirmed: true,
      pendingPhoneCountryCode: null,
      pendingPhoneNumber: null,
    })
    .where(eq(users.id, id));
}

/**
 * Irreversibly anonymises the account (it stays as a row so kept orders still point at it):
 * personal fields erased, password unusable, token version bumped, roles removed; the email and
 * phone are free again. Its one-time codes (by user or by recipient) and sign-in failures go too.
 */
export async function eraseAccount(
  tx: DbOrTx,
  user: Pick<UserRow, "id" | "tenantId" | "emailAddress">,
  recipients: string[],
  now: Date,
) {
  const placeholder = `deleted-user-${user.id}@deleted.invalid`;
  await tx
    .update(users)
    .set({
      userName: placeholder,
      emailAddress: placeholder,
      name: "Deleted",
      surname: "User",
      passwordHash: "!deleted",
      phoneCountryCode: null,
      phoneNumber: null,
      isPhoneConfirmed: false,
      pendingPhoneCountryCode: null,
      pendingPhoneNumber: null,
      address: null,
      city: null,
      postCode: null,
      countryId: null,
      stateProvinceId: null,
      isActive: false,
      deletedAt: now,
      tokenVersion: sql`${users.tokenVersion} + 1`,
    })
    .where(eq(users.id, user.id));
  await tx.delete(userRoles).where(eq(userRoles.userId, user.id));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, user.id));
  if (recipients.length > 0) await tx.delete(oneTimeCodes).where(inArray(oneTimeCodes.target, recipients));
  await tx.delete(signInFailures).where(eq(signInFailures.accountKey, user.emailAddress.toLowerCase()));
}

/** The live account of the tenant whose verified-or-not phone this is. */
export async function findLiveUserByPhone(db: DbOrTx, tenantId: number, countryCode: string, phone: string) {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(live, eq(users.tenantId, tenantId), eq(users.phoneCountryCode, countryCode), eq(users.phoneNumber, phone)),
    )
    .limit(1);
  return row;
}
