import {
  type AuthenticateInput,
  type AuthenticateResult,
  type ChangePasswordInput,
  identityLimits,
  identityTexts,
  partnerTexts,
  type ResetPasswordInput,
  type SendPasswordResetCodeInput,
} from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { BusinessRuleError, UnauthorizedError } from "../../lib/errors.ts";
import { hashPassword, verifyPassword } from "../../lib/passwords.ts";
import * as repo from "./auth.repository.ts";
import type { Identity } from "./identity.plugin.ts";

/** Who is asking: the storefront's tenant, client IP, brand name and guest id (if any). */
export interface Caller {
  tenantId: number;
  ip: string;
  brand: string;
  guestId: string | null;
}

/** The tenant look-up a console sign-in needs (the tenants module's registry). */
export interface AuthDeps {
  tenantByName(tenancyName: string): Promise<{ id: number; tenancyName: string; isActive: boolean } | undefined>;
}

/** Whose accounts a sign-in searches: the storefront's (and host users), exactly one tenant's, or the host's. */
type SignInScope = { kind: "storefront"; tenantId: number } | { kind: "exact"; tenantId: number | null };

const loginFailed = () => new BusinessRuleError(identityTexts.loginFailed, identityTexts.invalidCredentials);

/** A hash no password matches, verified for unknown accounts so both failures take the same time. */
let decoyHash: Promise<string> | undefined;
const decoy = () => {
  decoyHash ??= hashPassword("decoy password that nobody has").catch((err) => {
    decoyHash = undefined;
    throw err;
  });
  return decoyHash;
};

type ParsedReset = Omit<SendPasswordResetCodeInput, "countryCode"> & { countryCode?: string };

/** Where a reset code goes: the email, or the phone in E.164. */
function resetTarget(input: ParsedReset) {
  if (input.emailAddress) return { channel: "email" as const, target: input.emailAddress.toLowerCase() };
  return { channel: "sms" as const, target: `${input.countryCode ?? "+1"}${input.phoneNumber}` };
}

export function createAuthService(db: DbOrTx, identity: Identity, deps: AuthDeps) {
  // Made now, so the first unknown account's sign-in does not take two hashes' time.
  decoy().catch(() => undefined);
  const signInAs = async (user: repo.CredentialRow, caller: Caller, tokenVersion = user.tokenVersion) =>
    identity.signIn({ ...user, tokenVersion, roles: await repo.rolesOf(db, user.id) }, caller.guestId);

  /**
   * The console's tenant switch (docs/partners.md "Console sign-in"): no `tenancyName` = the
   * storefront's tenant, as the customer app signs in; a name = that tenant only (400 when there is
   * none or it is inactive, as ABP says); null = host users only.
   */
  const signInScope = async (tenancyName: string | null | undefined, caller: Caller): Promise<SignInScope> => {
    if (tenancyName === undefined) return { kind: "storefront", tenantId: caller.tenantId };
    if (tenancyName === null) return { kind: "exact", tenantId: null };
    const tenant = await deps.tenantByName(tenancyName);
    if (!tenant) throw new BusinessRuleError(identityTexts.loginFailed, partnerTexts.noTenant(tenancyName));
    if (!tenant.isActive)
      throw new BusinessRuleError(identityTexts.loginFailed, partnerTexts.tenantInactive(tenancyName));
    return { kind: "exact", tenantId: tenant.id };
  };

  return {
    /**
     * TokenAuth/Authenticate: the same answer, and the same work (a hash verified), for an unknown
     * account, an inactive one and a wrong password; each attempt is throttled before it is hashed.
     */
    async authenticate(input: AuthenticateInput, caller: Caller): Promise<AuthenticateResult> {
      const scope = await signInScope(input.tenancyName, caller);
      const accountKey = input.userNameOrEmailAddress.toLowerCase();
      let user: repo.CredentialRow | undefined;
      const ok = await identity.throttle.attempt(scope.tenantId, accountKey, caller.ip, async () => {
        user =
          scope.kind === "storefront"
            ? await repo.findByIdentifier(db, scope.tenantId, input.userNameOrEmailAddress)
            : await repo.findInTenant(db, scope.tenantId, input.userNameOrEmailAddress);
        const matches = await verifyPassword(input.password, user?.passwordHash ?? (await decoy()));
        return user !== undefined && matches && user.isActive;
      });
      if (!ok || !user) throw loginFailed();
      return signInAs(user, caller);
    },

    /** Account/SendPasswordResetCode: recorded and rate-limited alike whether or not the account exists. */
    async sendPasswordResetCode(input: ParsedReset, caller: Caller): Promise<null> {
      const { channel, target } = resetTarget(input);
      const user = input.emailAddress
        ? await repo.findByEmail(db, caller.tenantId, input.emailAddress)
        : await repo.findByPhone(db, caller.tenantId, input.countryCode ?? "+1", input.phoneNumber ?? "");
      const code = await identity.codes.issue({
        tenantId: caller.tenantId,
        userId: user?.id ?? null,
        purpose: "password-reset",
        channel,
        target,
        ip: caller.ip,
      });
      if (user) {
        const minutes = identityLimits.codeTtlSeconds / 60;
        await identity.messenger.send({
          channel,
          to: target,
          tenantId: caller.tenantId,
          subject: `${caller.brand} password reset code`,
          body: `${code} is your ${caller.brand} password reset code. It expires in ${minutes} minutes. If you did not ask for it, ignore this message.`,
        });
      }
      return null;
    },

    /** Account/ResetPassword: a valid code sets the password and signs every session out. */
    async resetPassword(input: ParsedReset & Pick<ResetPasswordInput, "code" | "newPassword">, caller: Caller) {
      const { target } = resetTarget(input);
      const { userId } = await identity.codes.verify({
        tenantId: caller.tenantId,
        purpose: "password-reset",
        target,
        code: input.code,
      });
      const user = await repo.findById(db, userId);
      if (!user) throw new BusinessRuleError(identityTexts.invalidCode, identityTexts.invalidCodeDetails);
      await repo.setPassword(db, user.id, await hashPassword(input.newPassword));
      await identity.throttle.forget(caller.tenantId, user.emailAddress.toLowerCase(), caller.ip);
      return true as const;
    },

    /** User/ChangePassword: needs the current password; returns a fresh sign-in (older tokens are revoked). */
    async changePassword(userId: number, input: ChangePasswordInput, caller: Caller): Promise<AuthenticateResult> {
      const user = await repo.findById(db, userId);
      if (!user) throw new UnauthorizedError();
      // Wrong current passwords count as failed sign-ins: a stolen token cannot guess its way to a takeover.
      const accountKey = user.emailAddress.toLowerCase();
      const ok = await identity.throttle.attempt(caller.tenantId, accountKey, caller.ip, () =>
        verifyPassword(input.currentPassword, user.passwordHash),
      );
      if (!ok) throw new BusinessRuleError(identityTexts.incorrectPassword);
      const version = await repo.setPassword(db, user.id, await hashPassword(input.newPassword));
      return signInAs(user, caller, version);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
