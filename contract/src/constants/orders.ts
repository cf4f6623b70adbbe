/** Order status numbers (spec 001 §4) and the tracker's steps. */
export const orderStatus = { confirmed: 0, processing: 2, outForDelivery: 3, delivered: 4, cancelled: 9 } as const;
export type OrderStatusNumber = (typeof orderStatus)[keyof typeof orderStatus];
