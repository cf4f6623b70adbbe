import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { LanguageSelect } from "../../../components/language-select.tsx";
import { FooterColumn, LegalColumn, PartnerLinks, SiteFooter } from "../../../components/site-footer.tsx";
import { paths } from "../../../config/paths.ts";
import "./landing-footer.css";

/** The landing page's footer: company links, contact, legal and the language select. */
export function LandingFooter() {
  const { t } = useTranslation();
  return (
    <SiteFooter>
      <FooterColumn heading={t("landing.footer.company")} nav>
        <li>
          <a href="#about">{t("landing.nav.about")}</a>
        </li>
        <li>
          <Link to={paths.partner.about.href()}>{t("landing.footer.partner")}</Link>
        </li>
        <PartnerLinks />
      </FooterColumn>
      <FooterColumn heading={t("landing.footer.contact")}>
        <li>
          <Link to={paths.customer.getHelp.href()}>{t("landing.footer.helpCentre")}</Link>
        </li>
        <li>{t("landing.footer.city")}</li>
      </FooterColumn>
      <LegalColumn heading={t("landing.footer.legal")} />
      <FooterColumn className="site-footer__language">
        <LanguageSelect />
      </FooterColumn>
    </SiteFooter>
  );
}
