import type { DbOrTx } from "../../../db/client.ts";
import type { CardDetails } from "../../../providers/payments/types.ts";
import type { CartService } from "../../cart/cart.service.ts";
import type { SavedCardCharges } from "../../payments/saved-card-charge.ts";
import type { OrdersService } from "../orders.service.ts";

/** The renewal's seams, options, texts and outcomes (docs/orders.md "Subscriptions"). */

/** What a renewal uses of other modules (wired in services.ts). */
export interface RenewalDependencies {
  orders: Pick<OrdersService, "place" | "announce">;
  cart: Pick<CartService, "renewalQuote">;
  hours: {
    assertOrderable(
      input: { shopId: number; start: Date | null; end: Date | null; now?: Date },
      tx: DbOrTx,
    ): Promise<unknown>;
  };
  savedCards: Pick<SavedCardCharges, "charge" | "cancelByIdempotencyKey" | "providerName">;
  recordPayment(
    input: {
      tenantId: number;
      orderId: number;
      provider: SavedCardCharges["providerName"];
      paymentId: string;
      idempotencyKey: string;
      amountCents: number;
      card: CardDetails;
    },
    tx: DbOrTx,
  ): Promise<unknown>;
  shopBadges(shopIds: number[], tx?: DbOrTx): Promise<{ id: number; timeZone: string }[]>;
  /** The shop while it is active and listed on the storefront (as the checkout checks it). */
  listedShop(shopId: number, marketplaceTenantId: number, tx?: DbOrTx): Promise<{ id: number } | undefined>;
  /** The app's log: a charge that could not be voided after a rollback is logged to be undone by hand. */
  log: { error(details: object, message: string): void };
}

export interface RenewalOptions {
  /** A delivery is ordered (and charged) this long before its slot starts (default 24 h). */
  leadMs: number;
  /** A declined charge is tried again after this many seconds (default 6 h). */
  retryDelaySeconds: number;
}

export const defaultRenewalOptions: RenewalOptions = { leadMs: 24 * 3_600_000, retryDelaySeconds: 6 * 3600 };

/** Texts the platform writes on a subscription or a delivery (shown to the customer as they are). */
export const renewalTexts = {
  pausedDeclined: "Your card was declined three times in a row for a delivery: update your card, then resume.",
  nothingLeft: "None of the subscription's items are on the menu any more.",
  cardDeclined: "The card was declined.",
  missed: "This delivery could not be ordered before its time.",
  shopGone: "The shop is no longer taking orders.",
} as const;

/** What one run of a delivery did. */
export type RenewalOutcome =
  | { kind: "stale" }
  | { kind: "ordered"; orderId: number }
  | { kind: "skipped"; reason: string }
  | { kind: "declined"; attempts: number; retryAt: Date }
  | { kind: "paused" };

/** A retry of a declined delivery, sent once its transaction has committed. */
export type RetryDelivery = (retry: {
  subscriptionId: number;
  deliveryDate: string;
  /** The subscription's generation (its `updated_at` epoch ms): a pause and resume starts a new one. */
  generation: number;
  attempt: number;
  at: Date;
}) => Promise<unknown>;

/** What the scheduler sends: one delivery of one subscription, in the subscription's generation. */
export interface DueDelivery {
  subscriptionId: number;
  deliveryDate: string;
  generation: number;
}
