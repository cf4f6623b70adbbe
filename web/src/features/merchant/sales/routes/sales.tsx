import { salesLimits } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { useSales } from "../api/sales.ts";
import { SalesReport } from "../components/sales-report.tsx";

/** `/merchant/sales`: the current shop's orders and revenue per day over the last 30 days. */
export function Component() {
  const { t } = useTranslation();
  const { shopId, shop } = useCurrentShop();
  const sales = useSales(shopId, salesLimits.daysDefault);
  const title = t("merchantShell.nav.sales");
  return (
    <section aria-labelledby="merchant-sales-title" className="merchant-section">
      <SectionHeading id="merchant-sales-title" title={title}>
        {title}
      </SectionHeading>
      <p>{t("merchantSales.intro", { shop: shop.name })}</p>
      {sales.isPending ? (
        <p role="status">{t("merchantSales.loading")}</p>
      ) : sales.isError ? (
        <div role="alert">
          <p>{t("merchantSales.loadError")}</p>
          <Button variant="secondary" onClick={() => sales.refetch()}>
            {t("merchantShell.retry")}
          </Button>
        </div>
      ) : (
        <SalesReport sales={sales.data} />
      )}
    </section>
  );
}
