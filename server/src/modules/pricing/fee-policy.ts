import type { FeePolicy } from "../../db/schema/tenants.ts";

export type { FeePolicy } from "../../db/schema/tenants.ts";

/** The fee model when the marketplace sets none (docs/decisions/020-one-fee-model.md). */
export const defaultFeePolicy: FeePolicy = {
  serviceFeeBps: 1100,
  orderFeeCents: 0,
  firstOrderFreeDeliveryMinCents: 500,
};

const count = (v: unknown): v is number => typeof v === "number" && Number.isSafeInteger(v) && v >= 0;

/** The keys of `partial` that hold valid values (settings are JSON: a bad value is ignored, not trusted). */
function validKeys(partial: Partial<FeePolicy> | null | undefined): Partial<FeePolicy> {
  const valid: Partial<FeePolicy> = {};
  if (!partial || typeof partial !== "object") return valid;
  if (count(partial.serviceFeeBps) && partial.serviceFeeBps <= 10_000) valid.serviceFeeBps = partial.serviceFeeBps;
  if (count(partial.orderFeeCents)) valid.orderFeeCents = partial.orderFeeCents;
  if (partial.firstOrderFreeDeliveryMinCents === null || count(partial.firstOrderFreeDeliveryMinCents)) {
    valid.firstOrderFreeDeliveryMinCents = partial.firstOrderFreeDeliveryMinCents;
  }
  return valid;
}

/** The shop's policy: the defaults, then the marketplace's `settings.fees`, then the shop's `fee_overrides`. */
export function resolveFeePolicy(
  marketplace: Partial<FeePolicy> | null | undefined,
  shop: Partial<FeePolicy> | null | undefined,
): FeePolicy {
  return { ...defaultFeePolicy, ...validKeys(marketplace), ...validKeys(shop) };
}
