import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { useShopSettings } from "../api/shop-api.ts";
import { GoLivePanel } from "../components/go-live-panel.tsx";
import { PauseControl } from "../components/pause-control.tsx";
import { ShopSettingsForm } from "../components/shop-settings-form.tsx";
import "../shop.css";

/** `/merchant/shop`: going live, busy, and every setting of the current shop. */
export function Component() {
  const { t } = useTranslation();
  const { shopId } = useCurrentShop();
  const shop = useShopSettings(shopId);
  const title = t("merchantShell.nav.shop");
  return (
    <div className="merchant-shop">
      <SectionHeading title={title}>{title}</SectionHeading>
      {shop.isPending ? <p role="status">{t("common.loading")}</p> : null}
      {shop.isError ? (
        <div role="alert" className="merchant-notice">
          <p>{t("merchantShop.loadError")}</p>
          <Button onClick={() => void shop.refetch()}>{t("merchantShell.retry")}</Button>
        </div>
      ) : null}
      {shop.data ? (
        <>
          <div className="merchant-shop__cards">
            <GoLivePanel shop={shop.data} />
            <PauseControl shop={shop.data} />
          </div>
          <ShopSettingsForm key={shop.data.id} shop={shop.data} />
        </>
      ) : null}
    </div>
  );
}
