import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useRefusalText } from "../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { paths } from "../../../config/paths.ts";
import { intlLocale } from "../../../lib/dates.ts";
import { useReorder } from "../api/order-actions.ts";

/** Long enough to read a list of item names. */
const noticeMs = 8000;

/**
 * "Reorder": the order's lines go into the cart of its shop and the checkout opens; items no longer
 * sold are named in a notice. A refusal (nothing left to reorder) is said in a notice too.
 */
export function ReorderButton({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const explain = useRefusalText();
  const reorder = useReorder();
  const run = () =>
    reorder.mutate(order.id, {
      onSuccess: (result) => {
        if (result.unavailable.length > 0) {
          toast.show({
            message: t("orders.reorder.unavailable", {
              items: new Intl.ListFormat(intlLocale(i18n.language), { type: "conjunction" }).format(result.unavailable),
            }),
            tone: "info",
            durationMs: noticeMs,
          });
        } else {
          toast.show({ message: t("orders.reorder.done"), tone: "success" });
        }
        navigate(paths.customer.checkout.href(order.shopId));
      },
      onError: (error) => {
        toast.show({ message: explain(error, t("orders.reorder.failed")), tone: "error", durationMs: noticeMs });
      },
    });
  return (
    <Button variant="secondary" onClick={run} loading={reorder.isPending}>
      {t("orders.reorder.button")}
    </Button>
  );
}
