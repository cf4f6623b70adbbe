import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { StoreListPage } from "./store-list-page.tsx";
import "./discovery-page.css";

/** `/customer/grocerystore`: grocery and convenience stores, with the Shop Now banner. */
export function Component() {
  const { t } = useTranslation();
  const banner = (
    <section className="promo-banner" aria-labelledby="grocery-banner-title">
      <div>
        <h2 id="grocery-banner-title">{t("discovery.grocery.bannerTitle")}</h2>
        <p>{t("discovery.grocery.bannerText")}</p>
      </div>
      <Button
        variant="accent"
        onClick={() => {
          const list = document.getElementById("stores");
          list?.scrollIntoView({ behavior: "smooth", block: "start" });
          list?.focus({ preventScroll: true });
        }}
      >
        {t("discovery.grocery.shopNow")}
      </Button>
    </section>
  );
  return (
    <StoreListPage
      list="groceryStores"
      title={t("screens.groceryStore")}
      banner={banner}
      listTitle={t("discovery.grocery.listTitle")}
      emptyTitle={t("discovery.list.noStores")}
    />
  );
}
