import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useTenant } from "../../config/tenant-context.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { LeftSidebar } from "./left-sidebar.tsx";
import { useRouteHandle } from "./route-handle.ts";
import "./layout.css";

/** Sets the document title from the route's title key and the brand. */
export function useDocumentTitle(titleKey: string | undefined) {
  const { t } = useTranslation();
  const { metaTitle, brandName } = useTenant();
  useEffect(() => {
    document.title = titleKey ? `${t(titleKey)} · ${brandName}` : metaTitle;
  }, [t, titleKey, brandName, metaTitle]);
}

/** The customer area: header, left drawer, the screen, and the footer on routes that ask for it. */
export function CustomerLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  useDocumentTitle(handle.titleKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer whenever the route changes
  useEffect(() => setMenuOpen(false), [location.pathname]);

  return (
    <div className="app-shell">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <Header
        menuButtonRef={menuButtonRef}
        menuOpen={menuOpen}
        onOpenMenu={() => setMenuOpen(true)}
        showSearch={handle.search === true}
      />
      <LeftSidebar open={menuOpen} onClose={() => setMenuOpen(false)} />
      <main id="main" className="app-main" tabIndex={-1}>
        <Outlet />
      </main>
      {handle.footer ? <Footer /> : null}
    </div>
  );
}
