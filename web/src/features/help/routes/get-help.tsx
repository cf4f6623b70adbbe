import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useRecentOrders } from "../api/get-recent-orders.ts";
import { HelpOrder } from "../components/help-order.tsx";
import "../help.css";

/** No orders yet: nothing to get help with (spec: 'No Previous Deliveries, Order Today!'). */
function NoOrders() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="help-title">
        <PotIllustration className="notice__art" />
        <h1 id="help-title">{t("help.title")}</h1>
        <p className="help-empty">
          <strong>{t("help.empty")}</strong>
        </p>
        <p>{t("help.text")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()}>{t("help.cta")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}

/** `/customer/get-help`: the caller's recent orders (customer or guest), each with "Report a problem". */
export function Component() {
  const { t } = useTranslation();
  const query = useRecentOrders();
  if (query.data && query.data.items.length === 0) return <NoOrders />;
  return (
    <div className="page help-page">
      <h1>{t("help.title")}</h1>
      <p className="help-intro">{t("help.intro")}</p>
      {query.data ? (
        <ul className="help-orders" aria-label={t("help.recent")}>
          {query.data.items.map((order) => (
            <HelpOrder key={order.id} order={order} />
          ))}
        </ul>
      ) : query.isError ? (
        <div role="alert" className="help-panel">
          <p>{t("help.loadFailed")}</p>
          <Button variant="secondary" onClick={() => void query.refetch()}>
            {t("help.retry")}
          </Button>
        </div>
      ) : (
        <div role="status" aria-label={t("help.loading")} className="help-orders">
          <Skeleton height={160} />
          <Skeleton height={160} />
        </div>
      )}
    </div>
  );
}
