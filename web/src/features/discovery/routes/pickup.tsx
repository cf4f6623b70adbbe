import { discoveryLimits } from "@dutchpot/contract/constants";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { TransText } from "../../../components/trans-text.tsx";
import { ButtonLink } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { defaultCenter, useStoredLocation } from "../../../lib/location.ts";
import { nearMeOptions } from "../api/stores.ts";
import { EmptyState, StoreList } from "../components/store-list.tsx";
import "./discovery-page.css";

/** `/customer/pickup`: stores offering pickup near the chosen location. */
export function Component() {
  const { t } = useTranslation();
  const location = useStoredLocation();
  const center = location ?? defaultCenter;
  const stores = useQuery(
    nearMeOptions({
      kind: "pickup",
      latitude: center.latitude,
      longitude: center.longitude,
      radiusKm: discoveryLimits.defaultRadiusKm,
    }),
  );
  return (
    <div className="page discovery-page">
      <header className="discovery-page__head">
        <h1>{t("screens.pickup")}</h1>
        <p>
          {location ? (
            <TransText i18nKey="discovery.pickup.near" values={{ place: location.placeName }} />
          ) : (
            t("discovery.pickup.defaultArea")
          )}
        </p>
      </header>
      {stores.isError ? (
        <EmptyState title={t("discovery.main.failed")} />
      ) : (
        <StoreList
          stores={stores.data}
          loading={stores.isFetching}
          empty={
            <EmptyState
              title={t("discovery.main.emptyTitle")}
              text={t("discovery.pickup.emptyText")}
              action={<ButtonLink to={paths.customer.main.href()}>{t("discovery.pickup.openMap")}</ButtonLink>}
            />
          }
        />
      )}
    </div>
  );
}
