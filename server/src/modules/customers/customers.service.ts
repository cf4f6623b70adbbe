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
import { ConflictError, FieldValidationError, NotFoundError, UnauthorizedError } from "../../lib/errors.ts";
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

  return {
    profile: profileOf,

    /** Customers/Get?id: only the caller's own profile exists for them. */
    async get(userId: number, id: number) {
      if (id !== userId) throw new NotFoundError("Customer", id);
      return profileOf(userId);
    },

    /** Customers/Register: always a customer of the request's tenant, phone not yet verified. */
    async register(input: RegisterCustomerInput & { password: string }, caller: Caller): Promise<CustomerProfile> {
      const phone = splitPhoneNumber(input.phoneNumber);
      if (!phone) throw new FieldValidationError("phoneNumber", "The field PhoneNumber is not valid.");
      const email = input.emailAddress.trim();
      if (await accounts.emailTaken(caller.tenantId, email)) throw new ConflictError(identityTexts.emailTaken(email));
      await assertPhoneFree(caller.tenantId, phone.countryCode, phone.phoneNumber);
      const passwordHash = await hashPassword(input.password);
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
        conflictFrom(err, email, `${phone.countryCode} ${phone.phoneNumber}`);
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
        await assertPhoneFree(caller.tenantId, input.countryCode, input.phoneNumber, userId);
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
