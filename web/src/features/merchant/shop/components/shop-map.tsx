import { divIcon } from "leaflet";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useTenant } from "../../../../config/tenant-context.tsx";
import { roundCoord } from "../../../../lib/geo.ts";
import "leaflet/dist/leaflet.css";
import "./shop-map.css";

export interface MapPoint {
  latitude: number;
  longitude: number;
}

const pinIcon = divIcon({
  className: "shop-map__pin",
  html: "<span></span>",
  iconSize: [28, 28],
  iconAnchor: [14, 28],
});

/** Clicks move the pin; the view follows a pin moved off screen (typed coordinates). */
function Behaviour({ pin, onMove, label }: { pin: MapPoint; onMove: (p: MapPoint) => void; label: string }) {
  const map = useMap();
  useMapEvents({ click: (e) => onMove({ latitude: roundCoord(e.latlng.lat), longitude: roundCoord(e.latlng.lng) }) });
  useEffect(() => {
    map.getContainer().setAttribute("role", "region");
    map.getContainer().setAttribute("aria-label", label);
  }, [map, label]);
  useEffect(() => {
    if (!map.getBounds().pad(-0.1).contains([pin.latitude, pin.longitude])) map.panTo([pin.latitude, pin.longitude]);
  }, [map, pin.latitude, pin.longitude]);
  return null;
}

/** The shop's place: drag the pin or click the map (the coordinates fields beside it do the same by keyboard). */
export default function ShopMap({ pin, onMove }: { pin: MapPoint; onMove: (p: MapPoint) => void }) {
  const { t } = useTranslation();
  const { mapTileUrl } = useTenant();
  return (
    <MapContainer center={[pin.latitude, pin.longitude]} zoom={15} className="shop-map">
      <TileLayer
        url={mapTileUrl}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        eventHandlers={{ tileerror: () => undefined }}
      />
      <Behaviour pin={pin} onMove={onMove} label={t("merchantShop.map.label")} />
      <Marker
        position={[pin.latitude, pin.longitude]}
        icon={pinIcon}
        draggable
        keyboard={false}
        title={t("merchantShop.map.pin")}
        eventHandlers={{
          dragend: (event) => {
            const { lat, lng } = event.target.getLatLng();
            onMove({ latitude: roundCoord(lat), longitude: roundCoord(lng) });
          },
        }}
      />
    </MapContainer>
  );
}
