import type { AccountDataSource } from "../auth/identity.plugin.ts";
import type { PaymentsService } from "./payments.service.ts";

/**
 * Saved cards' part in a customer's data archive (brand, last four, expiry, storefront; never more
 * is held) and in account deletion (each card is disabled at the provider, then forgotten). Payment
 * rows stay with the orders they paid, which are kept without personal data.
 */
export function paymentsAccountData(payments: PaymentsService): AccountDataSource {
  return {
    section: "cards",
    export: (subject) => payments.archiveOf(subject.userId),
    erase: (subject, tx) => payments.eraseAllOf(subject.userId, tx),
  };
}
