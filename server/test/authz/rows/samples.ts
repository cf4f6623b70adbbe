import { randomUUID } from "node:crypto";
import { card } from "../../../src/modules/checkout/checkout.test-app.ts";
import type { Seeded } from "../world.ts";

/** Helpers the customer-side rows share to build their samples. */

export const unique = () => randomUUID().slice(0, 8);
let phones = 0;
/** A phone number nobody has used (the code throttles count per number). */
export const freshPhone = () => `416${String(5_000_000 + (phones++ % 4_000_000)).padStart(7, "0")}`;
export const tokenizeBody = () => ({
  cardNumber: card("approve"),
  expiryMonth: 12,
  expiryYear: new Date().getUTCFullYear() + 2,
  cvv: "123",
});
/** A one-time sandbox card token, as the browser gets it. */
export async function cardToken(seeded: Seeded): Promise<string> {
  const res = await seeded.world.ctx.app.inject({
    method: "POST",
    url: "/api/services/app/Payments/TokenizeCard",
    headers: { "Abp.TenantId": "3" },
    payload: tokenizeBody(),
  });
  return res.json().result.token;
}

export const paging = { SkipCount: 0, MaxResultCount: 10 };
