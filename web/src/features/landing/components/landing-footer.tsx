import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PdfLink } from "../../../app/layout/footer.tsx";
import { LanguageSelect } from "../../../app/layout/language-select.tsx";
import { paths } from "../../../config/paths.ts";
import { useTenant } from "../../../config/tenant-context.tsx";

export function LandingFooter() {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("landing.footer.company")} className="site-footer__col">
          <h2>{t("landing.footer.company")}</h2>
          <ul>
            <li>
              <a href="#about">{t("landing.nav.about")}</a>
            </li>
            <li>
              <Link to={paths.partner.about.href()}>{t("landing.footer.partner")}</Link>
            </li>
            <li>
              <Link to={paths.partner.joinRider.href()}>{t("footer.becomeDriver")}</Link>
            </li>
            <li>
              <Link to={paths.partner.homeChef.href()}>{t("footer.becomeHomeChef")}</Link>
            </li>
            <li>
              <Link to={paths.partner.joinConvenience.href()}>{t("footer.listStore")}</Link>
            </li>
          </ul>
        </nav>
        <div className="site-footer__col">
          <h2>{t("landing.footer.contact")}</h2>
          <ul>
            <li>
              <Link to={paths.customer.getHelp.href()}>{t("landing.footer.helpCentre")}</Link>
            </li>
            <li>{t("landing.footer.city")}</li>
          </ul>
        </div>
        <nav aria-label={t("landing.footer.legal")} className="site-footer__col">
          <h2>{t("landing.footer.legal")}</h2>
          <ul>
            <li>
              <PdfLink href={paths.legal.terms.href()} label={t("footer.terms")} />
            </li>
            <li>
              <PdfLink href={paths.legal.privacy.href()} label={t("footer.privacy")} />
            </li>
          </ul>
        </nav>
        <div className="site-footer__col site-footer__language">
          <LanguageSelect />
        </div>
      </div>
      <p className="site-footer__rights">{t("footer.rights", { year: new Date().getFullYear(), brand: brandName })}</p>
    </footer>
  );
}
