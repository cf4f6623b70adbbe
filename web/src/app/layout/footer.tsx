import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "../../config/paths.ts";
import { useTenant } from "../../config/tenant-context.tsx";

/** Opens a legal PDF in a new tab; the accessible name says so. */
export function PdfLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener">
      {label}
      <span className="visually-hidden"> ({t("common.opensPdf")})</span>
    </a>
  );
}

/** The customer footer, shown on the main and category routes only (spec). */
export function Footer() {
  const { t } = useTranslation();
  const { brandName } = useTenant();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("footer.accountHeading")} className="site-footer__col">
          <h2>{t("footer.accountHeading")}</h2>
          <ul>
            <li>
              <Link to={paths.customer.account.href()}>{t("footer.accountDetails")}</Link>
            </li>
            <li>
              <Link to={paths.customer.orders.href()}>{t("footer.orderHistory")}</Link>
            </li>
            <li>
              <Link to={paths.customer.getHelp.href()}>{t("footer.help")}</Link>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.partnerHeading")} className="site-footer__col">
          <h2>{t("footer.partnerHeading")}</h2>
          <ul>
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
        <nav aria-label={t("footer.legalHeading")} className="site-footer__col">
          <h2>{t("footer.legalHeading")}</h2>
          <ul>
            <li>
              <PdfLink href={paths.legal.terms.href()} label={t("footer.terms")} />
            </li>
            <li>
              <PdfLink href={paths.legal.privacy.href()} label={t("footer.privacy")} />
            </li>
          </ul>
        </nav>
      </div>
      <p className="site-footer__rights">{t("footer.rights", { year: new Date().getFullYear(), brand: brandName })}</p>
    </footer>
  );
}
