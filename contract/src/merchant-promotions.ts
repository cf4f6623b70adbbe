import { z } from "zod";
import {
  type PromotionKindName,
  promotionCodePattern,
  promotionKindNames,
  promotionLimits,
  promotionStates,
  promotionTexts,
  salesLimits,
} from "./constants/merchant-promotions.ts";
import { PagedRequestSchema } from "./paging.ts";
import { dateTimeInputSchema, idQuerySchema, idSchema, numberQuery, text } from "./primitives.ts";

/**
 * The merchant console's promotion codes and sales page (issue 15; docs/merchant-console.md
 * "Promotions" and "Sales"). Money on the wire is dollars; a percentage is percent (12.5 = 12.5 %).
 */

export * from "./constants/merchant-promotions.ts";

/** Dollars with at most two decimals (cents). */
const wholeCents = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;
const money = () =>
  z.number().min(0).max(promotionLimits.amountMax).refine(wholeCents, { message: promotionTexts.cents });
const uses = z.number().int().min(1).max(promotionLimits.usesMax);

const codeSchema = text({ max: promotionLimits.codeMax, min: 1 })
  .transform((v) => v.toUpperCase())
  .refine((v) => v.length >= promotionLimits.codeMin && promotionCodePattern.test(v), {
    message: promotionTexts.code,
  });

/** The rules of a code (create and update). */
const promotionFields = {
  code: codeSchema,
  description: text({ max: promotionLimits.descriptionMax }).default(""),
  kind: z.enum(promotionKindNames),
  /** Percent for `percentage` (1–100), dollars for `fixedAmount`, ignored for `freeDelivery`. */
  value: z.number().min(0).max(promotionLimits.amountMax).default(0),
  /** Caps a percentage's discount (dollars); null = no cap. */
  maxDiscount: money().nullable().default(null),
  /** The cart's subtotal must reach this (dollars). */
  minSubtotal: money().default(0),
  firstOrderOnly: z.boolean().default(false),
  perCustomerLimit: uses.nullable().default(null),
  totalLimit: uses.nullable().default(null),
  startsAt: dateTimeInputSchema.nullable().default(null),
  endsAt: dateTimeInputSchema.nullable().default(null),
  isActive: z.boolean().default(true),
};

type Rules = {
  kind: PromotionKindName;
  value: number;
  maxDiscount: number | null;
  startsAt: string | null;
  endsAt: string | null;
};

/** The rules that span fields (the database checks the same: percentage 1–100, window start < end). */
function checkRules(input: Rules, ctx: z.RefinementCtx) {
  if (input.kind === "percentage") {
    const bps = input.value * 100;
    if (input.value < 1 || input.value > 100 || Math.abs(bps - Math.round(bps)) > 1e-6) {
      ctx.addIssue({ code: "custom", path: ["value"], message: promotionTexts.percentage });
    }
  } else if (input.maxDiscount !== null) {
    ctx.addIssue({ code: "custom", path: ["maxDiscount"], message: promotionTexts.maxDiscount });
  }
  if (input.kind === "fixedAmount" && Math.round(input.value * 100) <= 0) {
    ctx.addIssue({ code: "custom", path: ["value"], message: promotionTexts.fixedAmount });
  } else if (input.kind === "fixedAmount" && !wholeCents(input.value)) {
    ctx.addIssue({ code: "custom", path: ["value"], message: promotionTexts.cents });
  }
  if (input.startsAt && input.endsAt && Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
    ctx.addIssue({ code: "custom", path: ["endsAt"], message: promotionTexts.window });
  }
}

export const CreatePromotionInputSchema = z
  .object({
    /** The admin's shop the code is valid at; null = every shop of the marketplace (marketplace admins). */
    shopId: idSchema.nullable(),
    ...promotionFields,
  })
  .superRefine(checkRules);
export type CreatePromotionInput = z.output<typeof CreatePromotionInputSchema>;

/** Every rule again (a form sends them all); the shop a code belongs to does not change. */
export const UpdatePromotionInputSchema = z.object({ id: idSchema, ...promotionFields }).superRefine(checkRules);
export type UpdatePromotionInput = z.output<typeof UpdatePromotionInputSchema>;

export const PromotionIdInputSchema = z.object({ id: idSchema });

export const MerchantPromotionsQuerySchema = PagedRequestSchema.extend({
  /** The admin's shop: its codes (and, for a marketplace admin, the marketplace-wide ones). Omitted: all. */
  shopId: idQuerySchema.optional(),
});
export type MerchantPromotionsQuery = z.output<typeof MerchantPromotionsQuerySchema>;

export const MerchantPromotionSchema = z.object({
  id: z.number().int(),
  /** null: valid at every shop of the marketplace. */
  shopId: z.number().int().nullable(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(promotionKindNames),
  /** Percent (percentage), dollars (fixedAmount), 0 (freeDelivery). */
  value: z.number(),
  maxDiscount: z.number().nullable(),
  minSubtotal: z.number(),
  firstOrderOnly: z.boolean(),
  perCustomerLimit: z.number().int().nullable(),
  totalLimit: z.number().int().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  isActive: z.boolean(),
  state: z.enum(promotionStates),
  usage: z.object({
    /** Paid orders that used the code (kept when an order is later cancelled). */
    redemptions: z.number().int(),
    /** Dollars. */
    totalDiscount: z.number(),
  }),
  createdAt: z.string(),
});
export type MerchantPromotion = z.infer<typeof MerchantPromotionSchema>;

export const MerchantPromotionPageSchema = z.object({
  totalCount: z.number().int(),
  items: z.array(MerchantPromotionSchema),
  /** The caller may create codes valid at every shop (a marketplace's administrator). */
  canManageMarketplaceCodes: z.boolean(),
});
export type MerchantPromotionPage = z.infer<typeof MerchantPromotionPageSchema>;

// ── Sales ─────────────────────────────────────────────────────────────────────────────────────

export const MerchantSalesQuerySchema = z.object({
  shopId: idQuerySchema,
  days: numberQuery(z.number().int().min(1).max(salesLimits.daysMax)).default(salesLimits.daysDefault),
});
export type MerchantSalesQuery = z.output<typeof MerchantSalesQuerySchema>;

export const SalesDaySchema = z.object({
  /** The shop's local date, YYYY-MM-DD. */
  date: z.string(),
  orders: z.number().int(),
  /** Dollars: subtotal − discount of the day's sold orders. */
  revenue: z.number(),
});
export type SalesDay = z.infer<typeof SalesDaySchema>;

export const MerchantSalesSchema = z.object({
  shopId: z.number().int(),
  timeZone: z.string(),
  /** First and last local dates of the period (today included). */
  from: z.string(),
  to: z.string(),
  /** One entry per day, oldest first, days without orders included. */
  days: z.array(SalesDaySchema),
  totals: z.object({ orders: z.number().int(), revenue: z.number(), averageOrder: z.number() }),
  /** Orders of the period cancelled or refunded (not in the orders or revenue above). */
  cancellations: z.number().int(),
  /** Top items by quantity sold in the period, with their revenue (dollars, before discounts). */
  bestSellers: z.array(
    z.object({
      menuItemId: z.number().int().nullable(),
      name: z.string(),
      quantity: z.number().int(),
      revenue: z.number(),
    }),
  ),
  /** The shop's rating: the mean of its customers' ratings (one decimal), null before the first. */
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
});
export type MerchantSales = z.infer<typeof MerchantSalesSchema>;
