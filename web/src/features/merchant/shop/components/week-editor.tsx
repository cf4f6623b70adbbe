import type { MerchantShopHours } from "@dutchpot/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { intlLocale } from "../../../../lib/dates.ts";
import { useSetHours } from "../api/shop-api.ts";
import {
  dayName,
  draftOf,
  newInterval,
  setHoursInputOf,
  type WeekDraft,
  weekOrder,
  weekProblem,
} from "../hours-form.ts";

/** The weekly opening hours: each weekday's intervals (several a day; past midnight allowed), saved together. */
export function WeekEditor({ hours }: { hours: MerchantShopHours }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const save = useSetHours();
  const [week, setWeek] = useState<WeekDraft>(() => draftOf(hours));
  const [failure, setFailure] = useState<string | null>(null);
  const problem = weekProblem(week);
  const locale = intlLocale(i18n.language);

  const change = (day: number, next: WeekDraft[number]) => setWeek((w) => ({ ...w, [day]: next }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (problem) return;
    save.mutate(setHoursInputOf(hours.shopId, week), {
      onSuccess: (saved) => {
        setWeek(draftOf(saved));
        toast.show({ message: t("merchantHours.saved"), tone: "success" });
      },
      onError: (error) =>
        setFailure(error instanceof ApiError && error.status > 0 ? error.message : t("merchantShop.errors.network")),
    });
  };

  return (
    <form className="merchant-card week-editor" onSubmit={submit} noValidate aria-labelledby="week-title">
      <h2 id="week-title">{t("merchantHours.week.title")}</h2>
      <p className="shop-settings__hint">{t("merchantHours.week.hint", { timeZone: hours.timeZone })}</p>
      {weekOrder.map((day) => {
        const name = dayName(day, locale);
        const intervals = week[day] ?? [];
        return (
          <fieldset key={day} className="week-editor__day">
            <legend>{name}</legend>
            {intervals.length === 0 ? <p className="week-editor__closed">{t("merchantHours.week.closed")}</p> : null}
            {intervals.map((interval, index) => (
              <div key={interval.key} className="week-editor__interval">
                <label>
                  <span>{t("merchantHours.week.opens")}</span>
                  <input
                    type="time"
                    value={interval.opensAt}
                    aria-label={t("merchantHours.week.opensOn", { day: name, n: index + 1 })}
                    onChange={(e) =>
                      change(
                        day,
                        intervals.map((i) => (i.key === interval.key ? { ...i, opensAt: e.target.value } : i)),
                      )
                    }
                  />
                </label>
                <label>
                  <span>{t("merchantHours.week.closes")}</span>
                  <input
                    type="time"
                    value={interval.closesAt}
                    aria-label={t("merchantHours.week.closesOn", { day: name, n: index + 1 })}
                    onChange={(e) =>
                      change(
                        day,
                        intervals.map((i) => (i.key === interval.key ? { ...i, closesAt: e.target.value } : i)),
                      )
                    }
                  />
                </label>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    change(
                      day,
                      intervals.filter((i) => i.key !== interval.key),
                    )
                  }
                  aria-label={t("merchantHours.week.removeOn", { day: name, n: index + 1 })}
                >
                  {t("merchantHours.week.remove")}
                </Button>
              </div>
            ))}
            <Button
              variant="secondary"
              size="sm"
              onClick={() => change(day, [...intervals, newInterval()])}
              aria-label={t("merchantHours.week.addOn", { day: name })}
            >
              {t("merchantHours.week.add")}
            </Button>
          </fieldset>
        );
      })}
      {problem ? (
        <p role="alert" className="field__error">
          {t(`merchantHours.errors.${problem.key}`, { day: dayName(problem.day, locale) })}
        </p>
      ) : null}
      {failure ? (
        <p role="alert" className="merchant-form__alert">
          {failure}
        </p>
      ) : null}
      <p className="shop-settings__hint">{t("merchantHours.week.overnight")}</p>
      <Button type="submit" loading={save.isPending} disabled={problem !== null}>
        {t("merchantHours.week.save")}
      </Button>
    </form>
  );
}
