import {
  type CreatePromotionInput,
  type MerchantPromotion,
  type MerchantPromotionPage,
  type MerchantPromotionsQuery,
  type PromotionState,
  parseUtcDateTime,
  promotionTexts,
  toCents,
  toDollars,
  type UpdatePromotionInput,
} from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import type { promotions } from "../../db/schema/promotions.ts";
import { withTransaction } from "../../db/transaction.ts";
import type { Clock } from "../../lib/clock.ts";
import { ConflictError, ForbiddenError, NotFoundError } from "../../lib/errors.ts";
import type { ConsoleScope } from "../../plugins/console-scope.ts";
import type { PromotionRow } from "./promotion-rules.ts";
import * as repo from "./promotions.console.repository.ts";

/** What the console needs of other modules (wired where the routes are built). */
export interface PromotionsConsoleDeps {
  /** Owner and marketplace of shops (the shops service's badges). */
  shopBadges: (ids: number[], tx?: DbOrTx) => Promise<{ id: number; tenantId: number; marketplaceTenantId: number }[]>;
  /** The tenant's kind (the tenant directory), null when unknown or inactive. */
  tenantKind: (tenantId: number) => Promise<"marketplace" | "partner" | null>;
}

/** What a code is at `now` (docs/merchant-console.md "Promotions"). */
export function promotionState(p: PromotionRow, redemptions: number, now: Date): PromotionState {
  if (!p.isActive || (p.endsAt !== null && now >= p.endsAt)) return "ended";
  if (p.totalLimit !== null && redemptions >= p.totalLimit) return "exhausted";
  if (p.startsAt !== null && now < p.startsAt) return "scheduled";
  return "active";
}

/** Percent on the wire, basis points stored (12.5 % = 1250). */
const toBps = (percent: number) => Math.round(percent * 100);

function wireOf({ promotion: p, redemptions, discountCents }: repo.PromotionWithUsage, now: Date): MerchantPromotion {
  return {
    id: p.id,
    shopId: p.shopId,
    code: p.code.toUpperCase(),
    description: p.description,
    kind: p.kind,
    value: p.kind === "percentage" ? p.value / 100 : p.kind === "fixedAmount" ? toDollars(p.value) : 0,
    maxDiscount: p.maxDiscountCents === null ? null : toDollars(p.maxDiscountCents),
    minSubtotal: toDollars(p.minSubtotalCents),
    firstOrderOnly: p.firstOrderOnly,
    perCustomerLimit: p.perCustomerLimit,
    totalLimit: p.totalLimit,
    startsAt: p.startsAt?.toISOString() ?? null,
    endsAt: p.endsAt?.toISOString() ?? null,
    isActive: p.isActive,
    state: promotionState(p, redemptions, now),
    usage: { redemptions, totalDiscount: toDollars(discountCents) },
    createdAt: p.createdAt.toISOString(),
  };
}

type Rules = Omit<CreatePromotionInput, "shopId">;

/** The stored columns of a code's rules (the wire's dollars and percent to cents and basis points). */
function columnsOf(input: Rules): Omit<typeof promotions.$inferInsert, "tenantId" | "shopId"> {
  return {
    code: input.code,
    description: input.description,
    kind: input.kind,
    value: input.kind === "percentage" ? toBps(input.value) : input.kind === "fixedAmount" ? toCents(input.value) : 0,
    maxDiscountCents: input.kind === "percentage" && input.maxDiscount !== null ? toCents(input.maxDiscount) : null,
    minSubtotalCents: toCents(input.minSubtotal),
    firstOrderOnly: input.firstOrderOnly,
    perCustomerLimit: input.perCustomerLimit,
    totalLimit: input.totalLimit,
    startsAt: input.startsAt === null ? null : parseUtcDateTime(input.startsAt),
    endsAt: input.endsAt === null ? null : parseUtcDateTime(input.endsAt),
    isActive: input.isActive,
  };
}

const codeInUse = (code: string) => new ConflictError(promotionTexts.codeInUse.replace("{code}", code));

