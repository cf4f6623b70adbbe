/**
 * Order statuses (spec 001 §4 numbers 0, 2, 3, 4, and what a real marketplace needs besides; every
 * number is documented in docs/orders.md) and the texts of the orders and subscriptions calls.
 * No zod: the web app imports these cheaply.
 */
export const orderStatus = {
  /** Paid; the shop has it (spec tracker step 1). */
  confirmed: 0,
  /** Paid for a booked slot; released to the shop (→ confirmed) ahead of its slot. */
  scheduled: 1,
  /** The shop is preparing it (tracker step 2). */
  processing: 2,
  /** With the rider (tracker step 3; delivery orders). */
  outForDelivery: 3,
  /** Handed over at the door (tracker step 4; delivery orders). */
  delivered: 4,
  /** Waiting at the counter (pickup orders' step 3). */
  readyForPickup: 5,
  /** Collected by the customer (pickup orders' step 4). */
  pickedUp: 6,
  /** Cancelled before it was prepared; the payment is refunded in full. */
  cancelled: 9,
  /** Refunded in full by the shop after it was delivered or picked up. */
  refunded: 10,
} as const;
export type OrderStatusNumber = (typeof orderStatus)[keyof typeof orderStatus];
export type OrderStatusName = keyof typeof orderStatus;

/** The status's name for a number (undefined for an unknown number). */
export const orderStatusName = (n: number): OrderStatusName | undefined =>
  (Object.keys(orderStatus) as OrderStatusName[]).find((k) => orderStatus[k] === n);

/** Who moved an order: the customer (or guest), the shop's staff, or the platform (release, simulator). */
export const orderActors = ["customer", "merchant", "system"] as const;
export type OrderActorKind = (typeof orderActors)[number];

/**
 * The tracker's four steps (spec 001 §4): delivery orders go Confirmed → Processing → Out for
 * Delivery → Delivered; pickup orders Confirmed → Processing → Ready for pickup → Picked up.
 * A scheduled order shows step 1 until it is released.
 */
export const trackerSteps = {
  delivery: [orderStatus.confirmed, orderStatus.processing, orderStatus.outForDelivery, orderStatus.delivered],
  pickup: [orderStatus.confirmed, orderStatus.processing, orderStatus.readyForPickup, orderStatus.pickedUp],
} as const;

/** The problems a customer can report about an order (Get Help). */
export const orderProblemKinds = ["missingItem", "wrongItem", "late", "other"] as const;
export type OrderProblemKind = (typeof orderProblemKinds)[number];

export const orderLimits = {
  ratingMin: 1,
  ratingMax: 5,
  ratingCommentMaxLength: 1000,
  problemNoteMaxLength: 1000,
  /** A problem can be reported on an order placed within this many days (Get Help lists these). */
  problemReportDays: 30,
  /** At most this many problem reports per order. */
  problemReportsPerOrder: 5,
  /** A declined renewal is retried this many times before the subscription is paused. */
  renewalRetries: 2,
} as const;

/** Subscription states (spec 001 §4 shows "Active"; pause, resume and cancel are real). */
export const subscriptionStatus = ["active", "paused", "cancelled", "completed"] as const;
export type SubscriptionStatus = (typeof subscriptionStatus)[number];

/** Texts the orders and subscriptions calls answer. */
export const orderTexts = {
  transitionRefused: "This order cannot move from {from} to {to}.",
  /** A move made from a stale view (the order moved on since it was loaded). */
  orderChanged: "This order has changed since you loaded it.",
  cancelTooLate: "This order is already being prepared: contact the store to cancel it.",
  alreadyRated: "You have already rated this order.",
  notRatable: "You can rate an order once it has been delivered or picked up.",
  nothingToReorder: "None of this order's items are available any more.",
  problemReportTooOld: "This order is too old to report a problem with it: contact the store.",
  tooManyProblemReports: "You have already reported several problems with this order: the store will get back to you.",
  subscriptionNotActive: "Only an active subscription can be paused.",
  subscriptionNotPaused: "Only a paused subscription can be resumed.",
  subscriptionEnded: "This subscription has already ended.",
} as const;
