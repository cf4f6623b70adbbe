import { type MerchantShopHours, merchantShopLimits } from "@dutchpot/contract";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { intlLocale } from "../../../../lib/dates.ts";
import { cachedDateTimeFormat } from "../../../../lib/intl-cache.ts";
import { useAddClosure, useRemoveClosure } from "../api/shop-api.ts";

/** Today's date in the shop's time zone ("YYYY-MM-DD"). */
function todayIn(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(
    new Date(),
  );
}

/** Days the shop is closed all day (holidays): add with a date and a reason, remove. */
export function ClosuresList({ hours }: { hours: MerchantShopHours }) {
  const { t, i18n } = useTranslation();
  const add = useAddClosure();
  const remove = useRemoveClosure();
  const today = todayIn(hours.timeZone);
  const [date, setDate] = useState("");
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const dateId = useId();
  // In the storefront's locale (Latin digits in Afghani too, as prices and times are).
  const show = (d: string) =>
    cachedDateTimeFormat(intlLocale(i18n.language), { dateStyle: "full", timeZone: "UTC" }).format(
      new Date(`${d}T00:00:00Z`),
    );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!date) return setError(t("merchantHours.closures.dateRequired"));
    if (date < today) return setError(t("merchantHours.closures.past"));
    setError(null);
    add.mutate(
      { id: hours.shopId, date, reason: reason.trim() },
      {
        onSuccess: () => {
          setDate("");
          setReason("");
        },
        onError: (e) => setError(e instanceof ApiError ? e.message : t("merchantShop.errors.network")),
      },
    );
  };

  return (
    <section className="merchant-card" aria-labelledby="closures-title">
      <h2 id="closures-title">{t("merchantHours.closures.title")}</h2>
      {hours.closures.length === 0 ? <p>{t("merchantHours.closures.none")}</p> : null}
      <ul className="closures-list">
        {hours.closures.map((c) => (
          <li key={c.date}>
            <span>
              <strong>{show(c.date)}</strong>
              {c.reason ? ` — ${c.reason}` : null}
            </span>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => remove.mutate({ id: hours.shopId, date: c.date })}
              aria-label={t("merchantHours.closures.removeOn", { date: show(c.date) })}
            >
              {t("merchantHours.week.remove")}
            </Button>
          </li>
        ))}
      </ul>
      <form className="closures-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={dateId} className="field__label">
            {t("merchantHours.closures.date")}
          </label>
          <input
            id={dateId}
            className="field__input"
            type="date"
            min={today}
            value={date}
            onChange={(e) => setDate(e.target.value)}
            aria-invalid={error ? true : undefined}
          />
        </div>
        <TextField
          label={t("merchantHours.closures.reason")}
          value={reason}
          maxLength={merchantShopLimits.closureReasonMax}
          onChange={(e) => setReason(e.target.value)}
        />
        <Button type="submit" loading={add.isPending}>
          {t("merchantHours.closures.add")}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="field__error">
          {error}
        </p>
      ) : null}
    </section>
  );
}
