import { endpoints } from "@dutchpot/contract/constants";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { invalidateOrderData } from "../../../components/order-summary/order-data.ts";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError, SessionExpiredError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useEventStream } from "../../../lib/event-stream.ts";
import { listOrders, useOrders } from "../api/list-orders.ts";
import { OrderCard } from "../components/order-card.tsx";
import "../components/orders.css";

const listEvents = ["order.created", "order.changed"] as const;

/** Loads the next page when `sentinel` scrolls into view (the "Show more" button does it by keyboard). */
function useLoadOnScroll(sentinel: React.RefObject<HTMLElement | null>, load: () => void, active: boolean) {
  const latest = useRef(load);
  latest.current = load;
  useEffect(() => {
    const element = sentinel.current;
    if (!active || !element || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latest.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [sentinel, active]);
}

/** `/customer/orders`: the customer's or guest's orders, newest first, more on scroll; statuses follow the caller's order stream. */
export function Component() {
  const { t } = useTranslation();
  const query = useOrders();
  const refetch = query.refetch;
  const { token, openAuth } = useAuth();
  const queryClient = useQueryClient();
  const refresh = () => void invalidateOrderData(queryClient);
  // The caller's own stream (no id), reopened as the new caller after a sign-in or sign-out: a new
  // order or a status change refetches the pages shown, and so does each (re)open (the stream starts
  // "from now", so whatever changed before it opened is fetched).
  useEventStream(
    { path: endpoints["Orders.Events"].path },
    {
      events: listEvents,
      identity: token,
      onEvent: refresh,
      onOpen: refresh,
      // A refused stream: an expired token took the client's session-expired path during the probe;
      // one the server no longer accepts asks to sign in.
      probe: () => listOrders(0),
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
  const sentinel = useRef<HTMLDivElement>(null);
  const loadMore = () => {
    if (query.hasNextPage && !query.isFetchingNextPage) void query.fetchNextPage();
  };
  useLoadOnScroll(sentinel, loadMore, query.hasNextPage && !query.isFetchingNextPage);
  const orders = query.data?.pages.flatMap((page) => page.items) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  // "Show more" pressed with this many cards: focus goes to the first new card (the button may be gone).
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  useEffect(() => {
    if (focusFrom === null || orders.length <= focusFrom) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>(".order-card__link")[focusFrom]?.focus();
    setFocusFrom(null);
  }, [focusFrom, orders.length]);
  const showMore = () => {
    if (!query.hasNextPage || query.isFetchingNextPage) return;
    setFocusFrom(orders.length);
    loadMore();
  };

  if (query.isPending) {
    return (
      <div className="page orders-page">
        <h1>{t("orders.list.title")}</h1>
        <div role="status" aria-label={t("orders.list.loading")}>
          <Skeleton height={96} />
        </div>
      </div>
    );
  }
  if (query.isError && orders.length === 0) {
    return (
      <div className="page orders-page">
        <h1>{t("orders.list.title")}</h1>
        <div role="alert" className="order-panel">
          <p>{t("orders.list.failed")}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("payment.retry")}
          </Button>
        </div>
      </div>
    );
  }
  if (orders.length === 0) {
    return (
      <div className="page">
        <section className="notice" aria-labelledby="orders-empty">
          <PotIllustration className="notice__art" />
          <h1 id="orders-empty">{t("orders.list.empty")}</h1>
          <div className="notice__actions">
            <ButtonLink to={paths.customer.main.href()}>{t("orders.list.startShopping")}</ButtonLink>
          </div>
        </section>
      </div>
    );
  }
  return (
    <div className="page orders-page">
      <h1>{t("orders.list.title")}</h1>
      <ul ref={listRef} className="order-cards">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {query.hasNextPage ? (
        <div ref={sentinel} className="orders-more">
          <Button variant="secondary" onClick={showMore} loading={query.isFetchingNextPage}>
            {t("orders.list.showMore")}
          </Button>
        </div>
      ) : null}
      {query.isFetchNextPageError ? (
        <p role="alert" className="order-error">
          {t("orders.list.failed")}
        </p>
      ) : null}
    </div>
  );
}
