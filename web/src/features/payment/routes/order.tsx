import type { Order } from "@dutchpot/contract";
import { orderStatus } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useOrder } from "../api/get-order.ts";
import { AmountRows } from "../components/amount-rows.tsx";
import { CardName } from "../components/card-label.tsx";
import { SummaryLines } from "../components/summary-lines.tsx";
import { orderLines } from "../components/summary-mappers.ts";
import { longDate, slotRange } from "../format.ts";
import "../components/payment.css";

const statusKeys: Record<number, string> = {
  [orderStatus.confirmed]: "confirmed",
  [orderStatus.processing]: "processing",
  [orderStatus.outForDelivery]: "outForDelivery",
  [orderStatus.delivered]: "delivered",
  [orderStatus.cancelled]: "cancelled",
};

/** The id in the path, or null when it is not a positive whole number. */
function orderIdOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="order-not-found">
        <PotIllustration className="notice__art" />
        <h1 id="order-not-found">{t("payment.order.notFound.title")}</h1>
        <p>{t("payment.order.notFound.text")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}

function Delivery({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="payment-panel" aria-labelledby="order-delivery">
      <h2 id="order-delivery">{order.isDelivery ? t("payment.order.delivery") : t("payment.order.pickup")}</h2>
      <dl className="order-facts">
        {order.isDelivery ? (
          <>
            <dt>{t("payment.order.address")}</dt>
            <dd>
              <bdi>
                {[order.deliveryAddress, order.apartmentNumber].filter(Boolean).join(", ") ||
                  t("payment.order.noAddress")}
              </bdi>
            </dd>
            <dt>{t("payment.order.dropOff")}</dt>
            <dd>
              {order.leaveAtDoor ? t("payment.order.leaveAtDoor") : t("payment.order.handToMe")}
              {order.dropOffInstructions ? (
                <>
                  {" — "}
                  <bdi>{order.dropOffInstructions}</bdi>
                </>
              ) : null}
            </dd>
          </>
        ) : (
          <>
            <dt>{t("payment.order.pickupFrom")}</dt>
            <dd>
              <bdi>{order.shopName}</bdi>
            </dd>
          </>
        )}
        <dt>{t("payment.order.when")}</dt>
        <dd>
          {order.deliveryDateStart
            ? slotRange(order.deliveryDateStart, order.deliveryDateEnd, i18n.language, order.timeZone)
            : t("payment.order.asap")}
        </dd>
        {order.subscriptionId !== null ? (
          <>
            <dt>{t("payment.order.subscription")}</dt>
            <dd>{t("payment.order.subscriptionId", { id: order.subscriptionId })}</dd>
          </>
        ) : null}
        <dt>{t("payment.order.paidWith")}</dt>
        <dd>
          {order.payment ? (
            <CardName brand={order.payment.cardDetailsCardBrand} last4={order.payment.cardDetailsCardLast4} />
          ) : (
            t("payment.order.noPayment")
          )}
        </dd>
      </dl>
    </section>
  );
}

/** `/customer/orders/{orderId}`: a plain order detail (status, items, every amount, delivery, card). */
export function Component() {
  const { t, i18n } = useTranslation();
  const orderId = orderIdOf(useParams().orderId);
  const query = useOrder(orderId);
  if (orderId === null) return <NotFound />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFound />;
  }
  const order = query.data;
  if (!order) {
    return (
      <div className="page payment-page">
        <h1>{t("payment.order.title", { id: orderId })}</h1>
        {query.isError ? (
          <div role="alert" className="payment-panel">
            <p>{t("payment.order.failed")}</p>
            <Button variant="secondary" onClick={() => void query.refetch()}>
              {t("payment.retry")}
            </Button>
          </div>
        ) : (
          <div role="status" aria-label={t("payment.order.loading")}>
            <Skeleton height={320} />
          </div>
        )}
      </div>
    );
  }
  const statusKey = statusKeys[order.orderStatus];
  return (
    <div className="page payment-page order-page">
      <div className="order-head">
        {order.shopLogoUrl ? <img className="payment-summary__logo" src={order.shopLogoUrl} alt="" /> : null}
        <div>
          <h1>{t("payment.order.title", { id: order.id })}</h1>
          <p className="order-head__meta">
            <bdi>{order.shopName}</bdi> ·{" "}
            <time dateTime={order.orderDate}>{longDate(order.orderDate, i18n.language, order.timeZone)}</time>
          </p>
        </div>
        <p className="order-status">
          <span className="visually-hidden">{t("payment.order.status")} </span>
          {statusKey ? t(`payment.order.statuses.${statusKey}`) : t("payment.order.statuses.unknown")}
        </p>
      </div>
      <div className="payment-layout">
        <section className="payment-panel payment-summary" aria-labelledby="order-items">
          <h2 id="order-items">{t("payment.order.items")}</h2>
          <SummaryLines lines={orderLines(order)} />
          <AmountRows amounts={order} dueLabel={t("payment.amounts.amountPaid")} />
        </section>
        <Delivery order={order} />
      </div>
    </div>
  );
}
