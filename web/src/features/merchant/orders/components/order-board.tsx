import type { MerchantOrder } from "@dutchpot/contract";
import { orderStatus as s } from "@dutchpot/contract/constants";
import { useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { useBoard } from "../api/board.ts";
import { useAlertSound } from "../live/alert-sound.ts";
import { useBoardLive } from "../live/use-board-live.ts";
import { OrderCard } from "./order-card.tsx";
import "../orders-board.css";

/** How long a new order stays highlighted (it also stops once accepted or rejected). */
const highlightMs = 60_000;

type Column = "new" | "preparing" | "ready" | "done";
const columnOf = (o: MerchantOrder): Column =>
  o.status === s.confirmed || o.status === s.scheduled ? "new" : o.status === s.processing ? "preparing" : "ready";

/**
 * The live order board of one shop: New (confirmed, and scheduled ones with their slot) — Preparing
 * — Ready / out for delivery — Done today. New orders arrive from the shop's event stream with a
 * highlight, an announcement in a live region and a beep (when sound is on and allowed).
 */
export function OrderBoard({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const board = useBoard(shopId);
  const sound = useAlertSound();
  const [fresh, setFresh] = useState<ReadonlySet<number>>(new Set());
  const [announcement, setAnnouncement] = useState("");
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const play = sound.play;

  const onNewOrder = useCallback(
    (orderId: number) => {
      setFresh((prev) => new Set(prev).add(orderId));
      setAnnouncement(t("merchantOrders.newOrder", { number: orderId }));
      play();
      clearTimeout(timers.current.get(orderId));
      timers.current.set(
        orderId,
        setTimeout(() => {
          setFresh((prev) => {
            const next = new Set(prev);
            next.delete(orderId);
            return next;
          });
        }, highlightMs),
      );
    },
    [t, play],
  );
  useEffect(() => {
    const all = timers.current;
    return () => {
      for (const timer of all.values()) clearTimeout(timer);
    };
  }, []);
  const stream = useBoardLive(shopId, onNewOrder);

  if (board.isPending) return <p role="status">{t("merchantOrders.loading")}</p>;
  if (board.isError) {
    return (
      <div role="alert">
        <p>{t("merchantOrders.loadError")}</p>
        <Button variant="secondary" onClick={() => void board.refetch()}>
          {t("merchantOrders.retry")}
        </Button>
      </div>
    );
  }
  const { live, doneToday, timeZone } = board.data;
  const columns: Record<Column, MerchantOrder[]> = { new: [], preparing: [], ready: [], done: doneToday };
  for (const order of live) columns[columnOf(order)].push(order);
  const isFresh = (o: MerchantOrder) => fresh.has(o.id) && columnOf(o) === "new";

  return (
    <div className="order-board">
      <div className="order-board__toolbar">
        <p className={`order-board__live order-board__live--${stream}`}>{t(`merchantOrders.live.${stream}`)}</p>
        <Button variant="secondary" size="sm" aria-pressed={sound.on} onClick={sound.toggle}>
          {sound.on ? t("merchantOrders.sound.on") : t("merchantOrders.sound.off")}
        </Button>
        {sound.blocked ? <p className="order-board__hint">{t("merchantOrders.sound.blocked")}</p> : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </p>
      <div className="order-board__columns">
        {(Object.keys(columns) as Column[]).map((column) => (
          <section key={column} className="order-board__column" aria-labelledby={`orders-column-${column}`}>
            <h2 id={`orders-column-${column}`} className="order-board__column-title">
              {t(`merchantOrders.columns.${column}`)}{" "}
              <span className="order-board__count">({columns[column].length})</span>
            </h2>
            {columns[column].length === 0 ? (
              <p className="order-board__empty">{t("merchantOrders.empty")}</p>
            ) : (
              columns[column].map((order) => (
                <OrderCard key={order.id} order={order} timeZone={timeZone} shopId={shopId} isNew={isFresh(order)} />
              ))
            )}
          </section>
        ))}
      </div>
    </div>
  );
}
