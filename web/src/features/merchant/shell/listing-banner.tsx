import type { HiddenReason } from "@dutchpot/contract";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../../config/paths.ts";
import { useCurrentShop, withShop } from "./current-shop.tsx";

/** The steps that make a hidden shop visible, in the order to take them, and the section of each. */
const steps: { reason: HiddenReason; href: () => string }[] = [
  { reason: "noHours", href: paths.merchant.hours.href },
  { reason: "noActiveItems", href: paths.merchant.menu.href },
  { reason: "notLive", href: paths.merchant.shop.href },
];

/**
 * Above every console section while customers cannot see the current shop (MerchantShop/GetAll's
 * `listed` false): what is missing, each step a link to the section that does it. A new partner's
 * first sign-in lands on an empty order board; this says why and what to do next.
 */
export function ListingBanner() {
  const { t } = useTranslation();
  const { shop } = useCurrentShop();
  const titleId = useId();
  if (shop.listed) return null;
  const missing = steps.filter((step) => shop.hiddenReasons.includes(step.reason));
  return (
    <section className="merchant-listing" aria-labelledby={titleId}>
      <p id={titleId} className="merchant-listing__title">
        {t("merchantShell.listing.title")}
      </p>
      {shop.hiddenReasons.includes("inactive") ? <p>{t("merchantShell.listing.inactive")}</p> : null}
      {missing.length > 0 ? (
        <ol className="merchant-listing__steps">
          {missing.map((step) => (
            <li key={step.reason}>
              <Link to={withShop(step.href(), shop.id)}>{t(`merchantShell.listing.steps.${step.reason}`)}</Link>
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
