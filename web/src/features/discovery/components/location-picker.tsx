import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { type StoredLocation, saveLocation } from "../../../lib/location.ts";
import { AddressSearch, type PlaceFacts } from "./address-search.tsx";
import "./location-picker.css";

/**
 * Landing address search (spec §2): Go is enabled once a suggestion is chosen; it keeps the location
 * {placeName, latitude, longitude} in local storage, tells `onGo` (the landing page saves a signed-in
 * customer's address to the profile) and opens /customer/main.
 */
export function LocationPicker({ onGo }: { onGo?: (location: StoredLocation, facts: PlaceFacts) => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<{ location: StoredLocation; facts: PlaceFacts } | null>(null);
  return (
    <form
      className="location-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        saveLocation(chosen.location);
        onGo?.(chosen.location, chosen.facts);
        navigate(paths.customer.main.href());
      }}
    >
      <AddressSearch
        label={t("discovery.address.label")}
        onSelect={(location, facts) => setChosen({ location, facts })}
        onClear={() => setChosen(null)}
      />
      <Button type="submit" size="lg" disabled={!chosen} className="location-picker__go">
        {t("discovery.address.go")}
      </Button>
    </form>
  );
}
