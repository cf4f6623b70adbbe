import type { Db, DbOrTx } from "../../db/client.ts";
import * as repo from "./accounts.repository.ts";

export type { ProfilePatch, UserRow } from "./accounts.repository.ts";

/**
 * User accounts, for the other modules (docs/decisions/013-one-owner-per-table.md): the auth
 * (identity) module owns `users`, `user_roles`, `one_time_codes` and `sign_in_failures`; the
 * customers module signs up, edits and erases accounts through this service. Every call joins the
 * caller's transaction when given one.
 */
export function createAccountsService(db: Db) {
  return {
    findLive: (id: number, tx: DbOrTx = db) => repo.findLiveUser(tx, id),
    /** The live account of the tenant with this (verified or pending) phone. */
    findLiveByPhone: (tenantId: number, countryCode: string, phone: string, tx: DbOrTx = db) =>
      repo.findLiveUserByPhone(tx, tenantId, countryCode, phone),
    /** Role names, sorted. */
    rolesOf: (userId: number, tx: DbOrTx = db) => repo.rolesOf(tx, userId),
    emailTaken: (tenantId: number, email: string, exceptId?: number, tx: DbOrTx = db) =>
      repo.emailTaken(tx, tenantId, email, exceptId),
    phoneTaken: (tenantId: number, countryCode: string, phone: string, exceptId?: number, tx: DbOrTx = db) =>
      repo.phoneTaken(tx, tenantId, countryCode, phone, exceptId),
    /** A new account with the customer role; returns its id. */
    insertCustomer: (values: Parameters<typeof repo.insertCustomer>[1], tx: DbOrTx = db) =>
      repo.insertCustomer(tx, values),
    /** A new account with this role (tenant admin, host admin); returns its id. */
    insertWithRole: (
      values: Parameters<typeof repo.insertWithRole>[1],
      role: Parameters<typeof repo.insertWithRole>[2],
      tx: DbOrTx = db,
    ) => repo.insertWithRole(tx, values, role),
    /** Whether a live tenant admin (of any tenant) has this email. */
    tenantAdminEmailTaken: (email: string, tx: DbOrTx = db) => repo.tenantAdminEmailTaken(tx, email),
    update: (id: number, patch: repo.ProfilePatch, tx: DbOrTx = db) => repo.updateUser(tx, id, patch),
    setConfirmedPhone: (id: number, countryCode: string, phone: string, tx: DbOrTx = db) =>
      repo.setConfirmedPhone(tx, id, countryCode, phone),
    /** Anonymises the account for good (see `eraseAccount`); run it inside the deletion's transaction. */
    erase: (user: Parameters<typeof repo.eraseAccount>[1], recipients: string[], now: Date, tx: DbOrTx) =>
      repo.eraseAccount(tx, user, recipients, now),
  };
}

export type AccountsService = ReturnType<typeof createAccountsService>;
