import type { EndpointName } from "../constants/endpoints.ts";
import {
  CreatePromotionInputSchema,
  MerchantPromotionPageSchema,
  MerchantPromotionSchema,
  MerchantPromotionsQuerySchema,
  MerchantSalesQuerySchema,
  MerchantSalesSchema,
  PromotionIdInputSchema,
  UpdatePromotionInputSchema,
} from "../merchant-promotions.ts";
import type { EndpointSpec } from "./spec.ts";

/**
 * The merchant console's promotion codes and sales figures (issue 15). Scoped to the token's tenant:
 * a shop or code of another tenant answers 404 (docs/decisions/031-consoles.md).
 */
export const merchantPromotionsEndpoints = {
  "MerchantPromotions.GetAll": {
    summary:
      "The admin's promotion codes (of one of its shops, or all), newest first, with their state and usage (paged)",
    tag: "MerchantPromotions",
    access: "tenantAdmin",
    query: MerchantPromotionsQuerySchema,
    response: MerchantPromotionPageSchema,
    errors: [400, 401, 403, 404],
  },
  "MerchantPromotions.Create": {
    summary:
      "Create a code for one of the admin's shops (or, for a marketplace's admin, every shop of the marketplace)",
    tag: "MerchantPromotions",
    access: "tenantAdmin",
    body: CreatePromotionInputSchema,
    response: MerchantPromotionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantPromotions.Update": {
    summary: "Change a code's rules (its code only until it is first used)",
    tag: "MerchantPromotions",
    access: "tenantAdmin",
    body: UpdatePromotionInputSchema,
    response: MerchantPromotionSchema,
    errors: [400, 401, 403, 404, 409],
  },
  "MerchantPromotions.End": {
    summary: "End a code now: checkout refuses it from then on (its usage is kept)",
    tag: "MerchantPromotions",
    access: "tenantAdmin",
    body: PromotionIdInputSchema,
    response: MerchantPromotionSchema,
    errors: [400, 401, 403, 404],
  },
  "MerchantSales.Get": {
    summary:
      "A shop's orders and revenue per day (its time zone) for the last N days, best sellers, cancellations and rating",
    tag: "MerchantSales",
    access: "tenantAdmin",
    query: MerchantSalesQuerySchema,
    response: MerchantSalesSchema,
    errors: [400, 401, 403, 404],
  },
} satisfies Partial<Record<EndpointName, EndpointSpec>>;
