import type { OpeningHours } from "@dutchpot/contract";
import { checkoutLimits } from "@dutchpot/contract/constants";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import type { SubscriptionChoice, SubscriptionTimeSlot } from "../../../lib/checkout-choices.ts";
import { formatCount, formatTime, formatWeekday } from "../format-time.ts";
import { slotFitsDays } from "../opening-hours.ts";

const steps = ["days", "time", "duration", "overview"] as const;
/** Monday first, as a week reads in a calendar; the values stay 0 = Sunday … 6 = Saturday. */
const weekOrder = [1, 2, 3, 4, 5, 6, 0];

export interface SubscriptionWizardProps {
  initial: SubscriptionChoice | null;
  /** The shop's weekly hours: a time it is closed on a chosen day is not offered (unknown: all are). */
  week?: OpeningHours["week"];
  onSubscribe: (choice: SubscriptionChoice) => void;
  /** Why Subscribe could not book the first delivery (shown on the overview). */
  error?: string | null;
  /** The first delivery is being booked. */
  busy?: boolean;
  /** Closed without subscribing: the mode goes back to Now. */
  onCancel: () => void;
}

/**
 * The subscription wizard (spec §4): 0 days (Next disabled until one is chosen), 1 time slot (the 9
 * slots 8:30 AM–8:30 PM), 2 duration (1, 4, 12, 24, 52 weeks or ongoing; 4 by default),
 * 3 overview with Subscribe. Back from step 1 on.
 */
export function SubscriptionWizard({ initial, week, onSubscribe, error, busy, onCancel }: SubscriptionWizardProps) {
  const { t, i18n } = useTranslation();
  const groupName = useId();
  const [step, setStep] = useState(0);
  const [days, setDays] = useState<number[]>(initial?.daysOfWeek ?? []);
  const [timeSlot, setTimeSlot] = useState<SubscriptionTimeSlot | null>(initial?.timeSlot ?? null);
  const [weeks, setWeeks] = useState<number | null>(initial ? initial.weeks : checkoutLimits.defaultSubscriptionWeeks);
  const lang = i18n.language;
  const name = steps[step] ?? "days";
  const fits = (slot: SubscriptionTimeSlot) => slotFitsDays(week, days, slot);
  const offered = checkoutLimits.subscriptionTimeSlots.filter(fits);
  // A time chosen before the days changed no longer counts when the shop is closed then.
  const chosenTime = timeSlot && fits(timeSlot) ? timeSlot : null;
  const canGoOn = name === "days" ? days.length > 0 : name === "time" ? chosenTime !== null : true;
  const sortedDays = weekOrder.filter((d) => days.includes(d));
  const durationText = (w: number | null) =>
    w === null ? t("checkout.wizard.ongoing") : t("checkout.wizard.weeks", { count: w, n: formatCount(w, lang) });

  const toggleDay = (day: number) =>
    setDays((all) => (all.includes(day) ? all.filter((d) => d !== day) : [...all, day]));

  const actions = (
    <>
      {step > 0 ? (
        <Button variant="secondary" onClick={() => setStep(step - 1)}>
          {t("checkout.wizard.back")}
        </Button>
      ) : null}
      {name === "overview" ? (
        <Button
          disabled={busy}
          onClick={() =>
            chosenTime && onSubscribe({ daysOfWeek: [...days].sort((a, b) => a - b), timeSlot: chosenTime, weeks })
          }
        >
          {t("checkout.wizard.subscribe")}
        </Button>
      ) : (
        <Button disabled={!canGoOn} onClick={() => setStep(step + 1)}>
          {t("checkout.wizard.next")}
        </Button>
      )}
    </>
  );

  return (
    <Dialog open onClose={onCancel} title={t("checkout.wizard.title")} actions={actions}>
      <div className="checkout-wizard">
        <p className="checkout-wizard__step" aria-live="polite">
          {t("checkout.wizard.stepOf", { step: formatCount(step + 1, lang), total: formatCount(steps.length, lang) })}
        </p>
        {name === "days" ? (
          <fieldset className="checkout-wizard__set">
            <legend className="field__label">{t("checkout.wizard.daysLegend")}</legend>
            <div className="checkout-wizard__options">
              {weekOrder.map((day) => (
                <label key={day} className="checkout-option">
                  <input type="checkbox" checked={days.includes(day)} onChange={() => toggleDay(day)} />
                  {formatWeekday(day, lang)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : name === "time" ? (
          <fieldset className="checkout-wizard__set">
            <legend className="field__label">{t("checkout.wizard.timeLegend")}</legend>
            {offered.length < checkoutLimits.subscriptionTimeSlots.length ? (
              <p className="checkout-wizard__note">
                {offered.length === 0 ? t("checkout.wizard.noTime") : t("checkout.wizard.closedTimes")}
              </p>
            ) : null}
            <div className="checkout-wizard__options">
              {checkoutLimits.subscriptionTimeSlots.map((slot) => (
                <label key={slot} className={fits(slot) ? "checkout-option" : "checkout-option checkout-option--off"}>
                  <input
                    type="radio"
                    name={`${groupName}-time`}
                    checked={chosenTime === slot}
                    disabled={!fits(slot)}
                    onChange={() => setTimeSlot(slot)}
                  />
                  {formatTime(slot, lang)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : name === "duration" ? (
          <fieldset className="checkout-wizard__set">
            <legend className="field__label">{t("checkout.wizard.durationLegend")}</legend>
            <div className="checkout-wizard__options">
              {[...checkoutLimits.subscriptionWeeks, null].map((w) => (
                <label key={w ?? "ongoing"} className="checkout-option">
                  <input type="radio" name={`${groupName}-weeks`} checked={weeks === w} onChange={() => setWeeks(w)} />
                  {durationText(w)}
                </label>
              ))}
            </div>
          </fieldset>
        ) : (
          <>
            <dl className="checkout-wizard__overview">
              <dt>{t("checkout.wizard.overviewDays")}</dt>
              <dd>{sortedDays.map((d) => formatWeekday(d, lang)).join(t("checkout.wizard.listSeparator"))}</dd>
              <dt>{t("checkout.wizard.overviewTime")}</dt>
              <dd>{chosenTime ? formatTime(chosenTime, lang) : ""}</dd>
              <dt>{t("checkout.wizard.overviewDuration")}</dt>
              <dd>{durationText(weeks)}</dd>
            </dl>
            <p className="checkout-wizard__note">{t("checkout.wizard.billing")}</p>
            <p className="checkout-wizard__note">{t("checkout.wizard.firstDelivery")}</p>
            {error ? (
              <p role="alert" className="checkout-error">
                {error}
              </p>
            ) : null}
          </>
        )}
      </div>
    </Dialog>
  );
}
