import type { DbOrTx } from "../../../db/client.ts";
import type { ChargeResult } from "../../../providers/payments/types.ts";
import type { RenewalQuote } from "../../cart/cart.service.ts";
import { chargedAmounts, chargedLines } from "../order-snapshot.ts";
import type { OrderRow } from "../orders.repository.ts";
import type { RenewalDependencies } from "./renewal-types.ts";
import { type DeliveryRow, linkOrder, type SubscriptionRow } from "./subscriptions.repository.ts";

const slotMs = 30 * 60_000;

/** What a paid delivery's order is made of. */
export interface RenewalOrderInput {
  sub: SubscriptionRow;
  /** The subscription's first order: where it goes and for whom (address, pickup, contact). */
  first: OrderRow;
  delivery: DeliveryRow;
  charge: ChargeResult;
  /** The charge's provider idempotency key (stored with the payment). */
  key: string;
  quote: RenewalQuote;
}

/**
 * A delivery's order, in the renewal's transaction: placed through the orders service for the
 * delivery's booked slot (so it starts `scheduled`, actor `system`), with the re-priced lines and
 * amounts, linked to its subscription, and its payment recorded.
 */
export async function placeRenewalOrder(
  deps: Pick<RenewalDependencies, "orders" | "recordPayment" | "savedCards">,
  tx: DbOrTx,
  { sub, first, delivery, charge, key, quote }: RenewalOrderInput,
): Promise<OrderRow> {
  const { totals } = quote;
  const order = await deps.orders.place(
    {
      order: {
        tenantId: sub.tenantId,
        shopId: sub.shopId,
        shopTenantId: quote.shop?.tenantId ?? first.shopTenantId,
        userId: sub.userId,
        guestId: null,
        cartId: null,
        customerName: first.customerName,
        customerEmail: first.customerEmail,
        customerPhone: first.customerPhone,
        isDelivery: first.isDelivery,
        leaveAtDoor: first.leaveAtDoor,
        dropOffInstructions: first.dropOffInstructions,
        apartmentNumber: first.apartmentNumber,
        deliveryAddress: first.deliveryAddress,
        city: first.city,
        zipcode: first.zipcode,
        latitude: first.latitude,
        longitude: first.longitude,
        deliveryDateStart: delivery.slotStart,
        deliveryDateEnd: new Date(delivery.slotStart.getTime() + slotMs),
        ...chargedAmounts(totals),
        promotionId: null,
        promoCode: null,
      },
      lines: chargedLines(quote.lines),
    },
    tx,
    "system",
  );
  await linkOrder(tx, order.id, sub.id);
  await deps.recordPayment(
    {
      tenantId: sub.tenantId,
      orderId: order.id,
      provider: deps.savedCards.providerName,
      paymentId: charge.paymentId,
      idempotencyKey: key,
      amountCents: charge.amountCents,
      card: charge.card,
    },
    tx,
  );
  return order;
}
