/**
 * Checkout constants (issue 12): tips, scheduling, subscriptions and the texts the server answers
 * and the web app shows. No zod, so the web app can import them cheaply.
 */

export const checkoutLimits = {
  /** Tip buttons, CA$ (spec 001 §9); any other value is refused. */
  tipOptions: [0, 3, 6],
  /** Scheduling: half-hour slots over the next 7 days (the shop's hours, prep time and capacity). */
  slotMinutes: 30,
  scheduleDays: 7,
  /** Subscription durations in weeks (spec 001 §9); `null` in the wizard means ongoing. */
  subscriptionWeeks: [1, 4, 12, 24, 52],
  defaultSubscriptionWeeks: 4,
  /** The wizard's 9 delivery time slots, local "HH:MM", 8.30 AM to 8.30 PM. */
  subscriptionTimeSlots: ["08:30", "10:00", "11:30", "13:00", "14:30", "16:00", "17:30", "19:00", "20:30"],
  promoCodeMaxLength: 40,
  /** How far (km, haversine) from the shop a delivery may go; farther addresses are refused at payment. */
  deliveryRadiusKm: 15,
  nameMaxLength: 120,
  emailMaxLength: 256,
} as const;

/** Texts the checkout calls answer (each refusal has its own). */
export const checkoutTexts = {
  tipValue: "Choose a tip of 0, 3 or 6.",
  deliveryTimeUpdated: "Delivery Time Updated",
  slotPast: "This delivery time has already passed. Choose another time.",
  slotClosed: "The store is closed at this time. Choose another time.",
  slotFull: "This delivery time is fully booked. Choose another time.",
  slotNotOnGrid: "Choose one of the offered half-hour delivery times.",
  slotTooFar: "Deliveries can be scheduled up to 7 days ahead.",
  shopClosedNow: "The store is closed now: schedule your order for a time it is open.",
  noPickup: "This store does not offer pickup.",
  noDelivery: "This store does not deliver: choose pickup.",
  emptyCart: "Your cart is empty.",
  itemsUnavailable: "Some items in your cart are not available any more: remove them to continue.",
  priceChanged: "Prices in your cart have changed. Check the new total and try again.",
  addressRequired: "Add a delivery address to continue.",
  addressOutOfReach: "This address is beyond the store's delivery area.",
  idempotencyKeyRequired: "Send an Idempotency-Key header with each payment attempt.",
  subscriptionSignIn: "Sign in to subscribe.",
  subscriptionTimeSlot: "Choose a delivery time for your subscription.",
  paymentServiceUnavailable: "The payment service could not be reached. Try again in a moment with the same payment.",
  promoAdded: "PROMOCODE ADDED",
  promoUnknown: "This promo code does not exist.",
  promoInactive: "This promo code is no longer active.",
  promoNotStarted: "This promo code is not valid yet.",
  promoExpired: "This promo code has expired.",
  promoOtherShop: "This promo code is not valid at this store.",
  promoMinSubtotal: "Add more items to use this promo code (minimum subtotal {min}).",
  promoFirstOrderOnly: "This promo code is for your first order only.",
  promoSignInRequired: "Sign in to use this promo code.",
  promoCustomerLimit: "You have already used this promo code.",
  promoTotalLimit: "This promo code has reached its usage limit.",
  paymentDeclined: "Your card was declined.",
  insufficientFunds: "Your card has insufficient funds.",
  cardExpired: "Your card has expired.",
  processingError: "The card could not be processed. Try again or use another card.",
  providerTimeout: "The payment service did not answer in time. You were not charged; try again.",
  cardInvalid: "The card number is not valid.",
  cardUnknown: "This saved card was not found.",
  cardAdded: "Card Added Successfully",
  defaultCardChanged: "Default Card Changed",
  paymentMethodModified: "Payment method modified successfully",
  cardSaved: "Card Successfully Saved",
  squareFailedToLoad: "Square.js failed to load properly",
  tokenizationFailed: "Tokenization failed with status {status}",
} as const;

/** How the customer gets the order (spec 001 §4; `subscribtion` is spelled so on the wire). */
export const deliveryModes = ["now", "later", "subscribtion", "pickup"] as const;
export type DeliveryMode = (typeof deliveryModes)[number];

/** The sandbox provider's test card numbers (docs/payments.md): any future expiry, any 3 or 4 digit CVV. */
export const sandboxTestCards = [
  { number: "4111 1111 1111 1111", outcome: "approve", brand: "VISA" },
  { number: "5105 1051 0510 5100", outcome: "approve", brand: "MASTERCARD" },
  { number: "4000 0000 0000 0002", outcome: "decline", brand: "VISA" },
  { number: "4000 0000 0000 9995", outcome: "insufficientFunds", brand: "VISA" },
  { number: "4000 0000 0000 0069", outcome: "expired", brand: "VISA" },
  { number: "4000 0000 0000 0119", outcome: "processingError", brand: "VISA" },
] as const;
export type SandboxOutcome = (typeof sandboxTestCards)[number]["outcome"];
