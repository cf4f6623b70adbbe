import type { MerchantOrder } from "@dutchpot/contract";
import { orderStatus as s } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { intlLocale, slotRange } from "../../../../lib/dates.ts";
import { formatMoney } from "../../../../lib/format.ts";
import { OrderActions } from "./order-actions.tsx";
import { statusKey } from "./status-label.ts";

/** One order on the board: what to prepare, for whom, where, what it cost, what the customer reported, what to do next. */
export function OrderCard({
  order,
  timeZone,
  shopId,
  isNew,
}: {
  order: MerchantOrder;
  timeZone: string;
  shopId: number;
  isNew: boolean;
}) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const time = (iso: string) =>
    new Intl.DateTimeFormat(locale, { hour: "numeric", minute: "2-digit", timeZone }).format(new Date(iso));
  const headingId = `merchant-order-${order.id}`;
  const refunded = order.payment?.refunded ?? 0;
  return (
    <article className={`board-card${isNew ? " board-card--new" : ""}`} aria-labelledby={headingId}>
      <header className="board-card__header">
        <h3 id={headingId} className="board-card__title">
          {t("merchantOrders.card.number", { number: order.number })}
        </h3>
        {isNew ? (
          <span className="board-card__badge board-card__badge--new">{t("merchantOrders.card.newBadge")}</span>
        ) : null}
        <span className="board-card__badge">
          {order.isDelivery ? t("merchantOrders.card.delivery") : t("merchantOrders.card.pickup")}
        </span>
        <span className={`board-card__status board-card__status--${order.status}`}>{t(statusKey(order.status))}</span>
      </header>
      <p className="board-card__meta">
        {t("merchantOrders.card.placedAt", { time: time(order.createdAt) })}
        {order.customerFirstName ? ` · ${t("merchantOrders.card.customer", { name: order.customerFirstName })}` : ""}
      </p>
      {order.deliveryDateStart ? (
        <p className="board-card__slot">
          {t("merchantOrders.card.scheduledFor", {
            slot: slotRange(order.deliveryDateStart, order.deliveryDateEnd, i18n.language, timeZone),
          })}
        </p>
      ) : null}
      {order.isDelivery && order.deliveryAddress ? (
        <p className="board-card__address">
          {t("merchantOrders.card.address", {
            address: order.apartmentNumber
              ? `${order.deliveryAddress}, ${t("merchantOrders.card.apartment", { apartment: order.apartmentNumber })}`
              : order.deliveryAddress,
          })}
          {order.dropOffInstructions ? (
            <>
              <br />
              {t("merchantOrders.card.dropOff", { text: order.dropOffInstructions })}
            </>
          ) : null}
        </p>
      ) : null}
      <ul className="board-card__lines" aria-label={t("merchantOrders.card.items")}>
        {order.lines.map((line, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: an order's lines never change order
          <li key={i}>
            <span className="board-card__qty">{line.quantity} ×</span> {line.name}
            {line.options.length > 0 ? (
              <span className="board-card__options">
                {new Intl.ListFormat(locale, { type: "unit" }).format(
                  line.options.map((o) => `${o.prompt}: ${o.name}`),
                )}
              </span>
            ) : null}
          </li>
        ))}
      </ul>
      <dl className="board-card__amounts">
        <div>
          <dt>{t("merchantOrders.card.subtotal")}</dt>
          <dd>{formatMoney(order.subTotal)}</dd>
        </div>
        {order.tip > 0 ? (
          <div>
            <dt>{t("merchantOrders.card.tip")}</dt>
            <dd>{formatMoney(order.tip)}</dd>
          </div>
        ) : null}
        <div className="board-card__total">
          <dt>{t("merchantOrders.card.total")}</dt>
          <dd>{formatMoney(order.total)}</dd>
        </div>
        {refunded > 0 ? (
          <div>
            <dt>{t("merchantOrders.card.refunded")}</dt>
            <dd>{formatMoney(refunded)}</dd>
          </div>
        ) : null}
      </dl>
      {order.prepEstimateMinutes !== null && order.status === s.processing ? (
        <p className="board-card__estimate">
          {t("merchantOrders.card.prepEstimate", { minutes: order.prepEstimateMinutes })}
          {order.acceptedAt ? ` · ${t("merchantOrders.card.acceptedAt", { time: time(order.acceptedAt) })}` : ""}
        </p>
      ) : null}
      {order.problems.length > 0 ? (
        <section className="board-card__problems" aria-label={t("merchantOrders.card.problems")}>
          <h4>{t("merchantOrders.card.problems")}</h4>
          <ul>
            {order.problems.map((p) => (
              <li key={p.id}>
                <strong>{t(`help.kinds.${p.kind}`)}</strong>
                {p.note ? ` — ${p.note}` : ""}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <OrderActions order={order} shopId={shopId} />
    </article>
  );
}
