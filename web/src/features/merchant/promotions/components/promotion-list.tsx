import type { MerchantPromotion } from "@dutchpot/contract";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { intlLocale } from "../../../../lib/dates.ts";
import { formatMoney } from "../../../../lib/format.ts";
import "./promotions.css";

/** The code's discount and conditions in one line ("10 % off, up to CA$5.00 · minimum CA$15.00"). */
export function useRuleSummary() {
  const { t, i18n } = useTranslation();
  const percent = new Intl.NumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 2 });
  return (p: MerchantPromotion) => {
    const parts: string[] = [];
    if (p.kind === "percentage") {
      parts.push(t("merchantPromotions.rule.percentage", { value: percent.format(p.value) }));
      if (p.maxDiscount !== null) parts.push(t("merchantPromotions.rule.cap", { amount: formatMoney(p.maxDiscount) }));
    } else if (p.kind === "fixedAmount") {
      parts.push(t("merchantPromotions.rule.fixedAmount", { amount: formatMoney(p.value) }));
    } else {
      parts.push(t("merchantPromotions.kind.freeDelivery"));
    }
    if (p.minSubtotal > 0) parts.push(t("merchantPromotions.rule.minimum", { amount: formatMoney(p.minSubtotal) }));
    if (p.firstOrderOnly) parts.push(t("merchantPromotions.rule.firstOrderOnly"));
    if (p.perCustomerLimit !== null)
      parts.push(t("merchantPromotions.rule.perCustomer", { count: p.perCustomerLimit }));
    if (p.totalLimit !== null) parts.push(t("merchantPromotions.rule.total", { count: p.totalLimit }));
    return parts.join(" · ");
  };
}

export interface PromotionListProps {
  promotions: MerchantPromotion[];
  onEdit: (p: MerchantPromotion) => void;
  onEnd: (p: MerchantPromotion) => void;
}

/** The codes with their state and usage; ended codes can still be edited (to start them again). */
export function PromotionList({ promotions, onEdit, onEnd }: PromotionListProps) {
  const { t, i18n } = useTranslation();
  const summary = useRuleSummary();
  const when = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: "medium", timeStyle: "short" });
  const windowOf = (p: MerchantPromotion) => {
    if (p.startsAt && p.endsAt) {
      return t("merchantPromotions.window.between", {
        start: when.format(new Date(p.startsAt)),
        end: when.format(new Date(p.endsAt)),
      });
    }
    if (p.startsAt) return t("merchantPromotions.window.from", { start: when.format(new Date(p.startsAt)) });
    if (p.endsAt) return t("merchantPromotions.window.until", { end: when.format(new Date(p.endsAt)) });
    return t("merchantPromotions.window.always");
  };

  if (promotions.length === 0) return <p className="promotions__empty">{t("merchantPromotions.empty")}</p>;
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
    <section className="promotions__table-wrap" tabIndex={0} aria-label={t("merchantPromotions.listLabel")}>
      <table className="promotions__table">
        <thead>
          <tr>
            <th scope="col">{t("merchantPromotions.columns.code")}</th>
            <th scope="col">{t("merchantPromotions.columns.discount")}</th>
            <th scope="col">{t("merchantPromotions.columns.valid")}</th>
            <th scope="col">{t("merchantPromotions.columns.state")}</th>
            <th scope="col">{t("merchantPromotions.columns.usage")}</th>
            <th scope="col">
              <span className="visually-hidden">{t("merchantPromotions.columns.actions")}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {promotions.map((p) => (
            <tr key={p.id}>
              <th scope="row">
                <span className="promotions__code">{p.code}</span>
                {p.description ? <span className="promotions__description">{p.description}</span> : null}
              </th>
              <td>{summary(p)}</td>
              <td>
                <span className="promotions__scope">
                  {t(p.shopId === null ? "merchantPromotions.scope.marketplace" : "merchantPromotions.scope.shop")}
                </span>
                <span>{windowOf(p)}</span>
              </td>
              <td>
                <span className={`promotions__state promotions__state--${p.state}`}>
                  {t(`merchantPromotions.state.${p.state}`)}
                </span>
              </td>
              <td>
                {t("merchantPromotions.usage", {
                  count: p.usage.redemptions,
                  amount: formatMoney(p.usage.totalDiscount),
                })}
              </td>
              <td className="promotions__actions">
                <Button
                  variant="secondary"
                  size="sm"
                  aria-label={t("merchantPromotions.editCode", { code: p.code })}
                  onClick={() => onEdit(p)}
                >
                  {t("merchantPromotions.edit")}
                </Button>
                {p.state === "ended" ? null : (
                  <Button
                    variant="danger"
                    size="sm"
                    aria-label={t("merchantPromotions.endCode", { code: p.code })}
                    onClick={() => onEnd(p)}
                  >
                    {t("merchantPromotions.end")}
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
