import { afterEach, describe, expect, it } from "vitest";
import {
  clearSubscriptionChoice,
  orderSubscriptionOf,
  readSubscriptionChoice,
  saveSubscriptionChoice,
} from "./checkout-choices.ts";

afterEach(() => window.sessionStorage.clear());

describe("subscription choices", () => {
  it("keeps the wizard's choices per shop for the payment screen", () => {
    saveSubscriptionChoice(7, { daysOfWeek: [5, 1, 5], timeSlot: "10:00", weeks: 12 });
    expect(readSubscriptionChoice(7)).toEqual({ daysOfWeek: [1, 5], timeSlot: "10:00", weeks: 12 });
    expect(readSubscriptionChoice(8)).toBeNull();
    clearSubscriptionChoice(7);
    expect(readSubscriptionChoice(7)).toBeNull();
  });

  it("ignores stored values that are not a valid choice", () => {
    window.sessionStorage.setItem("subscription:7", JSON.stringify({ daysOfWeek: [], timeSlot: "10:00", weeks: 4 }));
    expect(readSubscriptionChoice(7)).toBeNull();
    window.sessionStorage.setItem("subscription:7", "{not json");
    expect(readSubscriptionChoice(7)).toBeNull();
    window.sessionStorage.setItem("subscription:7", JSON.stringify({ daysOfWeek: [2], timeSlot: "09:00", weeks: 4 }));
    expect(readSubscriptionChoice(7)).toBeNull();
  });

  it("sends ongoing as isOnGoing and the first day as dayOfWeek", () => {
    expect(orderSubscriptionOf({ daysOfWeek: [2, 4], timeSlot: "20:30", weeks: null })).toEqual({
      weeks: null,
      isOnGoing: true,
      daysOfWeek: [2, 4],
      dayOfWeek: 2,
      timeSlot: "20:30",
    });
    expect(orderSubscriptionOf({ daysOfWeek: [0], timeSlot: "08:30", weeks: 4 })).toMatchObject({
      weeks: 4,
      isOnGoing: false,
      dayOfWeek: 0,
    });
  });
});
