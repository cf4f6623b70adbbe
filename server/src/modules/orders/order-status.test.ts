import { orderActors, orderStatus } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import { assertTransition, canTransition, nextForward } from "./order-status.ts";

const s = orderStatus;
const all = Object.values(s);

/** Every allowed move: [from, to, actors, kind of order ("both" when either)]. Anything else is refused. */
const allowed: [number, number, string[], "delivery" | "pickup" | "both"][] = [
  [s.scheduled, s.confirmed, ["merchant", "system"], "both"],
  [s.scheduled, s.cancelled, ["customer", "merchant", "system"], "both"],
  [s.confirmed, s.processing, ["merchant", "system"], "both"],
  [s.confirmed, s.cancelled, ["customer", "merchant", "system"], "both"],
  [s.processing, s.outForDelivery, ["merchant", "system"], "delivery"],
  [s.processing, s.readyForPickup, ["merchant", "system"], "pickup"],
  [s.processing, s.cancelled, ["merchant"], "both"],
  [s.outForDelivery, s.delivered, ["merchant", "system"], "delivery"],
  [s.outForDelivery, s.cancelled, ["merchant"], "both"],
  [s.readyForPickup, s.pickedUp, ["merchant", "system"], "pickup"],
  [s.readyForPickup, s.cancelled, ["merchant"], "both"],
  [s.delivered, s.refunded, ["merchant"], "both"],
  [s.pickedUp, s.refunded, ["merchant"], "both"],
];

describe("the order state machine", () => {
  it("allows exactly the listed moves, for the listed actors and kinds of order", () => {
    let checked = 0;
    for (const from of all)
      for (const to of all)
        for (const actor of orderActors)
          for (const isDelivery of [true, false]) {
            const rule = allowed.find(([f, t]) => f === from && t === to);
            const expected =
              !!rule && rule[2].includes(actor) && (rule[3] === "both" || (rule[3] === "delivery") === isDelivery);
            expect(
              canTransition({ from, to, actor, isDelivery }),
              `${from}→${to} by ${actor} (delivery ${isDelivery})`,
            ).toBe(expected);
            checked++;
          }
    expect(checked).toBe(all.length * all.length * orderActors.length * 2);
  });

  it("refuses a move with a 409 that names both statuses", () => {
    expect(() => assertTransition({ from: s.delivered, to: s.confirmed, actor: "merchant", isDelivery: true })).toThrow(
      expect.objectContaining({ statusCode: 409, message: "This order cannot move from delivered to confirmed." }),
    );
    expect(() =>
      assertTransition({ from: s.processing, to: s.cancelled, actor: "customer", isDelivery: true }),
    ).toThrow(expect.objectContaining({ statusCode: 409 }));
    expect(() =>
      assertTransition({ from: s.confirmed, to: s.processing, actor: "system", isDelivery: true }),
    ).not.toThrow();
  });

  it("walks a delivery and a pickup order forward to their last step", () => {
    const walk = (isDelivery: boolean) => {
      const steps: number[] = [s.scheduled];
      for (let next = nextForward(s.scheduled, isDelivery); next !== null; next = nextForward(next, isDelivery))
        steps.push(next);
      return steps;
    };
    expect(walk(true)).toEqual([s.scheduled, s.confirmed, s.processing, s.outForDelivery, s.delivered]);
    expect(walk(false)).toEqual([s.scheduled, s.confirmed, s.processing, s.readyForPickup, s.pickedUp]);
    expect(nextForward(s.cancelled, true)).toBeNull();
    expect(nextForward(s.refunded, false)).toBeNull();
  });
});
