import { checkoutLimits, checkoutTexts, earthRadiusKm } from "@dutchpot/contract";
import { describe, expect, it } from "vitest";
import type { Tx } from "../../db/transaction.ts";
import {
  CardDeclinedError,
  type ChargeRequest,
  type PaymentProvider,
  PaymentTimeoutError,
} from "../../providers/payments/types.ts";
import { chargeCardStep } from "./charge-card.ts";
import type { CheckoutSnapshotView } from "./checkout.deps.ts";
import { assertPayable } from "./payable.ts";
import { providerIdempotencyKey } from "./provider-key.ts";
import { localTime, subscriptionChoice } from "./subscription-choice.ts";

/** A provider outside our database, scripted per test: records what the step asked of it. */
function scriptedProvider(script: { charge?: () => Promise<void>; cancel?: () => Promise<void> }) {
  const calls: string[] = [];
  const provider = {
    name: "square",
    async charge(request: ChargeRequest) {
      calls.push(`charge ${request.idempotencyKey}`);
      await script.charge?.();
      return {
        paymentId: "pay_1",
        amountCents: request.amountCents,
        card: { brand: "VISA", last4: "1111", expMonth: 1, expYear: 2030 },
      };
    },
    async cancelByIdempotencyKey(key: string) {
      calls.push(`cancel ${key}`);
      await script.cancel?.();
    },
    async refund(request: { paymentId: string; amountCents: number; idempotencyKey: string }) {
      calls.push(`refund ${request.paymentId} ${request.amountCents} ${request.idempotencyKey}`);
      return { refundId: "ref_1", amountCents: request.amountCents };
    },
  } as unknown as PaymentProvider;
  return { provider, calls };
}

const log = { error: () => {}, warn: () => {} };
const input = {
  request: { idempotencyKey: "dpc-key", amountCents: 2599, currency: "CAD" as const, sourceId: "cnon:ok" },
  refundKey: "dpr-key",
};
const ctx = { tx: {} as Tx };
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (e: unknown) => e,
  );

describe("the charge step", () => {
  it.each([
    ["declined", checkoutTexts.paymentDeclined],
    ["insufficientFunds", checkoutTexts.insufficientFunds],
    ["expired", checkoutTexts.cardExpired],
    ["processingError", checkoutTexts.processingError],
    ["invalidCard", checkoutTexts.cardInvalid],
    ["unknownSource", checkoutTexts.cardUnknown],
  ] as const)("turns a %s decline into a 402 with its text", async (code, text) => {
    const { provider, calls } = scriptedProvider({ charge: () => Promise.reject(new CardDeclinedError(code)) });
    const error = await failure(chargeCardStep(provider, log).run(input, ctx));
    expect(error).toMatchObject({ statusCode: 402, message: text });
    expect(calls).toEqual(["charge dpc-key"]);
  });

  it("voids a timed-out charge by its key and answers 402 providerTimeout", async () => {
    const { provider, calls } = scriptedProvider({ charge: () => Promise.reject(new PaymentTimeoutError()) });
    const error = await failure(chargeCardStep(provider, log).run(input, ctx));
    expect(error).toMatchObject({ statusCode: 402, message: checkoutTexts.providerTimeout });
    expect(calls).toEqual(["charge dpc-key", "cancel dpc-key"]);
  });

  it("answers 503 when the void of a timed-out charge fails too (the key is then released for a retry)", async () => {
    const { provider } = scriptedProvider({
      charge: () => Promise.reject(new PaymentTimeoutError()),
      cancel: () => Promise.reject(new Error("provider down")),
    });
    const error = await failure(chargeCardStep(provider, log).run(input, ctx));
    expect(error).toMatchObject({ statusCode: 503, message: checkoutTexts.paymentServiceUnavailable });
  });

  it("compensates by voiding; when the void is refused, refunds the full amount under its own key", async () => {
    const voided = scriptedProvider({});
    const step = chargeCardStep(voided.provider, log);
    const charge = await step.run(input, ctx);
    await step.compensate?.(charge, input);
    expect(voided.calls).toEqual(["charge dpc-key", "cancel dpc-key"]);

    const refused = scriptedProvider({ cancel: () => Promise.reject(new Error("cannot void a completed payment")) });
    const second = chargeCardStep(refused.provider, log);
    await second.compensate?.(await second.run(input, ctx), input);
    expect(refused.calls).toEqual(["charge dpc-key", "cancel dpc-key", "refund pay_1 2599 dpr-key"]);
  });
});

describe("the provider's idempotency key", () => {
  const scope = { tenantId: 3, actor: "user:7", requestKey: "6f1c-attempt" };
  it("is stable for one attempt, at most 45 characters, and differs per caller, storefront, key and purpose", () => {
    const key = providerIdempotencyKey(scope);
    expect(key).toBe(providerIdempotencyKey({ ...scope }));
    expect(key.length).toBeLessThanOrEqual(45);
    expect(key).toMatch(/^dpc[A-Za-z0-9_-]{40}$/);
    const others = [
      providerIdempotencyKey({ ...scope, actor: "user:8" }),
      providerIdempotencyKey({ ...scope, tenantId: 4 }),
      providerIdempotencyKey({ ...scope, requestKey: "another" }),
      providerIdempotencyKey(scope, "refund"),
    ];
    expect(new Set([key, ...others]).size).toBe(5);
  });
});

