import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StreamState } from "../../../lib/event-stream.ts";

/**
 * A polite live region about the order's live updates: "paused — reconnecting…" while the stream is
 * lost, "back" once it returns after a loss; nothing otherwise. The region stays mounted so screen
 * readers announce each change.
 */
export function LiveStatus({ state }: { state: StreamState }) {
  const { t } = useTranslation();
  const [wasLost, setWasLost] = useState(false);
  const previous = useRef(state);
  useEffect(() => {
    if (state === "lost") setWasLost(true);
    else if (state === "connecting" && previous.current !== "lost") setWasLost(false);
    previous.current = state;
  }, [state]);
  const text = state === "lost" ? t("orders.live.lost") : state === "open" && wasLost ? t("orders.live.back") : "";
  return (
    <p className={`order-live${state === "lost" ? " order-live--lost" : ""}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}
