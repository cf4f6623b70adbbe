import type { RiderApplication } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { intlLocale } from "../../../../lib/dates.ts";
import { cachedDateTimeFormat } from "../../../../lib/intl-cache.ts";
import { useReviewRider, useRiderApplications } from "../../api/host-api.ts";
import { HostHeading } from "../../shell/host-heading.tsx";
import "../riders.css";

/** `/host/riders`: rider applications, the pending ones first (approve or reject), then those reviewed. */
export function Component() {
  const { t } = useTranslation();
  const pending = useRiderApplications("pending");
  const all = useRiderApplications("all");
  const reviewed = all.data?.items.filter((a) => a.status !== "pending") ?? [];

  return (
    <>
      <HostHeading title={t("host.riders.title")} />
      <section aria-labelledby="riders-pending" className="riders-section">
        <h2 id="riders-pending">{t("host.riders.pending")}</h2>
        {pending.isError ? (
          <div role="alert" className="host-notice">
            <p>{t("host.loadError")}</p>
            <Button onClick={() => void pending.refetch()}>{t("host.retry")}</Button>
          </div>
        ) : !pending.data ? (
          <p role="status">{t("host.loading")}</p>
        ) : pending.data.items.length === 0 ? (
          <p className="host-notice">{t("host.riders.nonePending")}</p>
        ) : (
          <ul className="rider-list">
            {pending.data.items.map((application) => (
              <RiderCard key={application.id} application={application} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="riders-reviewed" className="riders-section">
        <h2 id="riders-reviewed">{t("host.riders.reviewed")}</h2>
        {all.data && reviewed.length === 0 ? <p className="host-notice">{t("host.riders.noneReviewed")}</p> : null}
        {reviewed.length > 0 ? (
          <ul className="rider-list">
            {reviewed.map((application) => (
              <RiderCard key={application.id} application={application} />
            ))}
          </ul>
        ) : null}
      </section>
    </>
  );
}

function RiderCard({ application }: { application: RiderApplication }) {
  const { t, i18n } = useTranslation();
  const review = useReviewRider();
  const toast = useToast();
  const name = `${application.firstName} ${application.lastName}`;
  const applied = cachedDateTimeFormat(intlLocale(i18n.language), { dateStyle: "medium" }).format(
    new Date(application.creationTime),
  );
  const decide = (approve: boolean) =>
    review.mutate(
      { id: application.id, approve },
      {
        onSuccess: () =>
          toast.show({
            message: t(approve ? "host.riders.approved" : "host.riders.rejected", { name }),
            tone: "success",
          }),
      },
    );
  const failure =
    review.error instanceof ApiError && review.error.status === 409
      ? t("host.riders.alreadyReviewed")
      : review.isError
        ? t("host.saveFailed")
        : null;
  return (
    <li className="rider-card">
      <div className="rider-card__head">
        <h3>{name}</h3>
        <span className={`rider-status is-${application.status}`}>{t(`host.riders.status.${application.status}`)}</span>
      </div>
      <dl className="rider-card__facts">
        <dt>{t("host.riders.vehicle")}</dt>
        <dd>{t(`host.riders.vehicles.${application.vehicle}`)}</dd>
        <dt>{t("host.riders.city")}</dt>
        <dd>{application.city}</dd>
        <dt>{t("host.riders.storefront")}</dt>
        <dd>{application.marketplaceName}</dd>
        <dt>{t("host.riders.contact")}</dt>
        <dd dir="ltr">
          <a href={`mailto:${application.emailAddress}`}>{application.emailAddress}</a> · {application.phoneNumber}
        </dd>
        <dt>{t("host.riders.applied")}</dt>
        <dd>{applied}</dd>
      </dl>
      {application.status === "pending" ? (
        <div className="rider-card__actions">
          <Button
            size="sm"
            disabled={review.isPending}
            onClick={() => decide(true)}
            aria-label={t("host.riders.approveNamed", { name })}
          >
            {t("host.riders.approve")}
          </Button>
          <Button
            size="sm"
            variant="danger"
            disabled={review.isPending}
            onClick={() => decide(false)}
            aria-label={t("host.riders.rejectNamed", { name })}
          >
            {t("host.riders.reject")}
          </Button>
        </div>
      ) : null}
      {failure ? (
        <p role="alert" className="rider-card__failure">
          {failure}
        </p>
      ) : null}
    </li>
  );
}
