import type { Cart, PaymentConfiguration, SavedCard } from "@dutchpot/contract";
import { sandboxTestCards } from "@dutchpot/contract/constants";
import { orderFixture } from "../../../test/order-fixture.ts";

/** A delivery cart of shop 7 with two lines, a promo code and every fee (dollars, as the server answers). */
export function paymentCart(overrides: Partial<Cart> = {}): Cart {
  return {
    id: 55,
    shopId: 7,
    shopName: "Dutchpot Kitchen",
    shopLogoUrl: null,
    timeZone: "America/Toronto",
    subTotal: 30,
    taxAmount: 4.29,
    deliveryFee: 3.99,
    driverTip: 3,
    serviceFee: 3.3,
    orderFee: 0,
    discountedAmount: 3,
    promoCode: "WELCOME10",
    promoProblem: null,
    freeDelivery: false,
    taxLabel: "HST 13%",
    totalPrice: 37.29,
    amountDue: 41.58,
    feePolicy: { serviceFeePercent: 11, orderFee: 0, firstOrderFreeDeliveryMin: 5, deliveryFee: 3.99 },
    itemCount: 3,
    notes: "Some Notes",
    isDelivery: true,
    leaveAtDoor: true,
    dropOffInstructions: null,
    apartmentNumber: null,
    deliveryAddress: "1540 Eglinton Ave W, Toronto",
    city: "Toronto",
    zipcode: null,
    addressLatitude: 43.6968,
    addressLongitude: -79.4412,
    latitude: 43.6968,
    longitude: -79.4412,
    deliveryDateStart: null,
    deliveryDateEnd: null,
    shoppingCartItems: [
      {
        id: 1,
        foodMenuId: 101,
        quantity: 1,
        price: 20.02,
        foodMenu: { name: "Jerk Chicken Dinner", unitPrice: 16.99, imageUrl: null },
        selectedAttributes: [
          {
            productAttributeValueId: 13,
            productAttributeValue: { id: 13, name: "Large", cost: 3.03, textPrompt: "Choose a size" },
          },
        ],
        shoppingCart: { id: 55, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
        isAvailable: true,
      },
      {
        id: 2,
        foodMenuId: 202,
        quantity: 2,
        price: 9.98,
        foodMenu: { name: "Rice & Peas", unitPrice: 4.99, imageUrl: null },
        selectedAttributes: [],
        shoppingCart: { id: 55, dropOffInstructions: null, apartmentNumber: null, leaveAtDoor: true },
        isAvailable: true,
      },
    ],
    ...overrides,
  };
}

/** The order ProcessPayment answers for `paymentCart()` (the shared order fixture). */
export const paidOrder = orderFixture;

export const savedCards: SavedCard[] = [
  { cardId: "card_visa", last4: "1111", isDefault: false, cardBrand: "VISA", expMonth: 12, expYear: 2030 },
  { cardId: "card_mc", last4: "5100", isDefault: true, cardBrand: "MASTERCARD", expMonth: 3, expYear: 2031 },
];

export const sandboxConfiguration: PaymentConfiguration = {
  provider: "sandbox",
  currency: "CAD",
  square: null,
  missingCredentials: false,
  testCards: sandboxTestCards.map((card) => ({ ...card })),
};

export const squareConfiguration: PaymentConfiguration = {
  provider: "square",
  currency: "CAD",
  square: {
    applicationId: "sandbox-sq0idb-app",
    locationId: "LOC1",
    scriptUrl: "https://sandbox.web.squarecdn.com/v1/square.js",
  },
  missingCredentials: false,
  testCards: null,
};

export const payerProfile = {
  id: 42,
  tenantId: 3,
  name: "Ada",
  surname: "Lovelace",
  userName: "ada@example.com",
  emailAddress: "ada@example.com",
  phoneCountryCode: "+1",
  phoneNumber: "4165550199",
  isPhoneConfirmed: true,
  pendingPhoneCountryCode: null,
  pendingPhoneNumber: null,
  address: null,
  city: null,
  postCode: null,
  countryId: null,
  stateProvinceId: null,
  isActive: true,
  roleNames: ["customer"],
  creationTime: "2026-11-23T10:00:00Z",
};
