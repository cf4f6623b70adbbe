import { randomBytes } from "node:crypto";
import {
  type CreateTenantInput,
  type IsTenantAvailableResult,
  identityLimits,
  partnerLimits,
  partnerTexts,
  type RegisterTenantParsed,
  type RegisterTenantResult,
  type TenantDto,
  tenancyNameOf,
  tenantAvailability,
} from "@dutchpot/contract";
import { sql } from "drizzle-orm";
import type { Db, DbOrTx } from "../../db/client.ts";
import { afterCommit, withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { AppError, BusinessRuleError, ConflictError, TooManyRequestsError } from "../../lib/errors.ts";
import { hashPassword } from "../../lib/passwords.ts";
import type { AccountsService } from "../auth/accounts.service.ts";
import type { Identity } from "../auth/identity.plugin.ts";
import type { CountriesService } from "../countries/countries.service.ts";
import type { ShopRegistration } from "../shops/shops.registration.ts";
import type { TenantInfo } from "../tenants/tenant-directory.ts";
import { type TenantRegistry, tenancyNameIndex } from "../tenants/tenants.registration.ts";
import { consoleUrlOf, onboardingEmail, passwordSetEmail } from "./onboarding-email.ts";
import { locateShop } from "./partner-geocoding.ts";
import type { GeocodingService, Log } from "./partners.types.ts";

export interface RegistrationDeps {
  tenants: TenantRegistry;
  accounts: AccountsService;
  countries: CountriesService;
  shops: ShopRegistration;
  geocoding: GeocodingService;
}

/** Who registers: the storefront they came through (its brand and host names) and their address. */
export interface RegistrationCaller {
  storefront: TenantInfo;
  ip: string;
}

/** A second lock key space for advisory locks on an admin email (first key: this constant). */
const ADMIN_EMAIL_LOCK = 15_015_001;

function violatedIndex(err: unknown): string | null {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return e.constraint ?? "";
  }
  return null;
}

/**
 * Partner tenants: self-registration (`Tenant/Register`), the host's `Tenant/Create`, and
 * `Account/IsTenantAvailable`. A registration is ONE transaction (tenant, admin, shop): any failure
 * leaves nothing behind; the onboarding email leaves after the commit.
 */
