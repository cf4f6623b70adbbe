import {
  type HiddenReason,
  type MerchantShop,
  type MerchantShopHours,
  type MerchantShopSummary,
  type PlaceDetails,
  type SetShopHoursInput,
  toCents,
  toDollars,
  type UpdateMerchantShopInput,
} from "@dutchpot/contract";
import type { Db } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { AppError, BusinessRuleError, FieldValidationError, NotFoundError } from "../../lib/errors.ts";
import type { ConsoleScope } from "../../plugins/console-scope.ts";
import type { HoursConsole } from "../hours/hours.console.ts";
import {
  type ConsoleShopRow,
  findTenantShop,
  findTenantShops,
  lockTenantShop,
  type ShopSettingsUpdate,
  updateTenantShop,
} from "./shops.console.repository.ts";

/** What the shops console reads of other modules, through their services (composition root). */
export interface ShopsConsoleDependencies {
  hours: HoursConsole;
  /** The address search: suggestions for a text, then a place's details (the geocoding module). */
  geocoding: {
    suggestions(input: string): Promise<{ items: { id: string }[] }>;
    details(id: string): Promise<PlaceDetails>;
  };
  /** Whether `/media/uploads/<file>` names a stored image of this tenant (the media module). */
  ownsUpload(tenantId: number, url: string): Promise<boolean>;
  now: () => Date;
}

/** Why customers cannot see the shop (empty when it is listed; docs/merchant-console.md "Going live"). */
export function hiddenReasonsOf(row: ConsoleShopRow): HiddenReason[] {
  const reasons: HiddenReason[] = [];
  if (!row.isActive) reasons.push("inactive");
  if (!row.isLive) reasons.push("notLive");
  if (!row.hasActiveItem) reasons.push("noActiveItems");
  if (!row.hasHours) reasons.push("noHours");
  return reasons;
}

const reasonTexts: Record<HiddenReason, string> = {
  inactive: "the shop is deactivated",
  notLive: "the shop is not live",
  noActiveItems: "at least one active menu item",
  noHours: "opening hours",
};

function summaryOf(row: ConsoleShopRow, now: Date): MerchantShopSummary {
  const hiddenReasons = hiddenReasonsOf(row);
  const paused = row.pausedUntil && row.pausedUntil.getTime() > now.getTime() ? row.pausedUntil.toISOString() : null;
  return {
    id: row.id,
    name: row.name,
    kind: row.kind,
    isLive: row.isLive,
    listed: hiddenReasons.length === 0,
    hiddenReasons,
    pausedUntil: paused,
  };
}

function shopOf(row: ConsoleShopRow, now: Date): MerchantShop {
  return {
    ...summaryOf(row, now),
    description: row.description,
    logoUrl: row.logoUrl,
    bannerUrl: row.bannerUrl,
    address: row.address,
    city: row.city,
    postCode: row.postCode,
    latitude: row.latitude,
    longitude: row.longitude,
    deliveryFee: toDollars(row.deliveryFeeCents),
    deliveryRadiusKm: Number(row.deliveryRadiusKm),
    prepTimeMinutes: row.prepTimeMinutes,
    deliveryTimeMin: row.deliveryTimeMin,
    deliveryTimeMax: row.deliveryTimeMax,
    slotCapacity: row.slotCapacity,
    offersDelivery: row.offersDelivery,
    offersPickup: row.offersPickup,
    timeZone: row.timeZone,
    province: row.province,
  };
}

const uploadPrefix = "/media/uploads/";

/**
 * The merchant console's shops (docs/merchant-console.md): list, settings, going live, pause, and
 * hours through the hours module. Every call is scoped to the admin's tenant; another tenant's
 * shop is a 404, exactly like a shop that does not exist.
 */
