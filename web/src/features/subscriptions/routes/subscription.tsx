import type { Subscription } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { CardName } from "../../../components/order-summary/card-label.tsx";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { ApiError } from "../../../lib/api-client.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { useSubscription } from "../api/get-subscription.ts";
import { PastOrders } from "../components/past-orders.tsx";
import { ScheduleFacts } from "../components/schedule-facts.tsx";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import { StatusBadge } from "../components/status-badge.tsx";
import { SubscriptionActions } from "../components/subscription-actions.tsx";
import { SubscriptionItems } from "../components/subscription-items.tsx";
import "../subscriptions.css";

/** The id in the path, or null when it is not a positive whole number. */
function idOf(param: string | undefined): number | null {
  return param && /^\d{1,15}$/.test(param) && Number(param) > 0 ? Number(param) : null;
}

function NotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="subscription-not-found">
        <PotIllustration className="notice__art" />
        <h1 id="subscription-not-found">{t("subscriptions.detail.notFoundTitle")}</h1>
        <p>{t("subscriptions.detail.notFoundText")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.subscriptions.href()}>{t("subscriptions.detail.back")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}

function Payment({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  return (
    <section className="sub-panel" aria-labelledby="sub-payment">
      <h2 id="sub-payment">{t("subscriptions.detail.payment")}</h2>
      <dl className="sub-facts">
        <dt>{t("subscriptions.detail.amount")}</dt>
        <dd>
          <bdi>{formatMoney(s.amountPerDelivery)}</bdi>
        </dd>
        <dt>{t("subscriptions.detail.card")}</dt>
        <dd>{s.card ? <CardName brand={s.card.brand} last4={s.card.last4} /> : t("subscriptions.detail.noCard")}</dd>
        <dt>{s.isDelivery ? t("subscriptions.detail.deliveryTo") : t("subscriptions.detail.pickupAt")}</dt>
        <dd>
          <bdi>{s.isDelivery ? (s.deliveryAddress ?? "—") : s.shopName}</bdi>
        </dd>
      </dl>
    </section>
  );
}

function Detail({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  return (
    <div className="page sub-page">
      <p className="sub-back">
        <Link to={paths.customer.subscriptions.href()}>{t("subscriptions.detail.back")}</Link>
      </p>
      <div className="sub-head">
        {s.shopLogoUrl ? <img className="sub-logo" src={s.shopLogoUrl} alt="" /> : null}
        <div className="sub-card__title">
          <h1>{t("subscriptions.number", { id: s.id })}</h1>
          <p className="sub-muted">
            <bdi>{s.shopName}</bdi>
          </p>
        </div>
        <StatusBadge status={s.status} />
      </div>
      {s.status === "paused" && s.pausedReason ? (
        // The platform pauses only after declined renewals; the server's reason is English, so say it in the reader's language.
        <p className="sub-warning">{t("subscriptions.detail.pausedDeclined")}</p>
      ) : null}
      <div className="sub-layout">
        <section className="sub-panel" aria-labelledby="sub-schedule">
          <h2 id="sub-schedule">{t("subscriptions.detail.schedule")}</h2>
          <ScheduleFacts subscription={s} withEnd />
        </section>
        <section className="sub-panel" aria-labelledby="sub-manage">
          <h2 id="sub-manage">{t("subscriptions.detail.manage")}</h2>
          <SubscriptionActions subscription={s} />
        </section>
        <section className="sub-panel" aria-labelledby="sub-items">
          <h2 id="sub-items">{t("subscriptions.detail.items")}</h2>
          <SubscriptionItems items={s.items} />
        </section>
        <Payment subscription={s} />
      </div>
      <PastOrders subscription={s} />
    </div>
  );
}

/** `/customer/subscriptions/{subId}`: one subscription, its items and orders, and pause / resume / cancel. */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const id = idOf(useParams().subId);
  const query = useSubscription(id);
  if (!isSignedIn) return <SignedOutNotice />;
  if (id === null) return <NotFound />;
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400)) {
    return <NotFound />;
  }
  if (query.data) return <Detail subscription={query.data} />;
  return (
    <div className="page sub-page">
      <h1>{t("subscriptions.number", { id })}</h1>
      {query.isError ? (
        <div role="alert" className="sub-panel">
          <p>{t("subscriptions.detail.failed")}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("subscriptions.retry")}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t("subscriptions.detail.loading")}>
          <Skeleton height={320} />
        </div>
      )}
    </div>
  );
}
