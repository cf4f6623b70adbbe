import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useCurrentShop, withShop } from "./current-shop.tsx";

/** The current shop's name (a select when the admin owns several shops) and whether customers see it. */
export function ShopSwitcher() {
  const { t } = useTranslation();
  const { shop, shops, setShopId } = useCurrentShop();
  const id = useId();
  const status = shop.listed ? t("merchantShell.status.listed") : t("merchantShell.status.hidden");
  return (
    <div className="shop-switcher">
      {shops.length > 1 ? (
        <>
          <label htmlFor={id} className="visually-hidden">
            {t("merchantShell.currentShop")}
          </label>
          <select id={id} value={shop.id} onChange={(event) => setShopId(Number(event.target.value))}>
            {shops.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </>
      ) : (
        <span className="shop-switcher__name">{shop.name}</span>
      )}
      {shop.listed ? (
        <span className="shop-switcher__status shop-switcher__status--listed">{status}</span>
      ) : (
        // Hidden: the badge leads to Shop, where Going live says what is missing.
        <Link
          to={withShop(paths.merchant.shop.href(), shop.id)}
          className="shop-switcher__status shop-switcher__status--hidden"
        >
          {status}
        </Link>
      )}
    </div>
  );
}
