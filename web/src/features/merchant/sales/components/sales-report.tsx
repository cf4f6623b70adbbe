import type { MerchantSales } from "@dutchpot/contract";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { intlLocale } from "../../../../lib/dates.ts";
import { formatMoney } from "../../../../lib/format.ts";
import { BarChart } from "./bar-chart.tsx";
import "./sales.css";

/** The sales figures of a shop: totals, two charts with their table, best sellers, rating. */
export function SalesReport({ sales }: { sales: MerchantSales }) {
  const { t, i18n } = useTranslation();
  const locale = intlLocale(i18n.language);
  const [showTable, setShowTable] = useState(false);
  const tableId = useId();
  const count = new Intl.NumberFormat(locale);
  const stars = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Local dates of the shop: formatted as calendar dates (UTC), never shifted by the browser's zone.
  const dayOf = (date: string, style: "short" | "long") =>
    new Intl.DateTimeFormat(locale, {
      timeZone: "UTC",
      month: style === "short" ? "short" : "long",
      day: "numeric",
      ...(style === "long" ? { weekday: "short" as const } : {}),
    }).format(new Date(`${date}T12:00:00Z`));
  const labels = sales.days.map((d) => dayOf(d.date, "short"));
  const period = { from: dayOf(sales.from, "short"), to: dayOf(sales.to, "short"), count: sales.days.length };
  const best = (key: "orders" | "revenue") =>
    sales.days.reduce((a, d) => (d[key] > a[key] ? d : a), sales.days[0] ?? { date: sales.to, orders: 0, revenue: 0 });
  const bestOrders = best("orders");
  const bestRevenue = best("revenue");

  const cards = [
    { label: t("merchantSales.totals.orders"), value: count.format(sales.totals.orders) },
    { label: t("merchantSales.totals.revenue"), value: formatMoney(sales.totals.revenue) },
    { label: t("merchantSales.totals.averageOrder"), value: formatMoney(sales.totals.averageOrder) },
    { label: t("merchantSales.totals.cancellations"), value: count.format(sales.cancellations) },
    {
      label: t("merchantSales.totals.rating"),
      value:
        sales.rating.average === null
          ? t("merchantSales.noRatings")
          : t("merchantSales.ratingValue", { stars: stars.format(sales.rating.average), count: sales.rating.count }),
    },
  ];

  return (
    <div className="sales">
      <p>{t("merchantSales.period", period)}</p>
      <dl className="sales__cards">
        {cards.map((c) => (
          <div key={c.label} className="sales__card">
            <dt>{c.label}</dt>
            <dd>{c.value}</dd>
          </div>
        ))}
      </dl>

      <section className="sales__charts" aria-labelledby={`${tableId}-charts`}>
        <h2 id={`${tableId}-charts`}>{t("merchantSales.perDay")}</h2>
        <h3 className="sales__chart-title">{t("merchantSales.revenueChart")}</h3>
        <BarChart
          title={t("merchantSales.revenueChart")}
          summary={t("merchantSales.revenueSummary", {
            total: formatMoney(sales.totals.revenue),
            best: formatMoney(bestRevenue.revenue),
            day: dayOf(bestRevenue.date, "long"),
          })}
          labels={labels}
          values={sales.days.map((d) => d.revenue)}
          format={(v) => formatMoney(v)}
        />
        <h3 className="sales__chart-title">{t("merchantSales.ordersChart")}</h3>
        <BarChart
          title={t("merchantSales.ordersChart")}
          summary={t("merchantSales.ordersSummary", {
            total: count.format(sales.totals.orders),
            best: count.format(bestOrders.orders),
            day: dayOf(bestOrders.date, "long"),
          })}
          labels={labels}
          values={sales.days.map((d) => d.orders)}
          format={(v) => count.format(v)}
          tone="gold"
          integer
        />
        <Button
          variant="secondary"
          aria-expanded={showTable}
          aria-controls={tableId}
          onClick={() => setShowTable((s) => !s)}
        >
          {showTable ? t("merchantSales.hideTable") : t("merchantSales.showTable")}
        </Button>
        <section
          id={tableId}
          hidden={!showTable}
          className="sales__table-wrap"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
          tabIndex={0}
          aria-label={t("merchantSales.tableCaption")}
        >
          <table className="sales__table">
            <caption>{t("merchantSales.tableCaption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("merchantSales.columns.day")}</th>
                <th scope="col">{t("merchantSales.columns.orders")}</th>
                <th scope="col">{t("merchantSales.columns.revenue")}</th>
              </tr>
            </thead>
            <tbody>
              {sales.days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{dayOf(d.date, "long")}</th>
                  <td>{count.format(d.orders)}</td>
                  <td>{formatMoney(d.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section aria-labelledby={`${tableId}-best`}>
        <h2 id={`${tableId}-best`}>{t("merchantSales.bestSellers")}</h2>
        {sales.bestSellers.length === 0 ? (
          <p>{t("merchantSales.noSales")}</p>
        ) : (
          <table className="sales__table">
            <thead>
              <tr>
                <th scope="col">{t("merchantSales.columns.item")}</th>
                <th scope="col">{t("merchantSales.columns.quantity")}</th>
                <th scope="col">{t("merchantSales.columns.revenue")}</th>
              </tr>
            </thead>
            <tbody>
              {sales.bestSellers.map((b) => (
                <tr key={`${b.menuItemId ?? "x"}-${b.name}`}>
                  <th scope="row">{b.name}</th>
                  <td>{count.format(b.quantity)}</td>
                  <td>{formatMoney(b.revenue)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  );
}
