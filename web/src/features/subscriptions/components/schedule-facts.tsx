import type { Subscription } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { countText, dayNames, instantText, localDayText, slotTime } from "../format.ts";

/**
 * Days, time slot, duration and next delivery (the list card and the detail); the detail adds the
 * last delivery day of a subscription that ends.
 */
export function ScheduleFacts({ subscription: s, withEnd = false }: { subscription: Subscription; withEnd?: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const duration =
    s.isOnGoing || s.weeks === null
      ? t("checkout.wizard.ongoing")
      : t("checkout.wizard.weeks", { count: s.weeks, n: countText(s.weeks, lang) });
  const next = s.nextDelivery
    ? instantText(s.nextDelivery, lang, s.timeZone)
    : s.status === "paused"
      ? t("subscriptions.noNextPaused")
      : t("subscriptions.noNextEnded");
  return (
    <dl className="sub-facts">
      <dt>{t("subscriptions.days")}</dt>
      <dd>{dayNames(s.daysOfWeek, lang, t("checkout.wizard.listSeparator"))}</dd>
      <dt>{t("subscriptions.time")}</dt>
      <dd>
        <bdi>{slotTime(s.timeSlot, lang)}</bdi>
      </dd>
      <dt>{t("subscriptions.duration")}</dt>
      <dd>{duration}</dd>
      <dt>{t("subscriptions.nextDelivery")}</dt>
      <dd>{s.nextDelivery ? <time dateTime={s.nextDelivery}>{next}</time> : next}</dd>
      {withEnd && s.endsOn ? (
        <>
          <dt>{t("subscriptions.endsOn")}</dt>
          <dd>
            <time dateTime={s.endsOn}>{localDayText(s.endsOn, lang)}</time>
          </dd>
        </>
      ) : null}
    </dl>
  );
}
