import type { Subscription } from "@dutchpot/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { ScheduleFacts } from "./schedule-facts.tsx";
import { StatusBadge } from "./status-badge.tsx";

/** One subscription in the list: shop, status, schedule and a link to its detail. */
export function SubscriptionCard({ subscription: s }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <li className="sub-card">
      <article aria-labelledby={titleId}>
        <div className="sub-card__head">
          {s.shopLogoUrl ? <img className="sub-logo" src={s.shopLogoUrl} alt="" /> : null}
          <div className="sub-card__title">
            <h2 id={titleId}>
              <bdi>{s.shopName}</bdi>
            </h2>
            <p className="sub-muted">{t("subscriptions.number", { id: s.id })}</p>
          </div>
          <StatusBadge status={s.status} />
        </div>
        <ScheduleFacts subscription={s} />
        <Link className="sub-card__link" to={paths.customer.subscription.href(s.id)}>
          {t("subscriptions.view")} <span className="visually-hidden">— {t("subscriptions.number", { id: s.id })}</span>
        </Link>
      </article>
    </li>
  );
}
