import type { Order } from "@dutchpot/contract";
import { endpoints } from "@dutchpot/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { AmountRows } from "../../../components/order-summary/amount-rows.tsx";
import { invalidateOrderData } from "../../../components/order-summary/order-data.ts";
import { SummaryLines } from "../../../components/order-summary/summary-lines.tsx";
import { orderLines } from "../../../components/order-summary/summary-mappers.ts";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError, SessionExpiredError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useEventStream } from "../../../lib/event-stream.ts";
import { getOrder, useOrder } from "../api/get-order.ts";
import { CancelOrder } from "../components/cancel-order.tsx";
import { LiveStatus, StatusAnnouncement } from "../components/live-status.tsx";
import { Delivery } from "../components/order-delivery.tsx";
import { OrderHistory } from "../components/order-history.tsx";
import { OrderProblems } from "../components/order-problems.tsx";
import { OrderTracker } from "../components/order-tracker.tsx";
import { RateOrder } from "../components/rate-order.tsx";
import { ReorderButton } from "../components/reorder-button.tsx";
import { orderDate, statusLabelKey } from "../order-format.ts";
import "../components/orders.css";
import { usePageTitle } from "../../../lib/page-title.tsx";

const liveEvents = ["order.changed", "order.created"] as const;

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

function OrderView({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <div className="order-head">
        {order.shopLogoUrl ? <img className="order-head__logo" src={order.shopLogoUrl} alt="" /> : null}
        <div>
          <h1>{t("payment.order.title", { id: order.id })}</h1>
          <p className="order-head__meta">
            <bdi>{order.shopName}</bdi> ·{" "}
            <time dateTime={order.orderDate}>{orderDate(order.orderDate, i18n.language, order.timeZone)}</time>
          </p>
        </div>
        <p className="order-status">
          <span className="visually-hidden">{t("payment.order.status")} </span>
          {t(statusLabelKey(order.orderStatus))}
        </p>
      </div>
      <div className="order-layout">
        <div className="order-panel">
          <OrderTracker order={order} />
          <OrderHistory order={order} />
          <div className="order-actions">
            <CancelOrder order={order} />
            <ReorderButton order={order} />
          </div>
          <RateOrder order={order} />
          <OrderProblems order={order} />
        </div>
        <section className="order-panel" aria-labelledby="order-items">
          <h2 id="order-items">{t("payment.order.items")}</h2>
          <SummaryLines lines={orderLines(order)} />
          <AmountRows amounts={order} dueLabel={t("payment.amounts.amountPaid")} />
        </section>
        <Delivery order={order} />
      </div>
    </>
  );
}

/**
 * `/customer/orders/{orderId}`: the order's tracker, kept live by its event stream (each event
 * refetches the order), its history, cancel / reorder / rate, the items with every amount, delivery, card.
 */
export function Component() {
  const { t } = useTranslation();
  const orderId = orderIdOf(useParams().orderId);
  const query = useOrder(orderId);
  const found = query.data !== undefined;
  usePageTitle(found ? t("payment.order.title", { id: orderId }) : undefined);
  const { token, openAuth } = useAuth();
  const queryClient = useQueryClient();
  // Each event (and each reopen, for what was missed) refreshes this order and every other copy of it.
  const refresh = () => void invalidateOrderData(queryClient);
  const refetch = query.refetch;
  const live = useEventStream(
    orderId !== null && found ? { path: endpoints["Orders.Events"].path, query: { id: orderId } } : null,
    {
      events: liveEvents,
      identity: token,
      onEvent: refresh,
      onOpen: refresh,
      // A refused stream: the order itself says why (gone or another's → not found). An expired token
      // took the client's session-expired path already; one the server no longer accepts asks to sign in.
      probe: () => getOrder(orderId ?? 0),
      onRefused: (error) => {
        if (
          error instanceof ApiError &&
          error.status === 401 &&
          !(error instanceof SessionExpiredError && error.reason === "expired")
        ) {
          openAuth("signin");
        }
        void refetch();
      },
    },
  );
  if (orderId === null) return <NotFound />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFound />;
  }
  const order = query.data;
  return (
    <div className="page order-page">
      <LiveStatus state={live} />
      <StatusAnnouncement key={orderId} status={query.data?.orderStatus} />
      {order ? (
        <OrderView order={order} />
      ) : (
        <>
          <h1>{t("payment.order.title", { id: orderId })}</h1>
          {query.isError ? (
            <div role="alert" className="order-panel">
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
        </>
      )}
    </div>
  );
}
