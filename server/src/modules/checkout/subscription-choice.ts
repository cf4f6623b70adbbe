import { checkoutLimits, checkoutTexts, type OrderSubscriptionInput } from "@dutchpot/contract";
import { FieldValidationError } from "../../lib/errors.ts";

/** The wizard's choices as stored (order_subscriptions): the customer's days, time and duration. */
export interface SubscriptionChoice {
  weeks: number | null;
  isOnGoing: boolean;
  daysOfWeek: number[];
  timeSlot: string;
}

/** "HH:MM" of an instant in a time zone (24 h). */
export function localTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "00";
  return `${part("hour")}:${part("minute")}`;
}

/**
 * Reads the subscription the customer chose (validated in shape by the contract): signed-in
 * customers only; the days from `daysOfWeek` or the single `dayOfWeek`; the time slot as chosen,
 * or, when not sent (the spec's payload has none), the local time of the cart's scheduled slot
 * when it is one of the wizard's slots. Anything else is a 400 naming the field.
 */
export function subscriptionChoice(
  input: OrderSubscriptionInput,
  context: { signedIn: boolean; scheduledStart: Date | null; timeZone: string },
): SubscriptionChoice {
  if (!context.signedIn) throw new FieldValidationError("orderSubscription", checkoutTexts.subscriptionSignIn);
  const days = input.daysOfWeek?.length ? input.daysOfWeek : input.dayOfWeek != null ? [input.dayOfWeek] : [];
  const daysOfWeek = [...new Set(days)].sort((a, b) => a - b);
  const slots: readonly string[] = checkoutLimits.subscriptionTimeSlots;
  const fromSchedule = context.scheduledStart ? localTime(context.scheduledStart, context.timeZone) : null;
  const timeSlot = input.timeSlot ?? (fromSchedule && slots.includes(fromSchedule) ? fromSchedule : null);
  if (!timeSlot) throw new FieldValidationError("orderSubscription.timeSlot", checkoutTexts.subscriptionTimeSlot);
  return {
    isOnGoing: input.isOnGoing,
    weeks: input.isOnGoing ? null : (input.weeks ?? null),
    daysOfWeek,
    timeSlot,
  };
}
