import {
  type AuthenticateResult,
  type CustomerProfile,
  identityLimits,
  identityTexts,
  type RegisterCustomerInput,
  splitPhoneNumber,
} from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import {
  AppError,
  ConflictError,
  FieldValidationError,
  NotFoundError,
  TooManyRequestsError,
  UnauthorizedError,
} from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { AccountsService, ProfilePatch, UserRow } from "../auth/accounts.service.ts";
import type { Caller } from "../auth/auth.service.ts";
import type { Identity } from "../auth/identity.plugin.ts";
import type { CountriesService } from "../countries/countries.service.ts";

export interface UpdateProfile {
  name?: string;
  surname?: string;
  emailAddress?: string;
  address?: string;
  city?: string;
  postCode?: string;
  countryId?: number | null;
  stateProvinceId?: number | null;
  phoneNumber?: string;
  phoneCountryCode?: string;
}

const e164 = (countryCode: string, phone: string) => `${countryCode}${phone}`;
/** The unique index a PostgreSQL unique violation names, or null for any other error. */
function violatedIndex(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}
/** Two sign-ups or edits racing for the same email or phone: the unique index decides, and the loser gets a 409. */
function conflictFrom(err: unknown, email: string, phone: string): never {
  const index = violatedIndex(err);
  if (index === null) throw err;
  throw new ConflictError(index.includes("phone") ? identityTexts.phoneTaken(phone) : identityTexts.emailTaken(email));
}

/** Register's one answer for a taken email or phone: names neither, so it tells nobody which exists. */
const signUpRefused = () => new ConflictError(identityTexts.signUpRefused, identityTexts.signUpRefusedDetails);

export function toProfile(user: UserRow, roleNames: string[]): CustomerProfile {
  return {
    id: user.id,
    tenantId: user.tenantId,
    name: user.name,
    surname: user.surname,
    userName: user.userName,
    emailAddress: user.emailAddress,
    phoneCountryCode: user.phoneCountryCode,
    phoneNumber: user.phoneNumber,
    isPhoneConfirmed: user.isPhoneConfirmed,
    pendingPhoneCountryCode: user.pendingPhoneCountryCode,
    pendingPhoneNumber: user.pendingPhoneNumber,
    address: user.address,
    city: user.city,
    postCode: user.postCode,
    countryId: user.countryId,
    stateProvinceId: user.stateProvinceId,
    isActive: user.isActive,
    roleNames,
    creationTime: user.createdAt.toISOString(),
  };
}

