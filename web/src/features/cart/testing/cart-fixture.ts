import type { Cart } from "@dutchpot/contract";

/** A cart as the server answers it: empty, delivery, leave at door, nothing set; override what a test needs. */
export function cartFixture(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 1,
    shopId: 1,
    shopName: "Dutchpot Kitchen",
    shopLogoUrl: null,
    subTotal: 0,
    taxAmount: 0,
    deliveryFee: 0,
    driverTip: 0,
    totalPrice: 0,
    itemCount: 0,
    notes: "Some Notes",
    isDelivery: true,
    leaveAtDoor: true,
    dropOffInstructions: null,
    apartmentNumber: null,
    deliveryAddress: null,
    city: null,
    zipcode: null,
    addressLatitude: null,
    addressLongitude: null,
    latitude: null,
    longitude: null,
    deliveryDateStart: null,
    deliveryDateEnd: null,
    shoppingCartItems: [],
    ...overrides,
  };
}
