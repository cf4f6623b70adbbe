import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { type StoredLocation, saveLocation } from "../location.ts";
import { AddressSearch } from "./address-search.tsx";

/**
 * Landing address search (spec §2): Go is enabled once a suggestion is chosen; it keeps the location
 * {placeName, latitude, longitude} in local storage and opens /customer/main.
 */
export function LocationPicker() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<StoredLocation | null>(null);
  return (
    <form
      className="location-picker"
      onSubmit={(event) => {
        event.preventDefault();
        if (!chosen) return;
        saveLocation(chosen);
        navigate(paths.customer.main.href());
      }}
    >
      <AddressSearch label={t("discovery.address.label")} onSelect={setChosen} onClear={() => setChosen(null)} />
      <Button type="submit" size="lg" disabled={!chosen} className="location-picker__go">
        {t("discovery.address.go")}
      </Button>
    </form>
  );
}
