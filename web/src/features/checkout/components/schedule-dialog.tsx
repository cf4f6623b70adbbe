import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { deliverySlotsOptions } from "../api/shop-schedule.ts";
import { formatDay, formatTime } from "../format-time.ts";

export interface ChosenSlot {
  start: string;
  end: string;
}

export interface ScheduleDialogProps {
  shopId: number;
  /** The cart's scheduled start, chosen again when it is still offered. */
  current: string | null;
  saving: boolean;
  /** The server's reason when the last confirm was refused. */
  error: string | null;
  onConfirm: (slot: ChosenSlot) => void;
  /** Closed without confirming: the mode goes back to Now. */
  onCancel: () => void;
}

/**
 * The schedule modal (spec §2, §9): the next 7 days as day buttons and their bookable half-hour
 * slots from the server (full or closed ones are not offered); Confirm sends the chosen slot.
 */
export function ScheduleDialog({ shopId, current, saving, error, onConfirm, onCancel }: ScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const dayLabelId = useId();
  const slotLabelId = useId();
  const slots = useQuery(deliverySlotsOptions(shopId));
  const days = (slots.data?.days ?? []).filter((day) => day.slots.length > 0);
  const [pickedDay, setDayIndex] = useState<number | null>(null);
  const [picked, setChosen] = useState<ChosenSlot | null>(null);
  // Until the customer picks, the cart's current slot is chosen when it is still offered.
  const currentDay = current ? days.findIndex((d) => d.slots.some((slot) => slot.start === current)) : -1;
  const currentSlot = days[currentDay]?.slots.find((slot) => slot.start === current);
  const dayIndex = pickedDay ?? Math.max(0, currentDay);
  const chosen = picked ?? (currentSlot ? { start: currentSlot.start, end: currentSlot.end } : null);

  const day = days[Math.min(dayIndex, Math.max(0, days.length - 1))];

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t("checkout.schedule.title")}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {t("checkout.schedule.cancel")}
          </Button>
          <Button disabled={!chosen} loading={saving} onClick={() => chosen && onConfirm(chosen)}>
            {t("checkout.schedule.confirm")}
          </Button>
        </>
      }
    >
      <div className="checkout-schedule">
        {slots.isPending ? (
          <p>{t("common.loading")}</p>
        ) : slots.isError ? (
          <p role="alert" className="checkout-error">
            {t("checkout.schedule.loadFailed")}
          </p>
        ) : days.length === 0 ? (
          <p>{t("checkout.schedule.none")}</p>
        ) : (
          <>
            <p id={dayLabelId} className="field__label">
              {t("checkout.schedule.day")}
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons */}
            <div role="group" aria-labelledby={dayLabelId} className="checkout-schedule__days">
              {days.map((d, index) => (
                <button
                  key={d.date}
                  type="button"
                  className="checkout-chip"
                  aria-pressed={d === day}
                  onClick={() => setDayIndex(index)}
                >
                  {formatDay(d.date, i18n.language)}
                </button>
              ))}
            </div>
            <p id={slotLabelId} className="field__label">
              {t("checkout.schedule.time")}
            </p>
            {/* biome-ignore lint/a11y/useSemanticElements: a labelled group of toggle buttons */}
            <div role="group" aria-labelledby={slotLabelId} className="checkout-schedule__slots">
              {day?.slots.map((slot) => (
                <button
                  key={slot.start}
                  type="button"
                  className="checkout-chip"
                  aria-pressed={chosen?.start === slot.start}
                  onClick={() => setChosen({ start: slot.start, end: slot.end })}
                >
                  {formatTime(slot.time, i18n.language)}
                </button>
              ))}
            </div>
          </>
        )}
        {error ? (
          <p role="alert" className="checkout-error">
            {error}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