/** A PostgreSQL unique violation (23505), however the driver wraps it. */
function isUniqueViolation(err: unknown): boolean {
  for (let e = err as { code?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (e.code === "23505") return true;
  }
  return false;
}

/**
 * The merchant console's promotion codes (docs/merchant-console.md "Promotions"). A partner's admin
 * manages the codes of its shops (stored on the shop's marketplace, where customers type them); a
 * marketplace's admin also manages the codes valid at every shop of its marketplace. Any other code
 * or shop answers 404, as if it did not exist. The checkout engine (promotion-rules.ts) applies
 * them unchanged.
 */
export function createPromotionsConsole(db: Db, deps: PromotionsConsoleDeps, clock: Clock) {
  const isMarketplaceAdmin = async (scope: ConsoleScope) => (await deps.tenantKind(scope.tenantId)) === "marketplace";

  /** One of the admin's shops, or 404. */
  const ownShop = async (scope: ConsoleScope, shopId: number, tx: DbOrTx = db) => {
    const [shop] = await deps.shopBadges([shopId], tx);
    if (!shop || shop.tenantId !== scope.tenantId) throw new NotFoundError("Shop", shopId);
    return shop;
  };

  /** A code the admin manages, with its usage, or 404. */
  const ownPromotion = async (scope: ConsoleScope, id: number, tx: DbOrTx = db) => {
    const found = await repo.findWithUsage(tx, id);
    const p = found?.promotion;
    if (!found || !p) throw new NotFoundError("Promotion", id);
    if (p.shopId === null) {
      if (p.tenantId !== scope.tenantId || !(await isMarketplaceAdmin(scope))) throw new NotFoundError("Promotion", id);
    } else {
      const [shop] = await deps.shopBadges([p.shopId], tx);
      if (!shop || shop.tenantId !== scope.tenantId) throw new NotFoundError("Promotion", id);
    }
    return found;
  };

  const answer = async (id: number, tx: DbOrTx = db) => {
    const found = await repo.findWithUsage(tx, id);
    if (!found) throw new NotFoundError("Promotion", id);
    return wireOf(found, clock.now());
  };

  /** Writes, turning the unique index's refusal (a code taken concurrently) into the 409 it means. */
  const guarded = async <T>(code: string, write: () => Promise<T>) => {
    try {
      return await write();
    } catch (err) {
      if (isUniqueViolation(err)) throw codeInUse(code);
      throw err;
    }
  };

  return {
    /**
     * With `shopId`: the codes valid at that shop which the admin manages (the shop's own and, for
     * its marketplace's admin, the marketplace-wide ones). Without: the marketplace-wide codes
     * (none for a partner). Newest first.
     */
    async list(scope: ConsoleScope, query: MerchantPromotionsQuery): Promise<MerchantPromotionPage> {
      const marketplace = await isMarketplaceAdmin(scope);
      let managed: repo.ManagedCodes = { shopIds: [], marketplaceTenantId: marketplace ? scope.tenantId : null };
      if (query.shopId !== undefined) {
        const shop = await ownShop(scope, query.shopId);
        const wide = marketplace && shop.marketplaceTenantId === scope.tenantId;
        managed = { shopIds: [shop.id], marketplaceTenantId: wide ? scope.tenantId : null };
      }
      const page = await repo.pageManaged(db, managed, { skip: query.SkipCount, take: query.MaxResultCount });
      const now = clock.now();
      return {
        totalCount: page.totalCount,
        items: page.items.map((row) => wireOf(row, now)),
        canManageMarketplaceCodes: marketplace,
      };
    },

    /** A new code at one of the admin's shops, or (marketplace admins) at every shop; 409 when taken. */
    async create(scope: ConsoleScope, input: CreatePromotionInput): Promise<MerchantPromotion> {
      let place: { tenantId: number; shopId: number | null };
      if (input.shopId === null) {
        if (!(await isMarketplaceAdmin(scope))) throw new ForbiddenError(promotionTexts.marketplaceOnly);
        place = { tenantId: scope.tenantId, shopId: null };
      } else {
        const shop = await ownShop(scope, input.shopId);
        place = { tenantId: shop.marketplaceTenantId, shopId: shop.id };
      }
      const id = await guarded(input.code, () =>
        withTransaction(db, async (tx) => {
          if (await repo.codeTaken(tx, place.tenantId, input.code, null)) throw codeInUse(input.code);
          return repo.insertPromotion(tx, { ...place, ...columnsOf(input) });
        }),
      );
      return answer(id);
    },

    /** Every rule again; the code itself only while nobody has used it (409 after). */
    async update(scope: ConsoleScope, input: UpdatePromotionInput): Promise<MerchantPromotion> {
      const { id, ...rules } = input;
      await guarded(rules.code, () =>
        withTransaction(db, async (tx) => {
          const { promotion, redemptions } = await ownPromotion(scope, id, tx);
          const renamed = promotion.code.toUpperCase() !== rules.code;
          if (renamed && redemptions > 0) {
            throw new ConflictError(promotionTexts.codeUsed.replace("{code}", promotion.code.toUpperCase()));
          }
          if (renamed && (await repo.codeTaken(tx, promotion.tenantId, rules.code, id))) throw codeInUse(rules.code);
          await repo.updatePromotion(tx, id, columnsOf(rules));
        }),
      );
      return answer(id);
    },

    /**
     * Ends the code now: switched off, and its end moved to now when it was later (or open). Checkout
     * refuses it from then on; its usage stays. Ending an ended code changes nothing.
     */
    async end(scope: ConsoleScope, id: number): Promise<MerchantPromotion> {
      const now = clock.now();
      await withTransaction(db, async (tx) => {
        const { promotion: p } = await ownPromotion(scope, id, tx);
        const endNow = (p.endsAt === null || p.endsAt > now) && (p.startsAt === null || p.startsAt < now);
        await repo.updatePromotion(tx, id, { isActive: false, ...(endNow ? { endsAt: now } : {}) });
      });
      return answer(id);
    },
  };
}

export type PromotionsConsole = ReturnType<typeof createPromotionsConsole>;
