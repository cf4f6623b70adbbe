import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { useShopHours } from "../api/shop-api.ts";
import { ClosuresList } from "../components/closures-list.tsx";
import { WeekEditor } from "../components/week-editor.tsx";
import "../shop.css";
import "../hours.css";

/** `/merchant/hours`: the weekly opening hours and the closures of the current shop. */
export function Component() {
  const { t } = useTranslation();
  const { shopId } = useCurrentShop();
  const hours = useShopHours(shopId);
  const title = t("merchantShell.nav.hours");
  return (
    <div className="merchant-hours">
      <SectionHeading title={title}>{title}</SectionHeading>
      {hours.isPending ? <p role="status">{t("common.loading")}</p> : null}
      {hours.isError ? (
        <div role="alert" className="merchant-notice">
          <p>{t("merchantHours.loadError")}</p>
          <Button onClick={() => void hours.refetch()}>{t("merchantShell.retry")}</Button>
        </div>
      ) : null}
      {hours.data ? (
        <>
          <WeekEditor key={`week-${hours.data.shopId}`} hours={hours.data} />
          <ClosuresList hours={hours.data} />
        </>
      ) : null}
    </div>
  );
}
