import { useTranslation } from "react-i18next";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";

export function StoreNotFound() {
  const { t } = useTranslation();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="store-missing">
        <h1 id="store-missing">{t("discovery.store.notFound")}</h1>
        <p>{t("discovery.store.notFoundText")}</p>
        <div className="notice__actions">
          <ButtonLink to={paths.customer.main.href()}>{t("common.browseStores")}</ButtonLink>
        </div>
      </section>
    </div>
  );
}
