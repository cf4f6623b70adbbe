import {
  type OrderActorKind,
  type OrderStatusNumber,
  orderStatus,
  orderStatusName,
  orderTexts,
} from "@dutchpot/contract";
import { ConflictError } from "../../lib/errors.ts";

/**
 * The order state machine (docs/orders.md "Statuses"): the one place that says which status may
 * follow which, and who may make each move. Everything that changes an order's status goes through
 * `assertTransition` (via the orders service's `transition`); a move not listed here is a 409.
 */
const s = orderStatus;
type Rule = { to: OrderStatusNumber; by: readonly OrderActorKind[]; only?: "delivery" | "pickup" };

const shopSide = ["merchant", "system"] as const;
const anyone = ["customer", "merchant", "system"] as const;

export const transitions: Record<OrderStatusNumber, readonly Rule[]> = {
  [s.scheduled]: [
    { to: s.confirmed, by: shopSide },
    { to: s.cancelled, by: anyone },
  ],
  [s.confirmed]: [
    { to: s.processing, by: shopSide },
    { to: s.cancelled, by: anyone },
  ],
  [s.processing]: [
    { to: s.outForDelivery, by: shopSide, only: "delivery" },
    { to: s.readyForPickup, by: shopSide, only: "pickup" },
    { to: s.cancelled, by: ["merchant"] },
  ],
  // The shop may still cancel (a refund, full or partial) an order lost on the way or never collected.
  [s.outForDelivery]: [
    { to: s.delivered, by: shopSide, only: "delivery" },
    { to: s.cancelled, by: ["merchant"] },
  ],
  [s.readyForPickup]: [
    { to: s.pickedUp, by: shopSide, only: "pickup" },
    { to: s.cancelled, by: ["merchant"] },
  ],
  [s.delivered]: [{ to: s.refunded, by: ["merchant"] }],
  [s.pickedUp]: [{ to: s.refunded, by: ["merchant"] }],
  [s.cancelled]: [],
  [s.refunded]: [],
};

/** Statuses in which the customer may still cancel (a full refund). */
export const customerCancellable: readonly number[] = [s.scheduled, s.confirmed];

/** Final statuses: nothing follows them. */
export const finalStatuses: readonly number[] = [s.cancelled, s.refunded];

/** Statuses after which an order can be rated (it reached the customer). */
export const ratableStatuses: readonly number[] = [s.delivered, s.pickedUp];

export interface TransitionAsk {
  from: number;
  to: number;
  actor: OrderActorKind;
  isDelivery: boolean;
}

/** Whether the move is allowed for this actor and this kind of order. */
export function canTransition({ from, to, actor, isDelivery }: TransitionAsk): boolean {
  const rules = transitions[from as OrderStatusNumber];
  const rule = rules?.find((r) => r.to === to);
  if (!rule?.by.includes(actor)) return false;
  if (rule.only === "delivery" && !isDelivery) return false;
  if (rule.only === "pickup" && isDelivery) return false;
  return true;
}

/** The next forward status for the shop side (the simulator's and the console's "next step"), or null. */
export function nextForward(from: number, isDelivery: boolean): OrderStatusNumber | null {
  const rules = transitions[from as OrderStatusNumber] ?? [];
  const forward = rules.find(
    (r) =>
      r.to !== s.cancelled &&
      r.to !== s.refunded &&
      r.by.includes("system") &&
      (!r.only || (r.only === "delivery") === isDelivery),
  );
  return forward?.to ?? null;
}

const label = (n: number) => orderStatusName(n) ?? String(n);

/** Throws 409 (`orderTexts.transitionRefused`) unless the move is allowed. */
export function assertTransition(ask: TransitionAsk): void {
  if (canTransition(ask)) return;
  throw new ConflictError(
    orderTexts.transitionRefused.replace("{from}", label(ask.from)).replace("{to}", label(ask.to)),
  );
}
