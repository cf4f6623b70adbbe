import type { StoreSummary } from "@dutchpot/contract";
import { discoveryLimits } from "@dutchpot/contract/constants";
import { useQuery } from "@tanstack/react-query";
import { lazy, type MouseEvent, Suspense, useDeferredValue, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { TransText } from "../../../components/trans-text.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useFirstScreenHandoff } from "../../../lib/first-screen.tsx";
import { defaultCenter, useStoredLocation } from "../../../lib/location.ts";
import { nearMeOptions } from "../api/stores.ts";
import { CategoryChips } from "../components/category-chips.tsx";
import { EmptyState, StoreList } from "../components/store-list.tsx";
import type { MapArea } from "../map/store-map.tsx";
import { filterStores } from "../search.ts";
import "./main.css";

const mapId = "nearby-map";

/** The skip link moves focus to the map itself (arrow keys pan it), or its box while it loads. */
function skipToMap(event: MouseEvent<HTMLAnchorElement>) {
  event.preventDefault();
  const box = document.getElementById(mapId);
  const target = box?.querySelector<HTMLElement>(".leaflet-container") ?? box;
  target?.focus();
}

const StoreMap = lazy(() => import("../map/store-map.tsx").then((m) => ({ default: m.StoreMap })));

/** `/customer/main`: nearby stores in a side list, and the map (spec §2 map screen). */
export function Component() {
  const { t } = useTranslation();
  const location = useStoredLocation();
  const [params] = useSearchParams();
  const q = params.get("q") ?? "";
  const center = location ?? defaultCenter;
  const [area, setArea] = useState<MapArea>({
    latitude: center.latitude,
    longitude: center.longitude,
    radiusKm: discoveryLimits.defaultRadiusKm,
  });

  // A new address chosen in the header moves the search there.
  useEffect(() => {
    setArea({ latitude: center.latitude, longitude: center.longitude, radiusKm: discoveryLimits.defaultRadiusKm });
  }, [center.latitude, center.longitude]);

  const nearMe = useQuery(
    nearMeOptions({ kind: "delivery", latitude: area.latitude, longitude: area.longitude, radiusKm: area.radiusKm }),
  );
  const stores = useMemo<StoreSummary[] | undefined>(
    () => (nearMe.data ? filterStores(nearMe.data, q) : undefined),
    [nearMe.data, q],
  );
  // The list renders in a transition, after the render that shows the page (decision 046).
  const shownStores = useDeferredValue(stores);
  const listShown = shownStores !== undefined || nearMe.isError;
  // The server's first screen (title and where-line, decision 046) gives way to this page as soon as
  // it shows, with the same line and its own skeleton list: the list's answer renders in a task of its
  // own, not in the one that lays out and paints the whole app for the first time.
  useFirstScreenHandoff(true);

  // The map (Leaflet, its largest script) is mounted after the frame that paints the list: the list is
  // the page's first screen, and its paint need not wait for Leaflet's code (decision 046).
  const [mapShown, setMapShown] = useState(false);
  useEffect(() => {
    if (!listShown || mapShown) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setMapShown(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [listShown, mapShown]);

  return (
    <div className="nearby">
      <div className="nearby__intro">
        <h1 id="nearby-title">{t("screens.main")}</h1>
        <p className="nearby__where">
          {location ? (
            <TransText i18nKey="discovery.main.near" values={{ place: location.placeName }} />
          ) : (
            t("discovery.main.defaultArea")
          )}
        </p>
        {q ? (
          <p className="nearby__where">
            <TransText i18nKey="discovery.main.matching" values={{ query: q }} />
          </p>
        ) : null}
        <CategoryChips />
      </div>
      <section className="nearby__list" aria-labelledby="nearby-title">
        <a href={`#${mapId}`} className="nearby__skip" onClick={skipToMap}>
          {t("discovery.main.skipToMap")}
        </a>
        {nearMe.isError ? (
          <EmptyState title={t("discovery.main.failed")} />
        ) : (
          <StoreList
            stores={shownStores}
            loading={nearMe.isFetching || shownStores !== stores}
            layout="column"
            empty={<EmptyState title={t("discovery.main.emptyTitle")} text={t("discovery.main.emptyText")} />}
          />
        )}
      </section>
      <div className="nearby__map" id={mapId} tabIndex={-1}>
        {mapShown ? (
          <Suspense fallback={<Skeleton className="nearby__map-skeleton" />}>
            <StoreMap center={center} home={location} stores={stores ?? []} onAreaChange={setArea} />
          </Suspense>
        ) : (
          <Skeleton className="nearby__map-skeleton" />
        )}
      </div>
    </div>
  );
}
