import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { paths } from "../../../config/paths.ts";
import { withShop } from "./current-shop.tsx";

/** The console's sections, in the order of the left navigation. */
export const merchantSections = ["orders", "menu", "shop", "hours", "promotions", "sales"] as const;
export type MerchantSection = (typeof merchantSections)[number];

/** The left navigation; each link keeps the current shop. */
export function MerchantNav({ id, shopId, open }: { id: string; shopId: number | undefined; open: boolean }) {
  const { t } = useTranslation();
  return (
    <nav id={id} className="merchant-nav" data-open={open || undefined} aria-label={t("merchantShell.nav.label")}>
      <ul>
        {merchantSections.map((section) => (
          <li key={section}>
            <NavLink className="console-nav__link" to={withShop(paths.merchant[section].href(), shopId)}>
              {t(`merchantShell.nav.${section}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
