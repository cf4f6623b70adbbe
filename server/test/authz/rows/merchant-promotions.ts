import { randomBytes } from "node:crypto";
import type { Row } from "../expectations.ts";

/** Merchant console: promotion codes and sales figures (issue 15), of partner A's shop. */
const promotionRow = (request: Row["request"], extra: Partial<Row> = {}): Row => ({
  access: "tenantAdmin",
  notOwner: 404,
  request,
  ...extra,
});
const freshCode = () => `MX${randomBytes(3).toString("hex").toUpperCase()}`;

export const merchantPromotionsRows: Record<string, Row> = {
  "MerchantPromotions.GetAll": promotionRow(({ consoles }) => ({
    query: { shopId: consoles.partnerA.shopId, SkipCount: 0, MaxResultCount: 10 },
  })),
  "MerchantPromotions.Create": promotionRow(({ consoles }) => ({
    body: { shopId: consoles.partnerA.shopId, code: freshCode(), kind: "percentage", value: 10, maxDiscount: 5 },
  })),
  "MerchantPromotions.Update": promotionRow(({ consoles }) => ({
    body: {
      id: consoles.partnerA.promotionId,
      code: consoles.partnerA.promotionCode,
      description: "Two dollars off",
      kind: "fixedAmount",
      value: 2,
      minSubtotal: 10,
    },
  })),
  "MerchantPromotions.End": promotionRow(({ consoles }) => ({ body: { id: consoles.partnerA.promotionId } }), {
    last: 1,
  }),
  "MerchantSales.Get": promotionRow(({ consoles }) => ({ query: { shopId: consoles.partnerA.shopId, days: 30 } })),
};
