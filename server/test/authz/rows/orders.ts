import type { Row } from "../expectations.ts";
import { cardToken, paging, tokenizeBody } from "./samples.ts";

/** Orders, weekly subscriptions, saved cards and payments set-up: the customer's own. */
export const ordersRows: Record<string, Row> = {
  // Orders: the caller's own.
  "Orders.GetAllByCustomer": { access: "cartOwner", request: () => ({ query: paging }) },
  "Orders.Get": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ query: { id: t.orderId } }) },
  "Orders.Rate": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.deliveredOrderId, stars: 4, comment: "Matrix" } }),
  },
  "Orders.ReportProblem": {
    access: "cartOwner",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.orderId, kind: "late", note: "Matrix" } }),
  },
  "Orders.Reorder": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ body: { id: t.orderId } }) },
  // The owner's cancel refunds the order: after the other rows, which read the same order.
  "Orders.Cancel": { access: "cartOwner", notOwner: 404, request: (_, t) => ({ body: { id: t.orderId } }), last: 1 },
  // With an id, the order's own stream: another's order is a 404 before the stream opens.
  "Orders.Events": {
    access: "cartOwner",
    notOwner: 404,
    stream: true,
    request: (_, t) => ({ query: { id: t.orderId } }),
  },

  // Saved cards: the signed-in customer's own; payments set-up is public.
  // Weekly subscriptions: signed-in customers, their own only (another's id is a 404). A pause
  // cancels and refunds the orders not yet being prepared, so Pause runs after Orders.Cancel (which
  // wants that order still scheduled), then Resume; Cancel ends it.
  "OrdersSubscription.GetCustomersSubscriptions": { access: "ownAccount", request: () => ({ query: paging }) },
  "OrdersSubscription.Get": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ query: { id: t.subscriptionId } }),
  },
  "OrdersSubscription.Pause": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 1.2,
  },
  "OrdersSubscription.Resume": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 1.4,
  },
  "OrdersSubscription.Cancel": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { id: t.subscriptionId } }),
    last: 2,
  },
  "Customers.SaveCustomerCard": { access: "ownAccount", request: async (s) => ({ body: { Id: await cardToken(s) } }) },
  "Customers.SetCustomersDefaultCard": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ body: { cardId: t.cardId } }),
  },
  "Customers.GetCustomersCardsList": { access: "ownAccount", request: () => ({}) },
  "Customers.DeleteCustomerCard": {
    access: "ownAccount",
    notOwner: 404,
    request: (_, t) => ({ query: { cardId: t.cardId } }),
    last: 2,
  },
  "Payments.GetConfiguration": { access: "public", request: () => ({}) },
  "Payments.TokenizeCard": { access: "public", request: () => ({ body: tokenizeBody() }) },
};
