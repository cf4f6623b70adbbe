import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { SectionHeading, useCurrentShop } from "../../shell/index.ts";
import { useEndPromotion, usePromotions, useSavePromotion } from "../api/promotions.ts";
import { PromotionsScreen } from "../components/promotions-screen.tsx";

/** `/merchant/promotions`: the current shop's promotion codes (and the marketplace's, for its admin). */
export function Component() {
  const { t } = useTranslation();
  const { shopId, shop } = useCurrentShop();
  const promotions = usePromotions(shopId);
  const save = useSavePromotion(shopId);
  const end = useEndPromotion(shopId);
  const title = t("merchantShell.nav.promotions");
  return (
    <section aria-labelledby="merchant-promotions-title" className="merchant-section">
      <SectionHeading id="merchant-promotions-title" title={title}>
        {title}
      </SectionHeading>
      <p>{t("merchantPromotions.intro", { shop: shop.name })}</p>
      {promotions.isPending ? (
        <p role="status">{t("merchantPromotions.loading")}</p>
      ) : promotions.isError ? (
        <div role="alert">
          <p>{t("merchantPromotions.loadError")}</p>
          <Button variant="secondary" onClick={() => promotions.refetch()}>
            {t("merchantShell.retry")}
          </Button>
        </div>
      ) : (
        <PromotionsScreen
          shopId={shopId}
          promotions={promotions.data.items}
          canManageMarketplaceCodes={promotions.data.canManageMarketplaceCodes}
          save={save.mutateAsync}
          end={end.mutateAsync}
        />
      )}
    </section>
  );
}
