import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { BrandLogo } from "../../../components/brand-logo.tsx";
import { LanguageSelect } from "../../../components/language-select.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { ConsoleSignIn, useConsoleSession } from "../../../lib/console/index.ts";
import "../../../components/console-layout.css";
import "./host-layout.css";

/**
 * The host console (`/host`): the sign-in (host mode: email and password, no Business ID) until a
 * host admin signs in, then the header (brand, language, sign out), the navigation and the section.
 */
export function HostLayout() {
  const { t } = useTranslation();
  const { user, signOut } = useConsoleSession();
  if (!user) return <ConsoleSignIn />;
  const links = [
    { to: paths.host.tenants.href(), label: t("host.nav.tenants") },
    { to: paths.host.riders.href(), label: t("host.nav.riders") },
  ];
  return (
    <div className="console-shell">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <header className="console-header host-header">
        <div className="console-header__brand">
          <BrandLogo />
          <span className="console-header__label">{t("host.title")}</span>
        </div>
        <nav className="host-nav" aria-label={t("host.nav.label")}>
          <ul>
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} className="console-nav__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="console-header__actions">
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => signOut()}>
            {t("host.signOut")}
          </Button>
        </div>
      </header>
      <main id="main" className="console-main host-main" tabIndex={-1}>
        <Outlet />
      </main>
    </div>
  );
}
