import type { SubscriptionStatus } from "@dutchpot/contract/constants";
import { useTranslation } from "react-i18next";

/** "Active", "Paused", "Cancelled" or "Completed", in a colour of its own (the word says it too). */
export function StatusBadge({ status }: { status: SubscriptionStatus }) {
  const { t } = useTranslation();
  return (
    <p className={`sub-status sub-status--${status}`}>
      <span className="visually-hidden">{t("subscriptions.statusLabel")}: </span>
      {t(`subscriptions.status.${status}`)}
    </p>
  );
}
