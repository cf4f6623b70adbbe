import type { Cart } from "@dutchpot/contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TransText } from "../../../components/trans-text.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { customersCartsOptions } from "../api/carts.ts";
import { dropOffCartOf } from "../pin-rule.ts";
import "./dropoff-entry.css";

/** The open cart the drop-off panel edits, or null (none yet, still loading, or the lookup failed). */
export function useDropOffCart(): { cart: Cart | null; isPending: boolean } {
  const carts = useQuery(customersCartsOptions());
  return { cart: dropOffCartOf(carts.data?.items), isPending: carts.isPending };
}

/**
 * The header dropdown's drop-off entry (spec §2 Header): a summary of the saved choice and a button
 * opening the panel. Drop-off details belong to an order, so without a cart it says so instead.
 */
export function DropOffEntry({
  headingId,
  headingClassName,
  onOpen,
}: {
  headingId: string;
  /** The host's heading style (the header dropdown's), so the entry reads as one of its sections. */
  headingClassName?: string;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const { cart, isPending } = useDropOffCart();
  return (
    <section className="dropoff-entry" aria-labelledby={headingId}>
      <h2 id={headingId} className={headingClassName}>
        {t("dropoff.entry.heading")}
      </h2>
      {isPending ? (
        <p className="dropoff-entry__text">{t("common.loading")}</p>
      ) : cart ? (
        <div className="dropoff-entry__row">
          <p className="dropoff-entry__text">
            {cart.leaveAtDoor ? t("dropoff.panel.leaveAtDoor") : t("dropoff.panel.handToMe")}
            {cart.apartmentNumber ? (
              <>
                {" · "}
                <TransText i18nKey="dropoff.entry.apartment" values={{ apartment: cart.apartmentNumber }} />
              </>
            ) : null}
          </p>
          <Button size="sm" variant="secondary" onClick={onOpen}>
            {t("dropoff.entry.open")}
          </Button>
        </div>
      ) : (
        <p className="dropoff-entry__text">{t("dropoff.entry.unavailable")}</p>
      )}
    </section>
  );
}
