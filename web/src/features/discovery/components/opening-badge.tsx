import type { OpeningState } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { openingText } from "../opening-text.ts";
import "./opening-badge.css";

/** "Open now" + "Closes at 10:00 PM", or "Closed" + "Opens Tuesday at 11:00 AM" (store cards and the store page). */
export function OpeningBadge({ state, timeZone }: { state: OpeningState; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const detail = openingText(state, timeZone, i18n.language);
  return (
    <p className="opening-badge" data-open={state.isOpen}>
      <span className="opening-badge__status">{state.isOpen ? t("hours.openNow") : t("hours.closed")}</span>
      {detail ? (
        // The pill separates them on screen (no stray dot when the line wraps); a comma for screen readers.
        <span className="opening-badge__detail">
          <span className="visually-hidden">, </span>
          <bdi>{t(`hours.${detail.key}`, detail)}</bdi>
        </span>
      ) : null}
    </p>
  );
}
