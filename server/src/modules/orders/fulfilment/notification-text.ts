import { orderStatus as s } from "@dutchpot/contract";
import type { NotificationRow } from "./fulfilment.repository.ts";

/** An order's status in words, as a notification says it ("Your order … is now <words>"). */
export const statusWords: Record<number, string> = {
  [s.confirmed]: "confirmed: the store has it",
  [s.scheduled]: "scheduled",
  [s.processing]: "being prepared",
  [s.outForDelivery]: "out for delivery",
  [s.delivered]: "delivered. Enjoy your meal!",
  [s.readyForPickup]: "ready for pickup",
  [s.pickedUp]: "picked up. Enjoy your meal!",
  [s.cancelled]: "cancelled",
  [s.refunded]: "refunded",
};

/** Reason codes a pause notice may carry, in words. */
const pauseReasons: Record<string, string> = { cardDeclined: "the card was declined three times" };

export interface NotificationText {
  subject: string;
  body: string;
}

interface About {
  brand: string;
  shopName: string;
  orderId: number | null;
}

const list = (value: unknown) =>
  Array.isArray(value) ? value.filter((v) => typeof v === "string").join(", ") : typeof value === "string" ? value : "";

/**
 * The short English text of a notification (docs/orders.md "Notifications"): the brand (the
 * storefront tenant's name), the order number, the shop and what happened. Payload fields read:
 * `status` (kind status; with `prepEstimateMinutes` and `reason` from the shop), `items` (itemsLeftOut: names), `reason` (subscriptionPaused: a code
 * such as `cardDeclined`; deliverySkipped: a sentence), `deliveryDate` (renewed, deliverySkipped). Undefined for a kind it does not know (the row is then failed).
 */
export function notificationText(
  row: Pick<NotificationRow, "kind" | "payload">,
  about: About,
): NotificationText | undefined {
  const { brand, shopName } = about;
  const order = about.orderId !== null ? `#${about.orderId}` : "";
  const p = row.payload ?? {};
  switch (row.kind) {
    case "status": {
      const words = statusWords[Number(p.status)];
      if (!words) return undefined;
      // The shop's estimate when it accepts, and its reason when it rejects or cancels (merchant console).
      const estimate =
        typeof p.prepEstimateMinutes === "number"
          ? ` It should be ready in about ${p.prepEstimateMinutes} minutes.`
          : "";
      const why = typeof p.reason === "string" && p.reason ? ` The store says: ${p.reason.replace(/\.?$/, ".")}` : "";
      return {
        subject: `${brand}: order ${order} is ${words.split(/[:.]/)[0]}`,
        body: `${brand}: your order ${order} from ${shopName} is now ${words}${/[.!]$/.test(words) ? "" : "."}${estimate}${why}`,
      };
    }
    case "renewed": {
      const when = typeof p.deliveryDate === "string" ? ` for ${p.deliveryDate}` : "";
      return {
        subject: `${brand}: your weekly order ${order} is placed`,
        body: `${brand}: your weekly order ${order} from ${shopName} is placed and paid${when}.`,
      };
    }
    case "renewalDeclined":
      return {
        subject: `${brand}: your weekly order's payment was declined`,
        body: `${brand}: the card of your weekly ${shopName} subscription was declined. We will try again; you can change the card in your account.`,
      };
    case "itemsLeftOut": {
      const items = list(p.items);
      return {
        subject: `${brand}: items left out of your weekly order`,
        body:
          `${brand}: ${items || "some items"} ${items.includes(",") ? "are" : "is"} no longer available at ${shopName} and left out of your weekly order ${order}`.trim() +
          ".",
      };
    }
    case "deliverySkipped": {
      const when = typeof p.deliveryDate === "string" ? ` of ${p.deliveryDate}` : "";
      const why = typeof p.reason === "string" && p.reason ? ` ${p.reason.replace(/\.?$/, ".")}` : "";
      return {
        subject: `${brand}: a weekly delivery is skipped`,
        body: `${brand}: your weekly ${shopName} delivery${when} is skipped; you were not charged.${why}`,
      };
    }
    case "subscriptionPaused": {
      const words = typeof p.reason === "string" ? (pauseReasons[p.reason] ?? p.reason) : "";
      const reason = words ? ` (${words})` : "";
      return {
        subject: `${brand}: your weekly subscription is paused`,
        body: `${brand}: your weekly ${shopName} subscription is paused${reason}. Resume it in your account when you are ready.`,
      };
    }
    default:
      return undefined;
  }
}
