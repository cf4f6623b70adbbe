import type { Order, OrderPage } from "@dutchpot/contract";
import { orderFixture } from "../../../test/order-fixture.ts";

/** A delivered order of the flagship with no problem reported yet (the shared order fixture, one plain line). */
export function helpOrder(overrides: Partial<Order> = {}): Order {
  return orderFixture({
    id: 701,
    orderDate: "2026-11-22T18:30:00Z",
    orderStatus: 4,
    shopId: 1,
    orderDetails: [
      {
        id: 1,
        foodMenuId: 101,
        quantity: 1,
        price: 16.99,
        unitPrice: 16.99,
        foodMenu: { name: "Jerk Chicken Dinner", imageUrl: null },
        selectedAttributes: [],
      },
    ],
    subTotal: 16.99,
    discountedAmount: 0,
    promoCode: null,
    deliveryFee: 3.99,
    serviceFee: 1.87,
    driverTip: 0,
    taxAmount: 2.45,
    totalPrice: 22.85,
    amountDue: 25.3,
    leaveAtDoor: false,
    payment: { cardDetailsCardBrand: "VISA", cardDetailsCardLast4: "1111", amount: 25.3, refunded: 0 },
    history: [{ status: 0, at: "2026-11-22T18:30:00Z", actor: "customer" }],
    canCancel: false,
    ...overrides,
  });
}

export function ordersPage(items: Order[]): OrderPage {
  return { totalCount: items.length, items };
}
