import type { StoreSummary } from "@dutchpot/contract";
import { divIcon, type LatLng, type Map as LeafletMap } from "leaflet";
import { startTransition, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { MapContainer, Marker, Popup, TileLayer, Tooltip, useMap, useMapEvents } from "react-leaflet";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";
import { roundCoord } from "../../../lib/geo.ts";
import { reverseGeocode } from "../api/geocoding.ts";
import { storeMapZoom } from "../constants.ts";
import { useProgressiveCount } from "../hooks/use-progressive-count.ts";
import { radiusForView } from "./geo.ts";
import "leaflet/dist/leaflet.css";
import "./store-map.css";

export interface MapArea {
  latitude: number;
  longitude: number;
  radiusKm: number;
}

export interface StoreMapProps {
  center: { latitude: number; longitude: number };
  /** The chosen delivery location, marked on the map. */
  home: { latitude: number; longitude: number; placeName: string } | null;
  stores: StoreSummary[];
  /** A new area to search: after a zoom, or when "Search this area" is pressed after a pan. */
  onAreaChange: (area: MapArea) => void;
}

const storeIcon = divIcon({
  className: "map-pin map-pin--store",
  html: "<span></span>",
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});
/** At least 24 × 24 px (WCAG 2.5.8): the customer's own address is the pin they look for first. */
const homePinSize = 28;
const homeIcon = divIcon({
  className: "map-pin map-pin--home",
  html: "<span></span>",
  iconSize: [homePinSize, homePinSize],
  iconAnchor: [homePinSize / 2, homePinSize / 2],
});
/** Above every store pin, whatever their latitudes (Leaflet stacks markers by latitude). */
const homeZIndexOffset = 10_000;
const dropIcon = divIcon({
  className: "map-pin map-pin--drop",
  html: "<span></span>",
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

function areaOf(map: LeafletMap): MapArea {
  const center = map.getCenter();
  const corner = map.getBounds().getNorthEast();
  return {
    latitude: roundCoord(center.lat),
    longitude: roundCoord(center.lng),
    radiusKm: radiusForView(
      { latitude: center.lat, longitude: center.lng },
      { latitude: corner.lat, longitude: corner.lng },
    ),
  };
}

interface PinState {
  position: LatLng;
  address: string | null;
}

/** Map behaviour: zoom refetches, pan offers "Search this area", double-click drops a draggable pin. */
function MapBehaviour({
  onAreaChange,
  setPin,
}: {
  onAreaChange: (area: MapArea) => void;
  setPin: (p: LatLng) => void;
}) {
  const { t } = useTranslation();
  const [moved, setMoved] = useState(false);
  const map = useMapEvents({
    zoomend: () => {
      setMoved(false);
      onAreaChange(areaOf(map));
    },
    dragend: () => setMoved(true),
    dblclick: (event) => setPin(event.latlng),
  });
  return (
    <div className="store-map__actions">
      {moved ? (
        <Button
          size="sm"
          onClick={() => {
            setMoved(false);
            onAreaChange(areaOf(map));
          }}
        >
          {t("discovery.map.searchArea")}
        </Button>
      ) : null}
      <Button size="sm" variant="secondary" onClick={() => setPin(map.getCenter())}>
        {t("discovery.map.pinCentre")}
      </Button>
    </div>
  );
}

/**
 * Names the map's (focusable) box for assistive technology: MapContainer passes only id, class and
 * style to its div, so an `aria-label` prop on it is dropped.
 */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const box = map.getContainer();
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", label);
  }, [map, label]);
  return null;
}

/** Keeps the view on `center` when it changes (a new address chosen in the header). */
function Recenter({ latitude, longitude }: { latitude: number; longitude: number }) {
  const map = useMap();
  useEffect(() => {
    map.setView([latitude, longitude], map.getZoom());
  }, [map, latitude, longitude]);
  return null;
}

/** Store pins added with the map's first render; the others follow, as many per task (decision 046). */
const firstPins = 10;

export function StoreMap({ center, home, stores, onAreaChange }: StoreMapProps) {
  const { t } = useTranslation();
  const { mapTileUrl } = useTenant();
  const [pin, setPinState] = useState<PinState | null>(null);
  // The map starts in several tasks, not one (Lighthouse TBT, decision 046): the map and the first pins,
  // then the tiles (their layer lays out and creates a screen of tiles), then the other pins.
  const [tilesShown, setTilesShown] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => startTransition(() => setTilesShown(true)), 0);
    return () => clearTimeout(timer);
  }, []);
  const pins = useProgressiveCount(
    tilesShown ? stores.length : Math.min(stores.length, firstPins),
    firstPins,
    firstPins,
  );

  const setPin = useMemo(
    () => (position: LatLng) => {
      setPinState({ position, address: null });
      void reverseGeocode(position.lat, position.lng).then((address) =>
        setPinState((current) => (current?.position === position ? { position, address } : current)),
      );
    },
    [],
  );

  return (
    <div className="store-map">
      <MapContainer
        center={[center.latitude, center.longitude]}
        zoom={storeMapZoom}
        doubleClickZoom={false}
        className="store-map__canvas"
      >
        <MapName label={t("discovery.map.label")} />
        {/* Tile failures (offline, blocked) leave the tiles blank; the stores and pins still work. */}
        {tilesShown ? (
          <TileLayer
            url={mapTileUrl}
            attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
            eventHandlers={{ tileerror: () => undefined }}
            // On a high-density screen, tiles of the next zoom level at half size: sharp, and no 256-px
            // tile stretched over 448 device pixels (Lighthouse image-size-responsive, issue 16 item 17).
            // OpenStreetMap draws zoom 19, one level past the map's own zoom (18), which retina tiles need.
            detectRetina
            maxZoom={19}
          />
        ) : null}
        <Recenter latitude={center.latitude} longitude={center.longitude} />
        <MapBehaviour onAreaChange={onAreaChange} setPin={setPin} />
        {home ? (
          <Marker
            position={[home.latitude, home.longitude]}
            icon={homeIcon}
            zIndexOffset={homeZIndexOffset}
            title={t("discovery.map.home", { address: home.placeName })}
          />
        ) : null}
        {stores.slice(0, pins).map((store) => (
          <Marker
            key={store.shopId}
            position={[store.latitude, store.longitude]}
            icon={storeIcon}
            title={store.businessName}
          >
            <Popup>
              <Link to={paths.customer.store.href(store.shopId)} dir="auto">
                {store.businessName}
              </Link>
            </Popup>
          </Marker>
        ))}
        {pin ? (
          <Marker
            position={pin.position}
            icon={dropIcon}
            draggable
            title={t("discovery.map.pin")}
            eventHandlers={{ dragend: (event) => setPin(event.target.getLatLng()) }}
          >
            <Tooltip permanent direction="top" offset={[0, -28]}>
              {pin.address ? <bdi>{pin.address}</bdi> : t("discovery.map.resolving")}
            </Tooltip>
          </Marker>
        ) : null}
      </MapContainer>
      <p className="visually-hidden" role="status">
        {pin?.address ? t("discovery.map.pinAddress", { address: pin.address }) : ""}
      </p>
    </div>
  );
}
