import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useSubscriptions } from "../api/get-subscriptions.ts";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import { SubscriptionCard } from "../components/subscription-card.tsx";
import "../subscriptions.css";

function Empty() {
  const { t } = useTranslation();
  return (
    <section className="notice" aria-labelledby="subscriptions-empty">
      <PotIllustration className="notice__art" />
      <h2 id="subscriptions-empty">{t("subscriptions.emptyTitle")}</h2>
      <p>{t("subscriptions.emptyText")}</p>
      <div className="notice__actions">
        <ButtonLink to={paths.customer.main.href()}>{t("subscriptions.browse")}</ButtonLink>
      </div>
    </section>
  );
}

/** `/customer/subscriptions`: the customer's weekly subscriptions, newest first, ten at a time. */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const query = useSubscriptions();
  if (!isSignedIn) return <SignedOutNotice />;
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <div className="page sub-page">
      <h1>{t("subscriptions.title")}</h1>
      {query.isPending ? (
        <div role="status" aria-label={t("subscriptions.loading")} className="sub-list">
          <Skeleton height={180} />
          <Skeleton height={180} />
        </div>
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="sub-panel">
          <p>{t("subscriptions.loadFailed")}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("subscriptions.retry")}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <Empty />
      ) : (
        <>
          <ul className="sub-list" aria-label={t("subscriptions.title")}>
            {items.map((s) => (
              <SubscriptionCard key={s.id} subscription={s} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <div className="sub-more">
              <Button variant="secondary" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
                {t("subscriptions.showMore")}
              </Button>
            </div>
          ) : null}
          {query.isFetchNextPageError ? <p role="alert">{t("subscriptions.loadFailed")}</p> : null}
        </>
      )}
    </div>
  );
}
