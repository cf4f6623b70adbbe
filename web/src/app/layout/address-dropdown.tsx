import { lazy, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { PinIcon } from "../../components/ui/icons.tsx";
import { useProfile } from "../../features/account/api/get-profile.ts";
import { useSaveAddressToProfile } from "../../features/account/api/update-profile.ts";
import { useApplyAddressToCarts } from "../../features/cart/api/update-dropoff.ts";
import { DropOffEntry, useDropOffCart } from "../../features/cart/components/dropoff-entry.tsx";
import { fetchSuggestions } from "../../features/discovery/api/geocoding.ts";
import { AddressSearch, resolveSuggestion } from "../../features/discovery/components/address-search.tsx";
import { readLocation, type StoredLocation, saveLocation, useStoredLocation } from "../../lib/location.ts";
import "../../components/ui/link-button.css";
import "./address-dropdown.css";

/** Loaded when first opened: the panel's map (Leaflet) stays out of every page's first load. */
const DropOffPanel = lazy(() =>
  import("../../features/cart/components/dropoff-panel.tsx").then((m) => ({ default: m.DropOffPanel })),
);

/**
 * The place of a profile's address: the geocoder's match of the same text, else its first suggestion.
 * A geocoder may not find its own suggestion's full text (street, city, postal code) again, so the
 * street part alone is asked next.
 */
async function locate(address: string): Promise<StoredLocation | null> {
  const street = address.split(",")[0]?.trim() ?? "";
  let suggestions = await fetchSuggestions(address);
  if (suggestions.length === 0 && street && street !== address) suggestions = await fetchSuggestions(street);
  const same = suggestions.find((s) => s.description.trim().toLowerCase() === address.toLowerCase());
  const chosen = same ?? suggestions[0];
  if (!chosen) return null;
  const found = await resolveSuggestion(chosen).catch(() => null);
  // The profile's own words name the place (the geocoder may spell it otherwise).
  return found ? { ...found, placeName: address } : null;
}

/**
 * A signed-in customer without a chosen location (a new browser, or signed in again) gets the address
 * saved in their profile back: it becomes the stored location that the header, this dropdown's SAVED
 * ADDRESS and the near-me map read. A location already chosen in this browser is kept.
 */
function useRestoreProfileAddress(current: StoredLocation | null) {
  const profile = useProfile();
  const address = profile.data?.address?.trim() ?? "";
  const missing = current === null;
  useEffect(() => {
    if (!address || !missing) return;
    let cancelled = false;
    void locate(address).then((found) => {
      if (found && !cancelled && readLocation() === null) saveLocation(found);
    });
    return () => {
      cancelled = true;
    };
  }, [address, missing]);
}

/**
 * The header's address dropdown (spec §2 Header): an address search, the saved address with an edit
 * action, and the drop-off entry opening the drop-off panel. A chosen address is stored locally, sent
 * to every open cart (the pin is measured from it) and, when signed in, saved to the profile.
 */
export function AddressDropdown() {
  const { t } = useTranslation();
  const location = useStoredLocation();
  useRestoreProfileAddress(location);
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const [dropOffOpen, setDropOffOpen] = useState(false);
  const { cart } = useDropOffCart();
  const applyAddressToCarts = useApplyAddressToCarts();
  const saveAddressToProfile = useSaveAddressToProfile();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const close = (restoreFocus: boolean) => {
    setOpen(false);
    setEditing(false);
    if (restoreFocus) triggerRef.current?.focus();
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the panel closes it
    <div
      ref={rootRef}
      className="address-dd"
      onKeyDown={(event) => {
        if (event.key === "Escape" && open) {
          event.stopPropagation();
          close(true);
        }
      }}
    >
      <button
        ref={triggerRef}
        type="button"
        className="header__address"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={
          location ? t("header.addressLabel", { address: location.placeName }) : t("discovery.address.choose")
        }
        onClick={() => (open ? close(false) : setOpen(true))}
      >
        <PinIcon />
        <span className="header__address-text" dir={location ? "auto" : undefined}>
          {location?.placeName ?? t("header.address")}
        </span>
      </button>
      <div id={panelId} className="address-dd__panel" hidden={!open}>
        {open ? (
          <>
            <AddressSearch
              key={editing ? "edit" : "search"}
              label={editing ? t("discovery.address.change") : t("discovery.address.label")}
              initialValue={editing ? (location?.placeName ?? "") : ""}
              autoFocus
              onSelect={(chosen, facts) => {
                saveLocation(chosen);
                applyAddressToCarts(chosen, facts);
                saveAddressToProfile(chosen.placeName, facts);
                close(true);
              }}
            />
            {location ? (
              <section className="address-dd__saved" aria-labelledby={`${panelId}-saved`}>
                <h2 id={`${panelId}-saved`} className="address-dd__heading">
                  {t("discovery.address.saved")}
                </h2>
                <div className="address-dd__row">
                  <PinIcon />
                  <span className="address-dd__place" dir="auto">
                    {location.placeName}
                  </span>
                  <button type="button" className="link-btn" onClick={() => setEditing(true)}>
                    {t("discovery.address.edit")}
                  </button>
                </div>
              </section>
            ) : null}
            <DropOffEntry
              headingId={`${panelId}-dropoff`}
              headingClassName="address-dd__heading"
              onOpen={() => {
                // Focus the trigger first: the dialog gives focus back to it when it closes.
                close(true);
                setDropOffOpen(true);
              }}
            />
          </>
        ) : null}
      </div>
      {dropOffOpen && cart ? (
        <Suspense fallback={null}>
          <DropOffPanel
            cart={cart}
            onClose={() => setDropOffOpen(false)}
            onChangeAddress={() => {
              setDropOffOpen(false);
              // After the dialog has handed focus back, so the search field can take it.
              window.setTimeout(() => {
                setEditing(true);
                setOpen(true);
              }, 0);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
