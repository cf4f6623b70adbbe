import type { Cart, CartItem, DeliverySlots, OpeningHours } from "@dutchpot/contract";

/** A line of the cart as the server answers it. */
export function lineFixture(overrides: Partial<CartItem> = {}): CartItem {
  return {
    id: 11,
    foodMenuId: 202,
    quantity: 2,
    price: 25,
    foodMenu: { name: "Jerk Chicken", unitPrice: 12.5, imageUrl: null },
    selectedAttributes: [],
    shoppingCart: { id: 55, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
    isAvailable: true,
    ...overrides,
  };
}

/** A priced cart of shop 7 with one line, an address, delivered now; override what a test needs. */
export function checkoutCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 55,
    shopId: 7,
    shopName: "Island Grill",
    shopLogoUrl: null,
    timeZone: "America/Toronto",
    subTotal: 25,
    taxAmount: 4.29,
    deliveryFee: 3.99,
    driverTip: 0,
    serviceFee: 2.75,
    orderFee: 0,
    discountedAmount: 0,
    promoCode: null,
    promoProblem: null,
    freeDelivery: false,
    taxLabel: "HST 13%",
    totalPrice: 31.74,
    amountDue: 36.03,
    feePolicy: { serviceFeePercent: 11, orderFee: 0, firstOrderFreeDeliveryMin: 5, deliveryFee: 3.99 },
    itemCount: 2,
    notes: "Some Notes",
    isDelivery: true,
    leaveAtDoor: true,
    dropOffInstructions: null,
    apartmentNumber: null,
    deliveryAddress: "100 Queen St W, Toronto",
    city: "Toronto",
    zipcode: null,
    addressLatitude: 43.65,
    addressLongitude: -79.38,
    latitude: 43.65,
    longitude: -79.38,
    deliveryDateStart: null,
    deliveryDateEnd: null,
    shoppingCartItems: [lineFixture()],
    ...overrides,
  };
}

export function openingHoursFixture(isOpen: boolean, week: OpeningHours["week"] = []): OpeningHours {
  return {
    shopId: 7,
    timeZone: "America/Toronto",
    prepTimeMinutes: 20,
    state: { isOpen, closesAt: null, opensAt: null },
    week,
    closures: [],
  };
}

/** Two days of slots (UTC instants of 11:00 and 11:30 Toronto time). */
export function slotsFixture(): DeliverySlots {
  const day = (date: string, dayOfWeek: number) => ({
    date,
    dayOfWeek,
    slots: [
      { start: `${date}T16:00:00.000Z`, end: `${date}T16:30:00.000Z`, time: "11:00", remaining: 10 },
      { start: `${date}T16:30:00.000Z`, end: `${date}T17:00:00.000Z`, time: "11:30", remaining: 3 },
    ],
  });
  return { shopId: 7, timeZone: "America/Toronto", days: [day("2026-11-24", 2), day("2026-11-25", 3)] };
}
