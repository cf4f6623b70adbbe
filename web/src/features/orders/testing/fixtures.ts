import type { Order, OrderPage } from "@dutchpot/contract";

/** A paid delivery order of shop 7 with two lines, a promo code and every fee (dollars, as the server answers). */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 501,
    orderDate: "2026-11-23T18:30:00Z",
    orderStatus: 0,
    shopId: 7,
    shopName: "Dutchpot Kitchen",
    shopLogoUrl: null,
    timeZone: "America/Toronto",
    orderDetails: [
      {
        id: 1,
        foodMenuId: 101,
        quantity: 1,
        price: 20.02,
        unitPrice: 16.99,
        foodMenu: { name: "Jerk Chicken Dinner", imageUrl: null },
        selectedAttributes: [{ name: "Large", textPrompt: "Choose a size", cost: 3.03 }],
      },
      {
        id: 2,
        foodMenuId: 202,
        quantity: 2,
        price: 9.98,
        unitPrice: 4.99,
        foodMenu: { name: "Rice & Peas", imageUrl: null },
        selectedAttributes: [],
      },
    ],
    subTotal: 30,
    discountedAmount: 3,
    promoCode: "WELCOME10",
    deliveryFee: 3.99,
    serviceFee: 3.3,
    orderFee: 0,
    driverTip: 3,
    taxAmount: 4.29,
    taxLabel: "HST 13%",
    totalPrice: 37.29,
    amountDue: 41.58,
    isDelivery: true,
    deliveryAddress: "1540 Eglinton Ave W, Toronto",
    apartmentNumber: null,
    leaveAtDoor: true,
    dropOffInstructions: null,
    deliveryDateStart: null,
    deliveryDateEnd: null,
    subscriptionId: null,
    payment: { cardDetailsCardBrand: "VISA", cardDetailsCardLast4: "1111", amount: 41.58, refunded: 0 },
    history: [{ status: 0, at: "2026-11-23T18:30:00Z", actor: "customer" }],
    canCancel: true,
    rating: null,
    problems: [],
    ...overrides,
  };
}

/** A page of `count` orders numbered from `firstId` down, newest first, of `total` in all. */
export function orderPage(firstId: number, count: number, total: number): OrderPage {
  return {
    totalCount: total,
    items: Array.from({ length: count }, (_, i) =>
      orderFixture({ id: firstId - i, shopName: `Shop ${firstId - i}`, amountDue: 10 + i }),
    ),
  };
}
