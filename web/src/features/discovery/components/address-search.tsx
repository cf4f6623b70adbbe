import type { PlaceSuggestion } from "@dutchpot/contract";
import { useQuery } from "@tanstack/react-query";
import { type KeyboardEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { PinIcon, SearchIcon } from "../../../components/ui/icons.tsx";
import type { StoredLocation } from "../../../lib/location.ts";
import { fetchPlaceDetails, searchPlaces } from "../api/geocoding.ts";
import { discoveryKeys } from "../api/keys.ts";
import { useDebouncedValue } from "../hooks/use-debounced-value.ts";
import "./search-box.css";
import "./address-search.css";

/** What the geocoder says about a chosen place beyond its position (null when it did not say). */
export type PlaceFacts = Pick<PlaceSuggestion, "city" | "postalCode">;

export interface AddressSearchProps {
  /** Called with the chosen place once its position is known. */
  onSelect: (location: StoredLocation, facts: PlaceFacts) => void;
  /** Called when the text changes after a choice (the choice no longer holds). */
  onClear?: () => void;
  label: string;
  hideLabel?: boolean;
  initialValue?: string;
  autoFocus?: boolean;
  /** The input's id (a form that focuses its first invalid field needs it). */
  inputId?: string;
  /** Marks the input invalid; `describedBy` names its error message. */
  invalid?: boolean;
  describedBy?: string;
  /**
   * Offers the typed text itself as the list's last option (a street address the search does not
   * know): `label` names the option for that text, `onUse` receives the text when chosen.
   */
  typedOption?: { label: (text: string) => string; onUse: (text: string) => void };
}

/** Resolves a suggestion to a location: its own position when it has one, else the details call. */
export async function resolveSuggestion(suggestion: PlaceSuggestion): Promise<StoredLocation> {
  if (suggestion.latitude !== null && suggestion.longitude !== null) {
    return { placeName: suggestion.description, latitude: suggestion.latitude, longitude: suggestion.longitude };
  }
  const details = await fetchPlaceDetails(suggestion.id);
  return { placeName: details.description, latitude: details.latitude, longitude: details.longitude };
}

/** City and postal code under a suggestion, leaving out what its description already says. */
export function detailLine(suggestion: PlaceSuggestion): string {
  const parts = [suggestion.city, suggestion.postalCode].filter(
    (part): part is string => !!part && !suggestion.description.includes(part),
  );
  return parts.join(" · ");
}

/** An address combobox (WAI-ARIA 1.2 pattern) listing place suggestions as the user types. */
export function AddressSearch({
  onSelect,
  onClear,
  label,
  hideLabel,
  initialValue = "",
  autoFocus,
  inputId,
  invalid,
  describedBy,
  typedOption,
}: AddressSearchProps) {
  const { t } = useTranslation();
  const generatedId = useId();
  const id = inputId ?? generatedId;
  const listId = `${id}-list`;
  const [text, setText] = useState(initialValue);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [resolving, setResolving] = useState(false);
  const [failed, setFailed] = useState(false);
  // A choice was made for the current text: focusing the input again (a form moving focus to it to
  // show its error) does not reopen the list over that error; typing or ArrowDown does.
  const [settled, setSettled] = useState(false);
  const query = useDebouncedValue(text.trim(), 250);
  const suggestions = useQuery({
    queryKey: discoveryKeys.suggestions(query),
    queryFn: ({ signal }) => searchPlaces(query, signal),
    enabled: open && query.length >= 2,
    staleTime: 5 * 60_000,
  });
  const items = open && query.length >= 2 ? (suggestions.data ?? []) : [];
  const expanded = open && query.length >= 2 && (items.length > 0 || suggestions.isFetched);
  const typedText = text.trim();
  // The "use as typed" option comes last, after the suggestions (or after "No matching addresses").
  const typedIndex = expanded && typedOption && typedText.length >= 2 ? items.length : -1;
  const optionCount = items.length + (typedIndex >= 0 ? 1 : 0);

  const chooseTyped = () => {
    setSettled(true);
    setOpen(false);
    setActive(-1);
    setFailed(false);
    typedOption?.onUse(typedText);
  };

  const choose = async (suggestion: PlaceSuggestion) => {
    setText(suggestion.description);
    setSettled(true);
    setOpen(false);
    setActive(-1);
    setResolving(true);
    setFailed(false);
    try {
      onSelect(await resolveSuggestion(suggestion), { city: suggestion.city, postalCode: suggestion.postalCode });
    } catch (error) {
      console.warn("Place details failed", error);
      setFailed(true);
    } finally {
      setResolving(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "ArrowDown") {
      event.preventDefault();
      setOpen(true);
      if (optionCount) setActive((a) => (a + 1) % optionCount);
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      if (optionCount) setActive((a) => (a <= 0 ? optionCount - 1 : a - 1));
    } else if (event.key === "Enter") {
      if (expanded && active >= 0 && active === typedIndex) {
        event.preventDefault();
        chooseTyped();
        return;
      }
      const item = items[active] ?? (items.length === 1 ? items[0] : undefined);
      if (expanded && item) {
        event.preventDefault();
        void choose(item);
      }
    } else if (event.key === "Escape" && expanded) {
      event.preventDefault();
      event.stopPropagation();
      setOpen(false);
      setActive(-1);
    }
  };

  return (
    <div className="address-search">
      <label htmlFor={id} className={hideLabel ? "visually-hidden" : "address-search__label"}>
        {label}
      </label>
      <div className="address-search__box">
        <SearchIcon />
        <input
          id={id}
          type="text"
          role="combobox"
          autoComplete="off"
          // biome-ignore lint/a11y/noAutofocus: only used where the user just asked to change the address
          autoFocus={autoFocus}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-opt-${active}` : undefined}
          aria-busy={resolving || undefined}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          dir="auto"
          placeholder={t("discovery.address.placeholder")}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setSettled(false);
            setOpen(true);
            setActive(-1);
            setFailed(false);
            onClear?.();
          }}
          onFocus={() => {
            if (!settled) setOpen(true);
          }}
          onBlur={() => setOpen(false)}
          onKeyDown={onKeyDown}
        />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-label={t("discovery.address.suggestions")}
        className="address-search__list"
        hidden={!expanded}
      >
        {items.map((item, index) => (
          <div
            key={item.id}
            tabIndex={-1}
            id={`${id}-opt-${index}`}
            role="option"
            aria-selected={index === active}
            className="address-search__option"
            // mousedown, not click: it fires before the input's blur closes the list
            onMouseDown={(event) => {
              event.preventDefault();
              void choose(item);
            }}
          >
            <PinIcon />
            <span>
              <span className="address-search__main" dir="auto">
                {item.description}
              </span>
              {detailLine(item) ? (
                <span className="address-search__sub" dir="auto">
                  {detailLine(item)}
                </span>
              ) : null}
            </span>
          </div>
        ))}
        {expanded && items.length === 0 ? (
          // A failed search is not an empty one: say the service cannot be reached (issue 16 item 12).
          <div role="option" tabIndex={-1} aria-selected={false} aria-disabled="true" className="address-search__empty">
            {suggestions.isError ? t("discovery.address.unreachable") : t("discovery.address.noResults")}
          </div>
        ) : null}
        {typedIndex >= 0 && typedOption ? (
          <div
            tabIndex={-1}
            id={`${id}-opt-${typedIndex}`}
            role="option"
            aria-selected={active === typedIndex}
            className="address-search__option address-search__typed"
            onMouseDown={(event) => {
              event.preventDefault();
              chooseTyped();
            }}
          >
            <PinIcon />
            <span className="address-search__main">{typedOption.label(typedText)}</span>
          </div>
        ) : null}
      </div>
      <p className="address-search__status" role="status">
        {failed ? t("discovery.address.failed") : ""}
      </p>
    </div>
  );
}
