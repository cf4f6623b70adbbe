import { checkoutTexts } from "@dutchpot/contract";
import type { Db, DbOrTx } from "../../db/client.ts";
import { withTransaction } from "../../db/transaction.ts";
import { type Clock, systemClock } from "../../lib/clock.ts";
import { FieldValidationError } from "../../lib/errors.ts";
import type { Discount } from "../pricing/price-cart.ts";
import { discountOf, type PromotionRow, promotionProblem } from "./promotion-rules.ts";
import * as repo from "./promotions.repository.ts";

/** Who uses a code: a customer or a guest of a storefront (the cart's owner). */
export interface PromotionOwner {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
}

/** What the promotions module reads of order history (the orders service, wired in services.ts). */
export interface PromotionDeps {
  paidOrderCount: (owner: PromotionOwner, tx: DbOrTx) => Promise<number>;
}

/** A promotion checked against a cart: its discount when it applies, else why not. */
export interface PromotionCheck {
  promotion: { id: number; code: string };
  discount: Discount | null;
  problem: string | null;
}

const promoError = (text: string) => new FieldValidationError("promoCode", text);

/**
 * Promotional codes (docs/checkout.md "Promotions"): the module owns `promotions` and
 * `promotion_redemptions`. The cart checks a code when it is applied and on every read; the
 * payment redeems it under the promotion's row lock, so usage limits hold under concurrency. A code's
 * window is read on `clock`, the app's one clock (decision 029), as the merchant console reads it.
 */
export function createPromotionsService(db: Db, deps: PromotionDeps, clock: Clock = systemClock) {
  const check = async (
    promotion: PromotionRow,
    cart: { owner: PromotionOwner; shopId: number; subTotalCents: number },
    tx: DbOrTx,
    paidOrders?: number,
  ): Promise<PromotionCheck> => {
    const uses = await repo.usesOf(tx, promotion.id, cart.owner.userId);
    const problem = promotionProblem(promotion, {
      now: clock.now(),
      shopId: cart.shopId,
      subTotalCents: cart.subTotalCents,
      isGuest: cart.owner.userId === null,
      paidOrders: paidOrders ?? (promotion.firstOrderOnly ? await deps.paidOrderCount(cart.owner, tx) : 0),
      ...uses,
    });
    return {
      promotion: { id: promotion.id, code: promotion.code.toUpperCase() },
      discount: problem === null ? discountOf(promotion) : null,
      problem,
    };
  };

  return {
    /**
     * The code the customer typed (trimmed, any case), for the cart of `shopId` in the marketplace
     * `tenantId`: its discount, or a FieldValidationError("promoCode") saying why it is refused.
     */
    async applicable(
      input: { code: string; tenantId: number; shopId: number; owner: PromotionOwner; subTotalCents: number },
      tx: DbOrTx = db,
    ): Promise<PromotionCheck> {
      const code = input.code.trim();
      const promotion = code ? await repo.findByCode(tx, input.tenantId, code) : undefined;
      if (!promotion) throw promoError(checkoutTexts.promoUnknown);
      const checked = await check(promotion, input, tx);
      if (checked.problem !== null) throw promoError(checked.problem);
      return checked;
    },

    /**
     * The cart's applied promotion checked again (every cart read): null when the promotion is gone
     * (deleted), otherwise its discount or the reason it no longer applies.
     */
    async recheck(
      input: { promotionId: number; shopId: number; owner: PromotionOwner; subTotalCents: number; paidOrders?: number },
      tx: DbOrTx = db,
    ): Promise<PromotionCheck | null> {
      const promotion = await repo.findById(tx, input.promotionId);
      if (!promotion) return null;
      return check(promotion, input, tx, input.paidOrders);
    },

    /**
     * Records the promotion's use by a paid order, inside the payment's transaction: takes the
     * promotion's row lock, checks window, state and limits again, then inserts the redemption.
     * Throws FieldValidationError("promoCode", the reason) when it no longer applies, so of 50
     * concurrent payments with a code limited to one use exactly one redeems it.
     */
    async redeem(
      input: {
        promotionId: number;
        orderId: number;
        owner: PromotionOwner;
        discountCents: number;
        subTotalCents: number;
      },
      within: DbOrTx = db,
    ): Promise<number> {
      return withTransaction(within, async (tx) => {
        const promotion = await repo.lockById(tx, input.promotionId);
        if (!promotion) throw promoError(checkoutTexts.promoUnknown);
        const uses = await repo.usesOf(tx, promotion.id, input.owner.userId);
        const problem = promotionProblem(
          { ...promotion, firstOrderOnly: false, shopId: null },
          {
            now: clock.now(),
            shopId: 0,
            subTotalCents: input.subTotalCents,
            isGuest: input.owner.userId === null,
            paidOrders: 0,
            ...uses,
          },
        );
        if (problem !== null) throw promoError(problem);
        return repo.insertRedemption(tx, {
          promotionId: promotion.id,
          orderId: input.orderId,
          userId: input.owner.userId,
          guestId: input.owner.userId === null ? input.owner.guestId : null,
          discountCents: input.discountCents,
        });
      });
    },
  };
}

export type PromotionsService = ReturnType<typeof createPromotionsService>;
