import type { MerchantShop } from "@dutchpot/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../../config/paths.ts";
import { withShop } from "../../shell/index.ts";
import { useSetLive } from "../api/shop-api.ts";

/**
 * The go-live switch and what customers see: listed, or the reasons the shop is hidden. Going live
 * needs at least one active item and opening hours; the list links to the section that fixes each.
 */
export function GoLivePanel({ shop }: { shop: MerchantShop }) {
  const { t } = useTranslation();
  const setLive = useSetLive();
  const [refused, setRefused] = useState(false);
  const missing = shop.hiddenReasons.filter((r) => r !== "notLive");
  const toggle = () => {
    setRefused(false);
    setLive.mutate({ id: shop.id, isLive: !shop.isLive }, { onError: () => setRefused(true) });
  };
  const links: Partial<Record<string, string>> = {
    noActiveItems: withShop(paths.merchant.menu.href(), shop.id),
    noHours: withShop(paths.merchant.hours.href(), shop.id),
  };
  return (
    <section className="merchant-card" aria-labelledby="go-live-title">
      <h2 id="go-live-title">{t("merchantShop.live.title")}</h2>
      <label className="switch">
        <input
          type="checkbox"
          role="switch"
          aria-checked={shop.isLive}
          checked={shop.isLive}
          onChange={toggle}
          disabled={setLive.isPending}
        />
        <span>{t("merchantShop.live.switch")}</span>
      </label>
      <p className={`merchant-status merchant-status--${shop.listed ? "listed" : "hidden"}`} role="status">
        {shop.listed ? t("merchantShop.live.listed") : t("merchantShop.live.hidden")}
      </p>
      {missing.length > 0 ? (
        <>
          <p id="go-live-missing">{refused ? t("merchantShop.live.refused") : t("merchantShop.live.needs")}</p>
          <ul aria-describedby="go-live-missing" className="merchant-missing">
            {missing.map((reason) => (
              <li key={reason}>
                {links[reason] ? (
                  <Link to={links[reason] as string}>{t(`merchantShop.reasons.${reason}`)}</Link>
                ) : (
                  t(`merchantShop.reasons.${reason}`)
                )}
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
