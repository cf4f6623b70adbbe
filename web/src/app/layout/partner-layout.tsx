import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, Outlet } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { Button, ButtonLink } from "../../components/ui/button.tsx";
import { paths } from "../../config/paths.ts";
import { useAuth } from "../../lib/auth.tsx";
import { useDocumentTitle, useFocusHeadingOnNavigate } from "./customer-layout.tsx";
import { useRouteHandle } from "./route-handle.ts";
import "./layout.css";
import "./partner-layout.css";

/** Partner pages: brand with a Partner label, Log in / Sign up, or Continue to Shopping when signed in. */
export function PartnerLayout() {
  const { t } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  const mainRef = useRef<HTMLElement>(null);
  useDocumentTitle(useRouteHandle().titleKey);
  useFocusHeadingOnNavigate(mainRef);
  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <header className="header">
        <div className="header__inner">
          <Link to={paths.partner.about.href()} className="header__brand">
            <BrandLogo />
          </Link>
          <span className="partner-badge">{t("partner.label")}</span>
          <div className="header__actions">
            {isSignedIn ? (
              <ButtonLink to={paths.customer.main.href()} size="sm">
                {t("partner.continueShopping")}
              </ButtonLink>
            ) : (
              <>
                <Button variant="ghost" size="sm" onClick={() => openAuth("signin")}>
                  {t("landing.nav.login")}
                </Button>
                <Button size="sm" onClick={() => openAuth("signup")}>
                  {t("landing.nav.signup")}
                </Button>
              </>
            )}
          </div>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        <Outlet />
      </main>
    </div>
  );
}
