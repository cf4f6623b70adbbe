import { useTranslation } from "react-i18next";
import { StoreListPage } from "./store-list-page.tsx";

/** `/customer/homechef`: titled "Home Chef's" (spec). */
export function Component() {
  const { t } = useTranslation();
  return (
    <StoreListPage
      list="homeChefs"
      title={t("screens.homeChef")}
      intro={t("discovery.homeChef.intro")}
      emptyTitle={t("discovery.list.noStores")}
    />
  );
}
