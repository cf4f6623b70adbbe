import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { formatMoney } from "../../../lib/format.ts";
import { orderDate, shortOrderId, statusLabelKey } from "../order-format.ts";

/** One order in the list: shop logo and name, number, date, status and total; the whole card links to it. */
export function OrderCard({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <li className="order-card">
      {order.shopLogoUrl ? (
        <img className="order-card__logo" src={order.shopLogoUrl} alt="" loading="lazy" />
      ) : (
        <span className="order-card__logo order-card__logo--none" aria-hidden="true" />
      )}
      <div className="order-card__text">
        <h2 className="order-card__shop">
          <Link className="order-card__link" to={paths.customer.order.href(order.id)}>
            <bdi>{order.shopName}</bdi>
            <span className="visually-hidden"> {t("orders.list.orderNumber", { id: shortOrderId(order.id) })}</span>
          </Link>
        </h2>
        <p className="order-card__meta">
          <span aria-hidden="true">{t("orders.list.orderNumber", { id: shortOrderId(order.id) })}</span> ·{" "}
          <time dateTime={order.orderDate}>{orderDate(order.orderDate, i18n.language, order.timeZone)}</time>
        </p>
        <p className="order-card__status">{t(statusLabelKey(order.orderStatus))}</p>
      </div>
      <p className="order-card__total">
        <span className="visually-hidden">{t("orders.list.total")} </span>
        <bdi>{formatMoney(order.amountDue)}</bdi>
      </p>
    </li>
  );
}
