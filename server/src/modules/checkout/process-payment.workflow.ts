import type { ProcessPaymentInput } from "@dutchpot/contract";
import type { FastifyBaseLogger } from "fastify";
import type { Db } from "../../db/client.ts";
import { NotFoundError } from "../../lib/errors.ts";
import { createWorkflow } from "../../workflows/workflow.ts";
import { chargedAmounts, chargedLines } from "../orders/order-snapshot.ts";
import { chargeCardStep } from "./charge-card.ts";
import type { CheckoutDependencies, CheckoutOwner } from "./checkout.deps.ts";
import { assertPayable, dropOffPoint, expectedCents } from "./payable.ts";
import { providerIdempotencyKey } from "./provider-key.ts";
import { subscriptionChoice } from "./subscription-choice.ts";

/** One payment attempt: who pays, the request's Idempotency-Key and its body. */
export interface PaymentAttempt {
  owner: CheckoutOwner;
  /** The idempotency scope of the caller (`user:<id>`, `guest:<uuid>`), as the idempotency plugin keys it. */
  actor: string;
  requestKey: string;
  input: ProcessPaymentInput;
  /** Injected in tests; the hours check uses it for "open now". */
  now?: Date;
}

/**
 * `ShoppingCart/ProcessPayment` as one workflow in ONE transaction (docs/orders.md,
 * docs/decisions/022-payment-workflow.md): lock and re-price the cart, check it (items, pickup,
 * address, amount, promo), the hours or the booked slot, the subscription choices; charge the card
 * (the only external step, compensated by a void or refund if anything after it or the commit
 * fails); then the order and its lines, the payment record, the promotion's redemption, the saved
 * card, the subscription, the cart closed and `order.created`. Returns the new order's id.
 */
export function createProcessPayment(deps: CheckoutDependencies) {
  const { provider } = deps.payments;

  const workflow = (log: Pick<FastifyBaseLogger, "error" | "warn">) =>
    createWorkflow("process-payment", async (attempt: PaymentAttempt, { tx, step }) => {
      const { owner, input } = attempt;
      const listed = await deps.shops.listedShop(input.shopId, owner.tenantId, tx);
      if (!listed) throw new NotFoundError("Shop", input.shopId);
      const scope = { tenantId: owner.tenantId, actor: attempt.actor, requestKey: attempt.requestKey };
      const idempotencyKey = providerIdempotencyKey(scope);

      // 0. This attempt already paid (the order committed, but its stored answer was lost to a
      //    crash): the retry answers that order instead of a 404 for the closed cart.
      const paid = await deps.payments.orderPaidWithKey(owner.tenantId, idempotencyKey, tx);
      if (paid !== null) return paid;

      // 1. The locked cart, re-priced, and the checks that change nothing when they refuse.
      const snapshot = await deps.cart.checkoutSnapshot(owner, input.shopId, tx);
      const { cart, shop, lines, totals } = snapshot;
      assertPayable(snapshot, expectedCents(input.expectedAmount));
      const subscription = input.orderSubscription
        ? subscriptionChoice(input.orderSubscription, {
            signedIn: owner.userId !== null,
            scheduledStart: cart.deliveryDateStart,
            timeZone: shop.timeZone,
          })
        : null;

      // 2. Open now, or the booked slot still free (its advisory lock is held until commit).
      await deps.hours.assertOrderable(
        { shopId: shop.id, start: cart.deliveryDateStart, end: cart.deliveryDateEnd, now: attempt.now },
        tx,
      );

      // 3. The card: a one-time token or one of the owner's saved cards.
      const source = await deps.payments.resolveSource(owner, input.sourceId, tx);
      const charge = await step(chargeCardStep(provider, log), {
        request: {
          idempotencyKey,
          amountCents: totals.amountDueCents,
          currency: "CAD",
          sourceId: source.sourceId,
          customerId: source.customerId,
          referenceId: `cart:${cart.id}`,
        },
        refundKey: providerIdempotencyKey(scope, "refund"),
      });

      // 4. The order as charged, and everything that goes with it.
      const point = cart.isDelivery ? dropOffPoint(cart) : null;
      const order = await deps.orders.place(
        {
          order: {
            tenantId: owner.tenantId,
            shopId: shop.id,
            shopTenantId: shop.tenantId,
            userId: owner.userId,
            guestId: owner.userId === null ? owner.guestId : null,
            cartId: cart.id,
            customerName: input.name ?? "",
            customerEmail: input.email ?? "",
            isDelivery: cart.isDelivery,
            leaveAtDoor: cart.leaveAtDoor,
            dropOffInstructions: cart.isDelivery ? cart.dropOffInstructions : null,
            apartmentNumber: cart.isDelivery ? cart.apartmentNumber : null,
            deliveryAddress: cart.isDelivery ? cart.deliveryAddress : null,
            city: cart.isDelivery ? cart.city : null,
            zipcode: cart.isDelivery ? cart.zipcode : null,
            latitude: point?.latitude ?? null,
            longitude: point?.longitude ?? null,
            deliveryDateStart: cart.deliveryDateStart,
            deliveryDateEnd: cart.deliveryDateEnd,
            ...chargedAmounts(totals),
            promotionId: totals.promotion?.id ?? null,
            promoCode: totals.promotion?.code ?? null,
          },
          lines: chargedLines(lines),
        },
        tx,
      );
      await deps.payments.recordPayment(
        {
          tenantId: owner.tenantId,
          orderId: order.id,
          provider: provider.name,
          paymentId: charge.paymentId,
          idempotencyKey,
          amountCents: charge.amountCents,
          card: charge.card,
        },
        tx,
      );
      if (totals.promotion) {
        // Under the promotion's row lock: a code whose last use went to a concurrent payment refuses
        // here, and the charge above is voided by its compensation.
        await deps.promotions.redeem(
          {
            promotionId: totals.promotion.id,
            orderId: order.id,
            owner,
            discountCents: totals.discountCents,
            subTotalCents: totals.subTotalCents,
          },
          tx,
        );
      }
      let savedCardId = source.savedCardId;
      if (owner.userId !== null && savedCardId === null && (input.saveCard || subscription)) {
        // A subscription charges a saved card each week: the card just paid with is saved for it.
        const saved = await deps.payments.saveCardFromPayment(
          { tenantId: owner.tenantId, userId: owner.userId },
          charge.paymentId,
          tx,
        );
        savedCardId = (await deps.payments.resolveSource(owner, saved.cardId, tx)).savedCardId;
      }
      if (subscription) {
        // The subscriptions service (wired as `orders.subscribe`) also sets its last day and next
        // delivery, and records this order as its first delivery (docs/orders.md "Subscriptions").
        await deps.orders.subscribe(
          {
            tenantId: owner.tenantId,
            shopId: shop.id,
            userId: owner.userId,
            guestId: null,
            firstOrderId: order.id,
            ...subscription,
            cardId: savedCardId,
          },
          tx,
        );
      }
      await deps.cart.markOrdered(owner, cart.id, tx);
      await deps.orders.announce(order, tx);
      return order.id;
    });

  return {
    /** Runs one attempt; the caller answers the order. Compensation failures are logged on `log`. */
    run(db: Db, attempt: PaymentAttempt, log: Pick<FastifyBaseLogger, "error" | "warn">): Promise<number> {
      return workflow(log).run(db, attempt, { logger: log });
    },
  };
}