/** Sign-up, phone verification and the signed-in customer's own profile. */
export function createCustomersService(
  db: Db,
  identity: Identity,
  {
    accounts,
    countries,
  }: { accounts: AccountsService; countries: Pick<CountriesService, "countryExists" | "stateProvinceCountry"> },
) {
  const profileOf = async (userId: number) => {
    const user = await accounts.findLive(userId);
    if (!user) throw new UnauthorizedError();
    return toProfile(user, await accounts.rolesOf(user.id));
  };

  const assertPhoneFree = async (tenantId: number, countryCode: string, phone: string, exceptId?: number) => {
    if (await accounts.phoneTaken(tenantId, countryCode, phone, exceptId)) {
      throw new ConflictError(identityTexts.phoneTaken(`${countryCode} ${phone}`));
    }
  };

  /**
   * Tells the owner of a taken email or phone that someone tried to sign up with it (at most a few
   * notices per address an hour; beyond that, and when a provider fails, nothing is sent and the
   * answer stays the same, so it never reveals which identifiers exist).
   */
  const notifyOwners = async (caller: Caller, email: string | null, phone: string | null) => {
    const now = identity.clock.now();
    const notices = [
      email && { channel: "email" as const, to: email.toLowerCase(), what: "email address" },
      phone && { channel: "sms" as const, to: phone, what: "mobile number" },
    ];
    for (const notice of notices) {
      if (!notice) continue;
      const ref = {
        scope: "sign-up-notice",
        key: identity.counters.key("sign-up-notice", notice.to),
        windowSeconds: identityLimits.sendWindowSeconds,
      };
      const allowed = await identity.counters.reserve(ref, { kind: "send", max: identityLimits.noticesPerTarget }, now);
      if (!allowed.allowed) continue;
      try {
        await identity.messenger.send({
          channel: notice.channel,
          to: notice.to,
          tenantId: caller.tenantId,
          subject: `${caller.brand}: someone tried to sign up with your ${notice.what}`,
          body: `Someone tried to create a new ${caller.brand} account with this ${notice.what}, which already has an account. If it was you, sign in, or reset your password if you forgot it. If not, you can ignore this message: your account is unchanged.`,
        });
      } catch (err) {
        // A provider outage is logged by the messenger; the answer must not differ from a new address's.
        if (!(err instanceof AppError && err.statusCode === 503)) throw err;
      }
    }
  };

  return {
    profile: profileOf,

    /** Customers/Get?id: only the caller's own profile exists for them. */
    async get(userId: number, id: number) {
      if (id !== userId) throw new NotFoundError("Customer", id);
      return profileOf(userId);
    },

    /**
     * Customers/Register: always a customer of the request's tenant, phone not yet verified.
     * Limited per client address. A taken email or phone gets one generic 409 naming neither, and
     * its owner is told by email or SMS; the password is hashed either way, so both answers take
     * the same work (issue 13 item 6, decision 025).
     */
    async register(input: RegisterCustomerInput & { password: string }, caller: Caller): Promise<CustomerProfile> {
      const phone = splitPhoneNumber(input.phoneNumber);
      if (!phone) throw new FieldValidationError("phoneNumber", "The field PhoneNumber is not valid.");
      const now = identity.clock.now();
      const byAddress = {
        scope: "sign-up-ip",
        key: identity.counters.key("sign-up-ip", caller.ip),
        windowSeconds: identityLimits.registerWindowSeconds,
      };
      const reserved = await identity.counters.reserve(
        byAddress,
        { kind: "send", max: identityLimits.registrationsPerIp },
        now,
      );
      if (!reserved.allowed) throw new TooManyRequestsError(reserved.retryAfterSeconds);
      const email = input.emailAddress.trim();
      const passwordHash = await hashPassword(input.password);
      const emailTaken = await accounts.emailTaken(caller.tenantId, email);
      const phoneTaken = await accounts.phoneTaken(caller.tenantId, phone.countryCode, phone.phoneNumber);
      if (emailTaken || phoneTaken) {
        await notifyOwners(
          caller,
          emailTaken ? email : null,
          phoneTaken ? e164(phone.countryCode, phone.phoneNumber) : null,
        );
        throw signUpRefused();
      }
      let id: number;
      try {
        id = await withTransaction(db, (tx) =>
          accounts.insertCustomer(
            {
              tenantId: caller.tenantId,
              userName: email,
              emailAddress: email,
              name: input.name.trim(),
              surname: input.surname.trim(),
              passwordHash,
              phoneCountryCode: phone.countryCode,
              phoneNumber: phone.phoneNumber,
              isPhoneConfirmed: false,
              createdAt: identity.clock.now(),
            },
            tx,
          ),
        );
      } catch (err) {
        // Lost a race for the email or phone: the same answer as a taken one.
        const index = violatedIndex(err);
        if (index === null) throw err;
        throw signUpRefused();
      }
      return profileOf(id);
    },

    /**
     * Customers/GeneratePhoneConfirmationCode. Signed in: a code for this number to become the
     * caller's phone (409 when another account has it). Anonymous: a code to the account of the
     * tenant with this phone, if any; the answer is the same either way.
     */
    async generatePhoneCode(
      input: { phoneNumber: string; countryCode: string },
      userId: number | null,
      caller: Caller,
    ): Promise<null> {
      let ownerId: number | null = null;
      if (userId !== null) {
        if (await accounts.phoneTaken(caller.tenantId, input.countryCode, input.phoneNumber, userId)) {
          // Probing which numbers have accounts costs a send, as a code would.
          await identity.codes.reserveSend(e164(input.countryCode, input.phoneNumber), caller.ip);
          throw new ConflictError(identityTexts.phoneTaken(`${input.countryCode} ${input.phoneNumber}`));
        }
        ownerId = userId;
      } else {
        const owner = await accounts.findLiveByPhone(caller.tenantId, input.countryCode, input.phoneNumber);
        ownerId = owner?.id ?? null;
      }
      const target = e164(input.countryCode, input.phoneNumber);
      const code = await identity.codes.issue({
        tenantId: caller.tenantId,
        userId: ownerId,
        purpose: "phone",
        channel: "sms",
        target,
        ip: caller.ip,
      });
      if (ownerId !== null) {
        await identity.messenger.send({
          channel: "sms",
          to: target,
          tenantId: caller.tenantId,
          body: `${code} is your ${caller.brand} verification code. It expires in ${identityLimits.codeTtlSeconds / 60} minutes.`,
        });
      }
      return null;
    },

    /** Customers/ConfirmPhoneNumber: the number becomes the account's verified phone, and the caller is signed in. */
    async confirmPhone(
      input: { confirmationCode: string; phoneNumber: string; countryCode?: string },
      userId: number | null,
      caller: Caller,
    ): Promise<AuthenticateResult> {
      const countryCode = input.countryCode ?? "+1";
      const verified = await identity.codes.verify({
        tenantId: caller.tenantId,
        purpose: "phone",
        target: e164(countryCode, input.phoneNumber),
        code: input.confirmationCode,
        userId: userId ?? undefined,
      });
      const user = await accounts.findLive(verified.userId);
      if (!user) throw new UnauthorizedError();
      await assertPhoneFree(caller.tenantId, countryCode, input.phoneNumber, user.id);
      await accounts.setConfirmedPhone(user.id, countryCode, input.phoneNumber);
      return identity.signIn({ ...user, roles: await accounts.rolesOf(user.id) }, caller.guestId);
    },

    /** Customers/UpdateProfile: fields apply at once, except a new phone, which waits for its code. */
    async updateProfile(userId: number, tenantId: number, input: UpdateProfile): Promise<CustomerProfile> {
      const user = await accounts.findLive(userId);
      if (!user) throw new UnauthorizedError();
      const patch: ProfilePatch = {};
      for (const key of ["name", "surname", "address", "city", "postCode"] as const) {
        if (input[key] !== undefined) patch[key] = input[key];
      }
      if (input.emailAddress !== undefined && input.emailAddress.toLowerCase() !== user.emailAddress.toLowerCase()) {
        if (await accounts.emailTaken(tenantId, input.emailAddress, user.id)) {
          throw new ConflictError(identityTexts.emailTaken(input.emailAddress));
        }
        patch.emailAddress = input.emailAddress;
        patch.userName = input.emailAddress;
      }
      const countryId = input.countryId === undefined ? user.countryId : input.countryId;
      if (input.countryId != null && !(await countries.countryExists(input.countryId))) {
        throw new FieldValidationError("countryId", "The field CountryId is not a known country.");
      }
      if (input.countryId !== undefined) patch.countryId = input.countryId;
      if (input.stateProvinceId !== undefined) patch.stateProvinceId = input.stateProvinceId;
      const stateId = patch.stateProvinceId === undefined ? user.stateProvinceId : patch.stateProvinceId;
      if (input.stateProvinceId != null || (input.countryId !== undefined && stateId != null)) {
        const stateCountry = stateId == null ? undefined : await countries.stateProvinceCountry(stateId);
        if (stateCountry === undefined || (countryId != null && stateCountry !== countryId)) {
          throw new FieldValidationError("stateProvinceId", "The field StateProvinceId is not a state of the country.");
        }
      }
      if (input.phoneNumber !== undefined) {
        const countryCode = input.phoneCountryCode ?? user.phoneCountryCode ?? "+1";
        const unchanged = countryCode === user.phoneCountryCode && input.phoneNumber === user.phoneNumber;
        if (unchanged) {
          patch.pendingPhoneCountryCode = null;
          patch.pendingPhoneNumber = null;
        } else {
          await assertPhoneFree(tenantId, countryCode, input.phoneNumber, user.id);
          patch.pendingPhoneCountryCode = countryCode;
          patch.pendingPhoneNumber = input.phoneNumber;
        }
      }
      try {
        await accounts.update(user.id, patch);
      } catch (err) {
        conflictFrom(err, input.emailAddress ?? user.emailAddress, "");
      }
      return profileOf(user.id);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