export function createShopsConsole(db: Db, deps: ShopsConsoleDependencies) {
  async function own(scope: ConsoleScope, shopId: number): Promise<ConsoleShopRow> {
    const row = await findTenantShop(db, scope.tenantId, shopId);
    if (!row) throw new NotFoundError("Shop", shopId);
    return row;
  }

  const answer = async (scope: ConsoleScope, shopId: number) => shopOf(await own(scope, shopId), deps.now());

  /** An image url: unchanged, an upload of this tenant, or one of the app's own `/media/` images. */
  async function checkImage(scope: ConsoleScope, field: string, url: string | null, current: string | null) {
    if (url === null || url === current) return;
    if (url.startsWith(uploadPrefix)) {
      if (!(await deps.ownsUpload(scope.tenantId, url))) {
        throw new FieldValidationError(field, "The image is not one of your uploads.");
      }
    }
  }

  /** Where the new address is: the map pin when given, else the address search's best match. */
  async function locate(input: UpdateMerchantShopInput): Promise<{ latitude: number; longitude: number }> {
    if (input.latitude != null && input.longitude != null)
      return { latitude: input.latitude, longitude: input.longitude };
    const notFound = () => new FieldValidationError("address", "The address could not be found on the map.");
    // The whole address first; an address the search does not know falls back to its city's centre.
    let first: { id: string } | undefined;
    for (const query of [
      `${input.address}, ${input.city} ${input.postCode}`,
      `${input.address}, ${input.city}`,
      input.city,
    ]) {
      first = (await deps.geocoding.suggestions(query)).items[0];
      if (first) break;
    }
    if (!first) throw notFound();
    try {
      const place = await deps.geocoding.details(first.id);
      return { latitude: place.latitude, longitude: place.longitude };
    } catch (err) {
      if (err instanceof AppError && err.statusCode === 404) throw notFound();
      throw err;
    }
  }

  return {
    /** `MerchantShop/GetAll`. */
    async list(scope: ConsoleScope): Promise<MerchantShopSummary[]> {
      const now = deps.now();
      return (await findTenantShops(db, scope.tenantId)).map((row) => summaryOf(row, now));
    },

    /** `MerchantShop/Get`. */
    get: answer,

    /** `MerchantShop/Update`: an address change is geocoded again unless the pin comes with it. */
    async update(scope: ConsoleScope, input: UpdateMerchantShopInput): Promise<MerchantShop> {
      const current = await own(scope, input.id);
      await checkImage(scope, "logoUrl", input.logoUrl, current.logoUrl);
      await checkImage(scope, "bannerUrl", input.bannerUrl, current.bannerUrl);
      const moved =
        input.address !== current.address ||
        input.city !== current.city ||
        input.postCode !== current.postCode ||
        (input.latitude != null && (input.latitude !== current.latitude || input.longitude !== current.longitude));
      const place = moved ? await locate(input) : { latitude: current.latitude, longitude: current.longitude };
      const values: ShopSettingsUpdate = {
        name: input.name,
        description: input.description,
        logoUrl: input.logoUrl,
        bannerUrl: input.bannerUrl,
        address: input.address,
        city: input.city,
        postCode: input.postCode,
        ...place,
        deliveryFeeCents: toCents(input.deliveryFee),
        deliveryRadiusKm: Math.round(input.deliveryRadiusKm * 10) / 10,
        prepTimeMinutes: input.prepTimeMinutes,
        deliveryTimeMin: input.deliveryTimeMin,
        deliveryTimeMax: input.deliveryTimeMax,
        slotCapacity: input.slotCapacity,
        offersDelivery: input.offersDelivery,
        offersPickup: input.offersPickup,
      };
      await withTransaction(db, async (tx) => {
        if (!(await lockTenantShop(tx, scope.tenantId, input.id))) throw new NotFoundError("Shop", input.id);
        await updateTenantShop(tx, scope.tenantId, input.id, values);
      });
      return answer(scope, input.id);
    },

    /** `MerchantShop/SetLive`: going live needs an active item and opening hours (400 names what is missing). */
    async setLive(scope: ConsoleScope, input: { id: number; isLive: boolean }): Promise<MerchantShop> {
      await withTransaction(db, async (tx) => {
        if (!(await lockTenantShop(tx, scope.tenantId, input.id))) throw new NotFoundError("Shop", input.id);
        if (input.isLive) {
          const row = await findTenantShop(tx, scope.tenantId, input.id);
          const missing = row ? hiddenReasonsOf(row).filter((r) => r === "noActiveItems" || r === "noHours") : [];
          if (missing.length > 0) {
            throw new BusinessRuleError(
              "The shop cannot go live yet.",
              `It needs ${missing.map((r) => reasonTexts[r]).join(" and ")}.`,
            );
          }
        }
        await updateTenantShop(tx, scope.tenantId, input.id, { isLive: input.isLive });
      });
      return answer(scope, input.id);
    },

    /** `MerchantShop/Pause`: no orders for the next `minutes` (busy); null takes orders again. */
    async pause(scope: ConsoleScope, input: { id: number; minutes: number | null }): Promise<MerchantShop> {
      await own(scope, input.id);
      const pausedUntil = input.minutes === null ? null : new Date(deps.now().getTime() + input.minutes * 60_000);
      await updateTenantShop(db, scope.tenantId, input.id, { pausedUntil });
      return answer(scope, input.id);
    },

    async getHours(scope: ConsoleScope, shopId: number): Promise<MerchantShopHours> {
      return deps.hours.hoursOf(await own(scope, shopId));
    },

    async setHours(scope: ConsoleScope, input: SetShopHoursInput): Promise<MerchantShopHours> {
      return deps.hours.setHours(await own(scope, input.id), input.days);
    },

    async addClosure(scope: ConsoleScope, input: { id: number; date: string; reason: string }) {
      return deps.hours.addClosure(await own(scope, input.id), input.date, input.reason);
    },

    async removeClosure(scope: ConsoleScope, input: { id: number; date: string }) {
      return deps.hours.removeClosure(await own(scope, input.id), input.date);
    },
  };
}

export type ShopsConsole = ReturnType<typeof createShopsConsole>;
