import { useId } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentShop } from "./current-shop.tsx";

/** The current shop's name; a select when the admin owns several shops. */
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
      <span className={`shop-switcher__status shop-switcher__status--${shop.listed ? "listed" : "hidden"}`}>
        {status}
      </span>
    </div>
  );
}
