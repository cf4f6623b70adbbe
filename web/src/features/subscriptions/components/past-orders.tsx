import type { Subscription } from "@dutchpot/contract";
import { orderStatusName } from "@dutchpot/contract/constants";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { longDate } from "../../../lib/dates.ts";
import { formatMoney } from "../../../lib/format.ts";
import { countText } from "../format.ts";

/** The orders the subscription delivered, newest first, behind a disclosure button (closed at first). */
export function PastOrders({ subscription: s }: { subscription: Subscription }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const lang = i18n.language;
  return (
    <section className="sub-panel" aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className="sub-disclosure-heading">
        <button
          type="button"
          className="sub-disclosure"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((v) => !v)}
        >
          <span className="sub-disclosure__mark" aria-hidden="true" />
          {t("subscriptions.detail.pastOrders", { n: countText(s.orders.length, lang) })}
        </button>
      </h2>
      <div id={listId} hidden={!open}>
        {s.orders.length === 0 ? (
          <p className="sub-muted">{t("subscriptions.detail.noPastOrders")}</p>
        ) : (
          <ul className="sub-orders">
            {s.orders.map((order) => {
              const name = orderStatusName(order.orderStatus);
              return (
                <li key={order.id} className="sub-orders__row">
                  <Link to={paths.customer.order.href(order.id)}>
                    {t("subscriptions.detail.order", { id: order.id })}
                  </Link>
                  <time dateTime={order.orderDate}>{longDate(order.orderDate, lang, s.timeZone)}</time>
                  <span>{t(`orders.statuses.${name ?? "unknown"}`)}</span>
                  <bdi className="sub-orders__amount">{formatMoney(order.amountDue)}</bdi>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
