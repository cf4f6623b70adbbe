import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { formatMoney } from "../../../lib/format.ts";
import type { PlaceOrderBlock } from "../checkout-rules.ts";

/** Place Order with the amount due; disabled with the reason while the order cannot be paid yet. */
export function PlaceOrder({
  amountDue,
  block,
  onPlace,
}: {
  amountDue: number | null;
  block: PlaceOrderBlock | null;
  onPlace: () => void;
}) {
  const { t } = useTranslation();
  const reasonId = useId();
  return (
    <div className="checkout-place">
      {block ? (
        <p id={reasonId} className="checkout-place__reason">
          {t(`checkout.place.blocked.${block}`)}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        className="checkout-place__btn"
        disabled={block !== null}
        aria-describedby={block ? reasonId : undefined}
        onClick={onPlace}
      >
        <span>{t("checkout.place.action")}</span>{" "}
        {amountDue !== null ? <bdi className="checkout-place__due">{formatMoney(amountDue)}</bdi> : null}
      </Button>
    </div>
  );
}
