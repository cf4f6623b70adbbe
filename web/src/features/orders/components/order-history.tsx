import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { orderDateTime, statusLabelKey } from "../order-format.ts";

/** Every status the order has had, oldest first, with its time on the shop's clock. */
export function OrderHistory({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  if (order.history.length === 0) return null;
  return (
    <section className="order-history" aria-labelledby="order-history-title">
      <h2 id="order-history-title">{t("orders.history.title")}</h2>
      <ol className="order-history__list">
        {order.history.map((entry) => (
          <li key={`${entry.status}-${entry.at}`}>
            <span className="order-history__status">{t(statusLabelKey(entry.status))}</span>{" "}
            <time dateTime={entry.at}>{orderDateTime(entry.at, i18n.language, order.timeZone)}</time>
          </li>
        ))}
      </ol>
    </section>
  );
}
