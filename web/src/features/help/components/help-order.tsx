import type { Order } from "@dutchpot/contract";
import { orderStatusName } from "@dutchpot/contract/constants";
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { TransText } from "../../../components/trans-text.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { longDate } from "../../../lib/dates.ts";
import { formatMoney } from "../../../lib/format.ts";
import { ReportProblemDialog } from "./report-problem-dialog.tsx";

/** One recent order: what it was, the problems reported on it, and "Report a problem". */
export function HelpOrder({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const [reporting, setReporting] = useState(false);
  const [sent, setSent] = useState(false);
  const sentRef = useRef<HTMLParagraphElement>(null);
  const lang = i18n.language;
  const status = orderStatusName(order.orderStatus) ?? "unknown";

  // Once the dialog has closed (and put focus back on its button), the confirmation takes focus.
  useEffect(() => {
    if (sent && !reporting) sentRef.current?.focus();
  }, [sent, reporting]);

  return (
    <li className="help-order">
      <article aria-labelledby={titleId}>
        <div className="help-order__head">
          {order.shopLogoUrl ? <img className="help-order__logo" src={order.shopLogoUrl} alt="" /> : null}
          <div className="help-order__title">
            <h2 id={titleId}>{t("help.order", { id: order.id })}</h2>
            <p className="help-muted">
              <bdi>{order.shopName}</bdi> ·{" "}
              <time dateTime={order.orderDate}>{longDate(order.orderDate, lang, order.timeZone)}</time>
            </p>
          </div>
          <p className="help-order__status">{t(`orders.statuses.${status}`)}</p>
        </div>
        <p className="help-order__total">
          <TransText i18nKey="help.total" values={{ amount: formatMoney(order.amountDue) }} />
        </p>
        {order.problems.length > 0 ? (
          <section className="help-problems" aria-labelledby={`${titleId}-problems`}>
            <h3 id={`${titleId}-problems`}>{t("help.problems")}</h3>
            <ul>
              {order.problems.map((problem) => (
                <li key={problem.id}>
                  <strong>{t(`help.kinds.${problem.kind}`)}</strong>{" "}
                  <time className="help-muted" dateTime={problem.createdAt}>
                    {longDate(problem.createdAt, lang, order.timeZone)}
                  </time>
                  {problem.note ? (
                    <p className="help-problems__note">
                      <bdi>{problem.note}</bdi>
                    </p>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {sent ? (
          <p ref={sentRef} className="help-sent" role="status" tabIndex={-1}>
            {t("help.sent", { shop: order.shopName })}
          </p>
        ) : null}
        <div className="help-order__actions">
          <Button
            variant="secondary"
            onClick={() => {
              setSent(false);
              setReporting(true);
            }}
          >
            {t("help.report")} <span className="visually-hidden">— {t("help.order", { id: order.id })}</span>
          </Button>
          <Link className="help-order__link" to={paths.customer.order.href(order.id)}>
            {t("help.viewOrder")} <span className="visually-hidden">— {t("help.order", { id: order.id })}</span>
          </Link>
        </div>
      </article>
      {reporting ? (
        <ReportProblemDialog
          order={order}
          onClose={() => setReporting(false)}
          onSent={() => {
            setSent(true);
            setReporting(false);
          }}
        />
      ) : null}
    </li>
  );
}
