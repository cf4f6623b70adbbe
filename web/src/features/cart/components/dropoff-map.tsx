import { cartLimits } from "@dutchpot/contract/constants";
import { divIcon, type Map as LeafletMap } from "leaflet";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Circle, MapContainer, Marker, TileLayer, useMap, useMapEvents } from "react-leaflet";
import { useTenant } from "../../../config/tenant-context.tsx";
import { roundCoord } from "../../../lib/geo.ts";
import { dropOffMapZoom, type Point } from "../pin-rule.ts";
import "leaflet/dist/leaflet.css";
import "./dropoff-map.css";

const pinIcon = divIcon({
  className: "dropoff-pin",
  html: "<span></span>",
  iconSize: [30, 30],
  iconAnchor: [15, 30],
});
const addressIcon = divIcon({
  className: "dropoff-address",
  html: "<span></span>",
  iconSize: [16, 16],
  iconAnchor: [8, 8],
});

/** The 4 km reach around the address point (brand green; Leaflet paints SVG attributes itself). */
const reachStyle = {
  color: "#0b5d3b",
  weight: 2,
  dashArray: "6 4",
  fillColor: "#0b5d3b",
  fillOpacity: 0.08,
  interactive: false,
};

export interface DropOffMapProps {
  pin: Point;
  /** The delivery address point the pin is measured from (shown with the 4 km circle while adjusting). */
  address: Point | null;
  adjusting: boolean;
  onMove: (pin: Point) => void;
}

/** Map clicks move the pin while adjusting; the view follows the pin when a nudge takes it off screen. */
function Behaviour({ pin, adjusting, onMove }: Pick<DropOffMapProps, "pin" | "adjusting" | "onMove">) {
  const map = useMapEvents({
    click: (event) => {
      if (adjusting) onMove({ latitude: roundCoord(event.latlng.lat), longitude: roundCoord(event.latlng.lng) });
    },
  });
  useEffect(() => {
    if (!map.getBounds().pad(-0.1).contains([pin.latitude, pin.longitude])) map.panTo([pin.latitude, pin.longitude]);
  }, [map, pin.latitude, pin.longitude]);
  return null;
}

/**
 * The dialog sizes itself after the map mounts; Leaflet measures its box once, so it measures again.
 * It also names the (focusable) map box and marks the adjust mode: MapContainer sets only id, class
 * and style on its div, and only once.
 */
function ContainerSetup({ label, adjusting }: { label: string; adjusting: boolean }) {
  const map: LeafletMap = useMap();
  useEffect(() => {
    const box = map.getContainer();
    box.setAttribute("role", "region");
    box.setAttribute("aria-label", label);
  }, [map, label]);
  useEffect(() => {
    map.getContainer().classList.toggle("dropoff-map--adjusting", adjusting);
  }, [map, adjusting]);
  useEffect(() => {
    const timer = window.setTimeout(() => map.invalidateSize(), 50);
    return () => window.clearTimeout(timer);
  }, [map]);
  return null;
}

export function DropOffMap({ pin, address, adjusting, onMove }: DropOffMapProps) {
  const { t } = useTranslation();
  const { mapTileUrl } = useTenant();
  return (
    <MapContainer center={[pin.latitude, pin.longitude]} zoom={dropOffMapZoom} className="dropoff-map">
      {/* Tile failures (offline, blocked) leave the tiles blank; the pin still works. */}
      <TileLayer
        url={mapTileUrl}
        attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors'
        eventHandlers={{ tileerror: () => undefined }}
      />
      <ContainerSetup label={t("dropoff.panel.mapLabel")} adjusting={adjusting} />
      <Behaviour pin={pin} adjusting={adjusting} onMove={onMove} />
      {address && adjusting ? (
        <>
          <Circle
            center={[address.latitude, address.longitude]}
            radius={cartLimits.maxPinDriftKm * 1000}
            pathOptions={reachStyle}
          />
          <Marker
            position={[address.latitude, address.longitude]}
            icon={addressIcon}
            keyboard={false}
            interactive={false}
          />
        </>
      ) : null}
      <Marker
        position={[pin.latitude, pin.longitude]}
        icon={pinIcon}
        draggable={adjusting}
        keyboard={false}
        title={t("dropoff.panel.pin")}
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
