import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { BrandLogo } from "../../../components/brand-logo.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { scrollToSection } from "../scroll-to-section.ts";
import "./landing-header.css";

export const landingSections = [
  { id: "about", labelKey: "landing.nav.about" },
  { id: "subscriptions", labelKey: "landing.nav.subscriptions" },
  { id: "catering", labelKey: "landing.nav.catering" },
] as const;

export function LandingHeader() {
  const { t } = useTranslation();
  const { openAuth } = useAuth();
  return (
    <header className="landing-header">
      <div className="landing-header__inner">
        <Link to={paths.home.href()} className="landing-header__brand">
          <BrandLogo />
        </Link>
        <nav aria-label={t("landing.navLabel")} className="landing-header__nav">
          <ul>
            {landingSections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  onClick={(event) => {
                    event.preventDefault();
                    scrollToSection(section.id);
                  }}
                >
                  {t(section.labelKey)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="landing-header__auth">
          <Button variant="ghost" size="sm" onClick={() => openAuth("signin")}>
            {t("landing.nav.login")}
          </Button>
          <Button variant="accent" size="sm" onClick={() => openAuth("signup")}>
            {t("landing.nav.signup")}
          </Button>
        </div>
      </div>
    </header>
  );
}