describe("subscription choices", () => {
  const base = { signedIn: true, scheduledStart: null, timeZone: "America/Toronto" };
  it.each([
    [
      { weeks: 4, isOnGoing: false, dayOfWeek: 2, timeSlot: "10:00" },
      { weeks: 4, daysOfWeek: [2], timeSlot: "10:00" },
    ],
    [
      { weeks: 52, isOnGoing: false, daysOfWeek: [6, 1, 1, 3], timeSlot: "20:30" },
      { weeks: 52, daysOfWeek: [1, 3, 6], timeSlot: "20:30" },
    ],
    [
      { weeks: 12, isOnGoing: true, dayOfWeek: 0, timeSlot: "08:30" },
      { weeks: null, isOnGoing: true, daysOfWeek: [0] },
    ],
  ] as const)("%o → %o", (choice, stored) => {
    expect(subscriptionChoice({ ...choice } as never, base)).toMatchObject(stored);
  });

  it("takes the time from the booked slot when none is sent, if it is one of the wizard's", () => {
    // 15:00 UTC on a January day = 10:00 in Toronto (EST).
    const start = new Date("2027-01-12T15:00:00Z");
    expect(localTime(start, "America/Toronto")).toBe("10:00");
    expect(
      subscriptionChoice({ weeks: 4, isOnGoing: false, dayOfWeek: 2 }, { ...base, scheduledStart: start }),
    ).toMatchObject({
      timeSlot: "10:00",
    });
    const offGrid = new Date("2027-01-12T15:30:00Z");
    expect(() =>
      subscriptionChoice({ weeks: 4, isOnGoing: false, dayOfWeek: 2 }, { ...base, scheduledStart: offGrid }),
    ).toThrow(
      expect.objectContaining({
        member: "orderSubscription.timeSlot",
        fieldMessage: checkoutTexts.subscriptionTimeSlot,
      }),
    );
  });

  it("is for signed-in customers only", () => {
    expect(() =>
      subscriptionChoice({ weeks: 4, isOnGoing: false, dayOfWeek: 2, timeSlot: "10:00" }, { ...base, signedIn: false }),
    ).toThrow(expect.objectContaining({ member: "orderSubscription", fieldMessage: checkoutTexts.subscriptionSignIn }));
  });
});

describe("the delivery radius", () => {
  const shop = { latitude: 43.6426, longitude: -79.3871 };
  /** A point `km` north of the shop. */
  const north = (km: number) => shop.latitude + ((km / earthRadiusKm) * 180) / Math.PI;
  const snapshot = (
    latitude: number,
    deliveryRadiusKm: number = checkoutLimits.deliveryRadiusKm,
  ): CheckoutSnapshotView =>
    ({
      cart: {
        isDelivery: true,
        deliveryAddress: "1 Front St W",
        pinLatitude: null,
        pinLongitude: null,
        addressLatitude: latitude,
        addressLongitude: shop.longitude,
      },
      shop: { ...shop, offersPickup: true, offersDelivery: true, deliveryRadiusKm },
      lines: [{ isAvailable: true, name: "Patty" }],
      totals: { promoProblem: null, amountDueCents: 1000 },
    }) as unknown as CheckoutSnapshotView;

  it(`allows ${checkoutLimits.deliveryRadiusKm} km and refuses just beyond`, () => {
    expect(() => assertPayable(snapshot(north(checkoutLimits.deliveryRadiusKm - 0.01)), undefined)).not.toThrow();
    expect(() => assertPayable(snapshot(north(checkoutLimits.deliveryRadiusKm + 0.01)), undefined)).toThrow(
      expect.objectContaining({ fieldMessage: checkoutTexts.addressOutOfReach }),
    );
  });

  it("uses the shop's own radius, capped at the platform's", () => {
    expect(() => assertPayable(snapshot(north(2.99), 3), undefined)).not.toThrow();
    expect(() => assertPayable(snapshot(north(3.01), 3), undefined)).toThrow(
      expect.objectContaining({ fieldMessage: checkoutTexts.addressOutOfReach }),
    );
    expect(() => assertPayable(snapshot(north(checkoutLimits.deliveryRadiusKm + 0.01), 100), undefined)).toThrow(
      expect.objectContaining({ fieldMessage: checkoutTexts.addressOutOfReach }),
    );
  });

  it("measures from the drop-off pin when there is one", () => {
    const far = snapshot(north(0));
    far.cart.pinLatitude = north(20);
    far.cart.pinLongitude = shop.longitude;
    expect(() => assertPayable(far, undefined)).toThrow(
      expect.objectContaining({ fieldMessage: checkoutTexts.addressOutOfReach }),
    );
  });
});
