import type { Subscription, SubscriptionPage } from "@dutchpot/contract";

/** An active subscription of two weekdays at 17:30, four weeks, with one past order. */
export function buildSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    id: 31,
    status: "active",
    shopId: 1,
    shopName: "Dutchpot Kitchen",
    shopLogoUrl: null,
    timeZone: "America/Toronto",
    daysOfWeek: [3, 1],
    timeSlot: "17:30",
    weeks: 4,
    isOnGoing: false,
    createdAt: "2026-11-20T15:00:00Z",
    endsOn: "2026-12-16",
    nextDelivery: "2026-11-25T22:30:00Z",
    isDelivery: true,
    deliveryAddress: "1540 Eglinton Ave W, Toronto",
    items: [
      {
        foodMenuId: 5,
        name: "Jerk chicken",
        imageUrl: "/img/jerk.png",
        quantity: 2,
        selectedAttributes: [{ name: "Spicy" }, { name: "Rice and peas" }],
      },
    ],
    amountPerDelivery: 31.64,
    card: { brand: "VISA", last4: "1111" },
    orders: [{ id: 812, orderDate: "2026-11-20T15:00:00Z", orderStatus: 4, deliveryDateStart: null, amountDue: 31.64 }],
    refundOnCancel: { orderId: 812, amount: 31.64 },
    pausedReason: null,
    ...overrides,
  };
}

export function pageOf(items: Subscription[], totalCount = items.length): SubscriptionPage {
  return { totalCount, items };
}