export function createRegistrationService(db: Db, identity: Identity, deps: RegistrationDeps, clock: Clock, log: Log) {
  const { tenants, accounts } = deps;

  /** Serialises registrations of one admin email, then refuses one a tenant admin already has (409). */
  const claimAdminEmail = async (tx: DbOrTx, email: string) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ADMIN_EMAIL_LOCK}, hashtext(${email.toLowerCase()}))`);
    if (await accounts.tenantAdminEmailTaken(email, tx)) throw new ConflictError(partnerTexts.adminEmailTaken(email));
  };

  /** The partner tenant; a name taken in any letter case (checked, or lost in a race) is a 409. */
  const insertTenant = async (tx: DbOrTx, values: { tenancyName: string; name: string; isActive: boolean }) => {
    if (await tenants.byTenancyName(values.tenancyName, tx)) {
      throw new ConflictError(partnerTexts.tenancyNameTaken(values.tenancyName));
    }
    try {
      return await tenants.insertPartner(values, tx);
    } catch (err) {
      if (violatedIndex(err) === tenancyNameIndex)
        throw new ConflictError(partnerTexts.tenancyNameTaken(values.tenancyName));
      throw err;
    }
  };

  const limitPerAddress = async (ip: string) => {
    const ref = {
      scope: "tenant-register-ip",
      key: identity.counters.key("tenant-register-ip", ip),
      windowSeconds: partnerLimits.windowSeconds,
    };
    const reserved = await identity.counters.reserve(
      ref,
      { kind: "send", max: partnerLimits.registrationsPerIp },
      clock.now(),
    );
    if (!reserved.allowed) throw new TooManyRequestsError(reserved.retryAfterSeconds);
  };

  /** Sends after the commit; an outage is logged: the business is registered and its admin can sign in. */
  const sendAfterCommit = (
    tx: DbOrTx,
    message: () => Promise<{ to: string; subject: string; body: string; tenantId: number }>,
  ) =>
    afterCommit(tx, async () => {
      try {
        await identity.messenger.send({ channel: "email", ...(await message()) });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        log.error({ err }, "partner email not sent");
      }
    });

  return {
    /**
     * Tenant/Register: the partner tenant, its admin (tenantAdmin, hashed password, phone) and its
     * shop (of `shopKind`, on the caller's storefront, geocoded, not live), in one transaction.
     */
    async register(input: RegisterTenantParsed, caller: RegistrationCaller): Promise<RegisterTenantResult> {
      await limitPerAddress(caller.ip);
      const email = input.adminEmailAddress;
      // Quick answers before the slow work; the transaction checks both again under its lock.
      if (await tenants.byTenancyName(input.tenancyName)) {
        throw new ConflictError(partnerTexts.tenancyNameTaken(input.tenancyName));
      }
      if (await accounts.tenantAdminEmailTaken(email)) throw new ConflictError(partnerTexts.adminEmailTaken(email));
      const place = await locateShop(deps.geocoding, input);
      const passwordHash = await hashPassword(input.password);

      return withTransaction(db, async (tx) => {
        await claimAdminEmail(tx, email);
        const tenant = await insertTenant(tx, {
          tenancyName: input.tenancyName,
          name: input.businessName,
          isActive: true,
        });
        // Checked inside the transaction (a failure here rolls the tenant back with everything else).
        const state = await deps.countries.stateProvince(input.stateProvinceId, tx);
        if (!state || state.countryId !== input.countryId) throw new BusinessRuleError(partnerTexts.stateNotInCountry);
        await accounts.insertWithRole(
          {
            tenantId: tenant.id,
            userName: "admin",
            emailAddress: email,
            name: "admin",
            surname: "admin",
            passwordHash,
            phoneCountryCode: "+1",
            phoneNumber: input.phoneNumber,
            countryId: input.countryId,
            stateProvinceId: input.stateProvinceId,
            address: input.address,
            city: place.city,
            postCode: place.postalCode,
            createdAt: clock.now(),
          },
          "tenantAdmin",
          tx,
        );
        const shop = await deps.shops.insertPartnerShop(
          {
            tenantId: tenant.id,
            marketplaceTenantId: caller.storefront.id,
            kind: input.shopKind,
            name: input.businessName,
            slug: input.tenancyName.toLowerCase().replace(/[^a-z0-9-]+/g, "-"),
            address: place.address ?? input.address,
            city: place.city ?? "",
            postCode: place.postalCode ?? "",
            province: state.code,
            latitude: place.latitude,
            longitude: place.longitude,
          },
          tx,
        );
        await sendAfterCommit(tx, async () => ({
          to: email,
          tenantId: tenant.id,
          ...onboardingEmail({
            brand: caller.storefront.name,
            businessName: input.businessName,
            tenancyName: tenant.tenancyName,
            consoleUrl: consoleUrlOf(caller.storefront.settings.hostNames),
          }),
        }));
        return { tenantId: tenant.id, tenancyName: tenant.tenancyName, shopId: shop.id };
      });
    },

    /**
     * Tenant/Create (host admins): a partner tenant and its admin `admin` with an unusable password;
     * the admin receives a password-set code by email (the reset-code flow), never a default password.
     * `connectionString` is not read: every tenant lives in the one database.
     */
    async create(input: Omit<CreateTenantInput, "connectionString">, caller: RegistrationCaller): Promise<TenantDto> {
      const tenancyName = tenancyNameOf(input.tenancyName);
      const email = input.adminEmailAddress;
      const unusable = await hashPassword(randomBytes(32).toString("base64url"));
      return withTransaction(db, async (tx) => {
        await claimAdminEmail(tx, email);
        const tenant = await insertTenant(tx, { tenancyName, name: input.name, isActive: input.isActive ?? true });
        const userId = await accounts.insertWithRole(
          {
            tenantId: tenant.id,
            userName: "admin",
            emailAddress: email,
            name: "admin",
            surname: "admin",
            passwordHash: unusable,
            createdAt: clock.now(),
          },
          "tenantAdmin",
          tx,
        );
        await sendAfterCommit(tx, async () => {
          const code = await identity.codes.issue({
            tenantId: tenant.id,
            userId,
            purpose: "password-reset",
            channel: "email",
            target: email.toLowerCase(),
            ip: caller.ip,
          });
          return {
            to: email.toLowerCase(),
            tenantId: tenant.id,
            ...passwordSetEmail({
              brand: caller.storefront.name,
              name: tenant.name,
              tenancyName: tenant.tenancyName,
              tenantId: tenant.id,
              code,
              minutes: identityLimits.codeTtlSeconds / 60,
              consoleUrl: consoleUrlOf(caller.storefront.settings.hostNames),
            }),
          };
        });
        return { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name, isActive: tenant.isActive };
      });
    },

    /** Account/IsTenantAvailable: 1 available, 2 inactive, 3 not found (ABP's states). */
    async isTenantAvailable(tenancyName: string): Promise<IsTenantAvailableResult> {
      const tenant = await tenants.byTenancyName(tenancyNameOf(tenancyName));
      if (!tenant) return { state: tenantAvailability.notFound, tenantId: null };
      if (!tenant.isActive) return { state: tenantAvailability.inactive, tenantId: null };
      return { state: tenantAvailability.available, tenantId: tenant.id };
    },
  };
}

export type RegistrationService = ReturnType<typeof createRegistrationService>;
