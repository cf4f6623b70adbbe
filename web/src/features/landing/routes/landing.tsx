import { useTranslation } from "react-i18next";
import { useDocumentTitle } from "../../../app/layout/customer-layout.tsx";
import { Hero } from "../components/hero.tsx";
import { LandingFooter } from "../components/landing-footer.tsx";
import { LandingHeader } from "../components/landing-header.tsx";
import { LandingSections } from "../components/landing-sections.tsx";
import "../landing.css";
import "../../../app/layout/layout.css";

/** The marketing landing page at `/`. */
export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(undefined);
  return (
    <div className="landing" id="top">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="app-main">
        <Hero />
        <LandingSections />
      </main>
      <LandingFooter />
    </div>
  );
}
