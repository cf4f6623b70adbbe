import type { DbOrTx } from "../../db/client.ts";
import type { CardDetails, PaymentProvider } from "../../providers/payments/types.ts";
import type { CheckoutSnapshot } from "../cart/cart.checkout.ts";
import type { OrdersService } from "../orders/orders.service.ts";

/**
 * What the payment needs from the other modules, as the shapes it relies on (the real services,
 * wired in services.ts, satisfy them). The checkout module owns no table: it orchestrates.
 */

/** The cart's owner: a customer or a guest, in the storefront tenant. */
export interface CheckoutOwner {
  tenantId: number;
  userId: number | null;
  guestId: string | null;
}

/** The locked cart, its shop and lines, and the amounts the Cart answer shows (cart.checkoutSnapshot). */
export type CheckoutSnapshotView = CheckoutSnapshot;

export interface ResolvedSource {
  sourceId: string;
  customerId: string | null;
  savedCardId: number | null;
}

export interface CheckoutDependencies {
  shops: { listedShop(shopId: number, marketplaceTenantId: number, tx?: DbOrTx): Promise<{ id: number } | undefined> };
  cart: {
    checkoutSnapshot(owner: CheckoutOwner, shopId: number, tx: DbOrTx): Promise<CheckoutSnapshotView>;
    markOrdered(owner: CheckoutOwner, cartId: number, tx: DbOrTx): Promise<unknown>;
  };
  hours: {
    assertOrderable(
      input: { shopId: number; start: Date | null; end: Date | null; now?: Date },
      tx: DbOrTx,
    ): Promise<unknown>;
  };
  promotions: {
    redeem(
      input: {
        promotionId: number;
        orderId: number;
        owner: CheckoutOwner;
        discountCents: number;
        subTotalCents: number;
      },
      tx: DbOrTx,
    ): Promise<unknown>;
  };
  payments: {
    provider: PaymentProvider;
    resolveSource(owner: CheckoutOwner, sourceId: string, tx: DbOrTx): Promise<ResolvedSource>;
    /** The order this provider idempotency key already paid for (a retry whose answer was lost). */
    orderPaidWithKey(tenantId: number, idempotencyKey: string, tx: DbOrTx): Promise<number | null>;
    recordPayment(
      input: {
        tenantId: number;
        orderId: number;
        provider: PaymentProvider["name"];
        paymentId: string;
        idempotencyKey: string;
        amountCents: number;
        card: CardDetails;
      },
      tx: DbOrTx,
    ): Promise<unknown>;
    /** Saves the card that paid; answers the provider's card id (resolveSource gives its row id). */
    saveCardFromPayment(
      user: { tenantId: number; userId: number },
      paymentId: string,
      tx: DbOrTx,
    ): Promise<{ cardId: string }>;
  };
  orders: OrdersService;
}
