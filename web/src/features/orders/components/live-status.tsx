import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import type { StreamState } from "../../../lib/event-stream.ts";
import { statusLabelKey } from "../order-format.ts";

/**
 * A polite live region about the order's live updates: "paused — reconnecting…" while the stream is
 * lost, "back" once it returns after a loss, "stopped" once it was given up; nothing otherwise. The region stays mounted so screen
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
  const text =
    state === "lost"
      ? t("orders.live.lost")
      : state === "refused"
        ? t("orders.live.stopped")
        : state === "open" && wasLost
          ? t("orders.live.back")
          : "";
  const lost = state === "lost" || state === "refused";
  return (
    <p className={`order-live${lost ? " order-live--lost" : ""}`} role="status" aria-live="polite">
      {text}
    </p>
  );
}

/**
 * A polite live region that says "Order status: Out for delivery" each time the shown order's status
 * changes (a live event, a cancel), and nothing on the first load. Key it by the order's id.
 */
export function StatusAnnouncement({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  const previous = useRef(status);
  const [announced, setAnnounced] = useState<number | null>(null);
  useEffect(() => {
    if (status === undefined) return;
    if (previous.current !== undefined && previous.current !== status) setAnnounced(status);
    previous.current = status;
  }, [status]);
  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {announced === null ? "" : t("orders.live.statusNow", { status: t(statusLabelKey(announced)) })}
    </p>
  );
}
