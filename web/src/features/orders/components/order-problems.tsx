import type { Order } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { orderDateTime } from "../order-format.ts";

/** The problems the customer reported on this order (Get Help), oldest first, and a way to report one. */
export function OrderProblems({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  return (
    <section className="order-problems" aria-labelledby="order-problems-title">
      {order.problems.length > 0 ? (
        <>
          <h2 id="order-problems-title">{t("help.problems")}</h2>
          <ul className="order-problems__list">
            {order.problems.map((problem) => (
              <li key={problem.id}>
                <strong>{t(`help.kinds.${problem.kind}`)}</strong>{" "}
                <time dateTime={problem.createdAt}>
                  {orderDateTime(problem.createdAt, i18n.language, order.timeZone)}
                </time>
                {problem.note ? (
                  <p className="order-problems__note">
                    <bdi>{problem.note}</bdi>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <h2 id="order-problems-title" className="visually-hidden">
          {t("orders.problems.title")}
        </h2>
      )}
      <p className="order-problems__help">
        <Link to={paths.customer.getHelp.href()}>{t("orders.problems.getHelp")}</Link>
      </p>
    </section>
  );
}
