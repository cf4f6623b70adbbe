import { useTranslation } from "react-i18next";
import type { SubscriptionChoice } from "../../../lib/checkout-choices.ts";
import { weekdayName } from "../../../lib/dates.ts";

/** The wizard's choices this payment subscribes to: days, time and duration. */
export function SubscriptionNote({ choice }: { choice: SubscriptionChoice }) {
  const { t, i18n } = useTranslation();
  const days = choice.daysOfWeek.map((d) => weekdayName(d, i18n.language));
  const duration =
    choice.weeks === null
      ? t("payment.subscription.ongoing")
      : t("payment.subscription.weeks", { count: choice.weeks });
  return (
    <div className="payment-note">
      <p className="payment-note__title">{t("payment.subscription.title")}</p>
      <p>{t("payment.subscription.summary", { days: days.join(", "), time: choice.timeSlot, duration })}</p>
    </div>
  );
}
