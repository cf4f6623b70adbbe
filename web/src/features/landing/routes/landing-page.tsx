import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Hero } from "../components/hero.tsx";
import { LandingFooter } from "../components/landing-footer.tsx";
import { LandingHeader } from "../components/landing-header.tsx";
import { LandingSections } from "../components/landing-sections.tsx";

/**
 * The marketing landing page. `addressPicker` is the hero's address search: it saves the address
 * through discovery and account, so the route composing features (`app/routes/landing.tsx`) gives it,
 * as it gives `shopTypes`, the links to the store lists by kind (discovery).
 */
export function LandingPage({ addressPicker, shopTypes }: { addressPicker: ReactNode; shopTypes?: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="landing" id="top">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <LandingHeader />
      <main id="main" tabIndex={-1} className="app-main">
        <Hero addressPicker={addressPicker} />
        <LandingSections shopTypes={shopTypes} />
      </main>
      <LandingFooter />
    </div>
  );
}
