import { checkoutLimits } from "@dutchpot/contract/constants";

/*
 * The subscription wizard's choices, kept in session storage per shop (`subscription:<shopId>`)
 * between the checkout screen, which writes them when the customer presses Subscribe, and the
 * payment screen, which sends them with the payment as `orderSubscription`. The cart itself has no
 * field for them: a subscription only exists once it is paid for.
 */

export type SubscriptionTimeSlot = (typeof checkoutLimits.subscriptionTimeSlots)[number];

export interface SubscriptionChoice {
  /** Days of the week, 0 = Sunday … 6 = Saturday, ascending, at least one. */
  daysOfWeek: number[];
  /** One of the wizard's 9 slots, local "HH:MM". */
  timeSlot: SubscriptionTimeSlot;
  /** 1, 4, 12, 24 or 52; null means ongoing. */
  weeks: number | null;
}

/** What ProcessPayment's `orderSubscription` takes (contract `OrderSubscriptionInput`). */
export interface OrderSubscriptionPayload {
  weeks: number | null;
  isOnGoing: boolean;
  daysOfWeek: number[];
  /** The first chosen day (the spec's single day). */
  dayOfWeek: number;
  timeSlot: SubscriptionTimeSlot;
}

const keyOf = (shopId: number) => `subscription:${shopId}`;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function isChoice(value: unknown): value is SubscriptionChoice {
  if (typeof value !== "object" || value === null) return false;
  const { daysOfWeek, timeSlot, weeks } = value as Record<string, unknown>;
  const days = Array.isArray(daysOfWeek) ? daysOfWeek : [];
  return (
    days.length > 0 &&
    days.every((d) => Number.isInteger(d) && d >= 0 && d <= 6) &&
    (checkoutLimits.subscriptionTimeSlots as readonly unknown[]).includes(timeSlot) &&
    (weeks === null || (checkoutLimits.subscriptionWeeks as readonly unknown[]).includes(weeks))
  );
}

/** The shop's saved wizard choices, or null (none, or unreadable). */
export function readSubscriptionChoice(shopId: number): SubscriptionChoice | null {
  try {
    const raw = storage()?.getItem(keyOf(shopId));
    const value: unknown = raw ? JSON.parse(raw) : null;
    return isChoice(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveSubscriptionChoice(shopId: number, choice: SubscriptionChoice): void {
  const normalized: SubscriptionChoice = {
    ...choice,
    daysOfWeek: [...new Set(choice.daysOfWeek)].sort((a, b) => a - b),
  };
  try {
    storage()?.setItem(keyOf(shopId), JSON.stringify(normalized));
  } catch {
    // Storage blocked: the choice lives as long as the screen.
  }
}

/** Forgets the shop's choices (another delivery mode was chosen, or the order was paid). */
export function clearSubscriptionChoice(shopId: number): void {
  try {
    storage()?.removeItem(keyOf(shopId));
  } catch {
    // Nothing stored.
  }
}

/** The payment's `orderSubscription` for a choice. */
export function orderSubscriptionOf(choice: SubscriptionChoice): OrderSubscriptionPayload {
  return {
    weeks: choice.weeks,
    isOnGoing: choice.weeks === null,
    daysOfWeek: choice.daysOfWeek,
    dayOfWeek: choice.daysOfWeek[0] ?? 0,
    timeSlot: choice.timeSlot,
  };
}
