import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { FooterColumn, LegalColumn, PartnerLinks, SiteFooter } from "../../components/site-footer.tsx";
import { paths } from "../../config/paths.ts";

/** The customer footer, shown on the main and category routes only (spec). */
export function Footer() {
  const { t } = useTranslation();
  return (
    <SiteFooter>
      <FooterColumn heading={t("footer.accountHeading")} nav>
        <li>
          <Link to={paths.customer.account.href()}>{t("footer.accountDetails")}</Link>
        </li>
        <li>
          <Link to={paths.customer.orders.href()}>{t("footer.orderHistory")}</Link>
        </li>
        <li>
          <Link to={paths.customer.getHelp.href()}>{t("footer.help")}</Link>
        </li>
      </FooterColumn>
      <FooterColumn heading={t("footer.partnerHeading")} nav>
        <PartnerLinks />
      </FooterColumn>
      <LegalColumn heading={t("footer.legalHeading")} />
    </SiteFooter>
  );
}
