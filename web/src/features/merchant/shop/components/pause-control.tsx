import type { MerchantShop } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { intlLocale } from "../../../../lib/dates.ts";
import { usePause } from "../api/shop-api.ts";

/** Busy: no new orders for 15, 30 or 60 minutes, or take orders again now. */
export function PauseControl({ shop }: { shop: MerchantShop }) {
  const { t, i18n } = useTranslation();
  const pause = usePause();
  const until = shop.pausedUntil
    ? new Intl.DateTimeFormat(intlLocale(i18n.language), {
        hour: "2-digit",
        minute: "2-digit",
        timeZone: shop.timeZone,
      }).format(new Date(shop.pausedUntil))
    : null;
  return (
    <section className="merchant-card" aria-labelledby="pause-title">
      <h2 id="pause-title">{t("merchantShop.pause.title")}</h2>
      <p role="status">{until ? t("merchantShop.pause.pausedUntil", { time: until }) : t("merchantShop.pause.open")}</p>
      <div className="merchant-card__actions">
        {until ? (
          <Button onClick={() => pause.mutate({ id: shop.id, minutes: null })} loading={pause.isPending}>
            {t("merchantShop.pause.resume")}
          </Button>
        ) : (
          [15, 30, 60].map((minutes) => (
            <Button
              key={minutes}
              variant="secondary"
              onClick={() => pause.mutate({ id: shop.id, minutes })}
              disabled={pause.isPending}
            >
              {t("merchantShop.pause.for", { minutes })}
            </Button>
          ))
        )}
      </div>
    </section>
  );
}
