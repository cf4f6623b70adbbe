import type { DbOrTx } from "../client.ts";
import { promotions } from "../schema/index.ts";
import { FLAGSHIP_SLUG, MARKETPLACE_TENANT_ID } from "./demo-marketplace.ts";

type SeedPromotion = Omit<typeof promotions.$inferInsert, "tenantId" | "shopId"> & { shopSlug?: string };

/** The demo promo codes, one per rule (the table in docs/checkout.md); `now` places the expired one. */
export function demoPromotions(now: Date): SeedPromotion[] {
  const year = now.getUTCFullYear();
  return [
    {
      code: "WELCOME10",
      description: "10 % off your first order of CA$15 or more",
      kind: "percentage",
      value: 1000,
      minSubtotalCents: 1500,
      firstOrderOnly: true,
    },
    {
      code: "SAVE5",
      description: "CA$5 off orders of CA$25 or more",
      kind: "fixedAmount",
      value: 500,
      minSubtotalCents: 2500,
    },
    {
      code: "FREEDEL",
      description: "Free delivery on orders of CA$10 or more",
      kind: "freeDelivery",
      minSubtotalCents: 1000,
    },
    {
      code: "TAKE15",
      description: "15 % off (up to CA$10), once per customer",
      kind: "percentage",
      value: 1500,
      maxDiscountCents: 1000,
      perCustomerLimit: 1,
    },
    {
      code: "LIMITED1",
      description: "CA$3 off, for the first customer only",
      kind: "fixedAmount",
      value: 300,
      totalLimit: 1,
    },
    {
      code: "EXPIRED",
      description: "Last year's offer (ended)",
      kind: "percentage",
      value: 2000,
      startsAt: new Date(Date.UTC(year - 1, 0, 1)),
      endsAt: new Date(Date.UTC(year, 0, 1)),
    },
    {
      code: "KITCHEN20",
      description: "20 % off at Dutchpot Kitchen, orders of CA$20 or more",
      kind: "percentage",
      value: 2000,
      minSubtotalCents: 2000,
      shopSlug: FLAGSHIP_SLUG,
    },
  ];
}

/** Inserts the demo codes (a code already there is left as it is). */
export async function insertDemoPromotions(tx: DbOrTx, shopIdBySlug: ReadonlyMap<string, number>, now = new Date()) {
  const rows = demoPromotions(now).map(({ shopSlug, ...promotion }) => {
    const shopId = shopSlug === undefined ? null : shopIdBySlug.get(shopSlug);
    if (shopId === undefined) throw new Error(`Promotion ${promotion.code}: unknown shop "${shopSlug}"`);
    return { ...promotion, tenantId: MARKETPLACE_TENANT_ID, shopId };
  });
  await tx.insert(promotions).values(rows).onConflictDoNothing();
  return rows.length;
}
