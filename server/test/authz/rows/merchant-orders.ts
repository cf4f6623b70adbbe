import { orderStatus } from "@dutchpot/contract";
import type { Row } from "../expectations.ts";

/**
 * Merchant console: the live order board (issue 15). A diner's paid orders at partner A's shop;
 * each action has its own order, so the owner's run moves each once.
 */
const orderRow = (request: Row["request"], extra: Partial<Row> = {}): Row => ({
  access: "tenantAdmin",
  notOwner: 404,
  request,
  ...extra,
});

export const merchantOrdersRows: Record<string, Row> = {
  "MerchantOrders.GetBoard": orderRow(({ consoles }) => ({ query: { shopId: consoles.partnerA.shopId } })),
  "MerchantOrders.GetAll": orderRow(({ consoles }) => ({
    query: { shopId: consoles.partnerA.shopId, SkipCount: 0, MaxResultCount: 10 },
  })),
  "MerchantOrders.Get": orderRow(({ consoles }) => ({ query: { id: consoles.partnerA.order.toRead } })),
  "MerchantOrders.Accept": orderRow(({ consoles }) => ({
    body: { id: consoles.partnerA.order.toAccept, prepMinutes: 20 },
  })),
  "MerchantOrders.Reject": orderRow(({ consoles }) => ({
    body: { id: consoles.partnerA.order.toReject, reason: "Out of ingredients" },
  })),
  "MerchantOrders.Advance": orderRow(({ consoles }) => ({
    body: { id: consoles.partnerA.order.toAdvance, to: orderStatus.outForDelivery },
  })),
  "MerchantOrders.Cancel": orderRow(({ consoles }) => ({
    body: { id: consoles.partnerA.order.toCancel, refundAmount: 1, reason: "Kitchen closed early" },
  })),
  "MerchantOrders.Events": orderRow(({ consoles }) => ({ query: { shopId: consoles.partnerA.shopId } }), {
    stream: true,
  }),
};
