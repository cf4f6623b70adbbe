import { useTranslation } from "react-i18next";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { OrderBoard } from "../components/order-board.tsx";

/** `/merchant/orders`: the current shop's live order board. */
export function Component() {
  const { t } = useTranslation();
  const { shopId, shop } = useCurrentShop();
  const title = t("merchantOrders.title");
  return (
    <section aria-labelledby="merchant-orders-title" className="merchant-orders">
      <SectionHeading id="merchant-orders-title" title={title}>
        {title}
        <span className="merchant-orders__shop"> · {shop.name}</span>
      </SectionHeading>
      <OrderBoard key={shopId} shopId={shopId} />
    </section>
  );
}
