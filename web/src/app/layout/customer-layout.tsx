import { type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { useTenant } from "../../config/tenant-context.tsx";
import { PageTitleContext } from "../../lib/page-title.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";
import { LeftSidebar } from "./left-sidebar.tsx";
import { useRouteHandle } from "./route-handle.ts";
import "./layout.css";

/**
 * Sets the document title from the screen's own title (`usePageTitle` in lib/page-title.tsx: a
 * store's name) or else the route's title key, and the brand.
 */
export function useDocumentTitle(titleKey: string | undefined, pageTitle?: string | null) {
  const { t } = useTranslation();
  const { metaTitle, brandName } = useTenant();
  useEffect(() => {
    const title = pageTitle || (titleKey ? t(titleKey) : null);
    document.title = title ? `${title} · ${brandName}` : metaTitle;
  }, [t, titleKey, pageTitle, brandName, metaTitle]);
}

/**
 * After a page change, focus moves to the new page's heading (h1), so a screen reader says the
 * page's name and the next Tab starts in the page. A page still loading gets it when its heading
 * appears, unless the shopper has pressed a key or pointed meanwhile. The first page is left alone.
 */
export function useFocusHeadingOnNavigate(main: RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const firstPage = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (path) changes
  useEffect(() => {
    if (firstPage.current) {
      firstPage.current = false;
      return;
    }
    const container = main.current;
    if (!container) return;
    let acted = false;
    let heading: HTMLElement | null = null;
    let handBacks = 0;
    const onInput = () => {
      acted = true;
    };
    // The heading found last. The previous page's h1 can still be in the document when the path
    // changes (its screen is replaced a moment later): a new h1 replacing it takes the focus again.
    const tryFocus = () => {
      if (acted) return;
      const found = container.querySelector<HTMLElement>("h1");
      if (!found || found === heading) return;
      heading = found;
      if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
      // Not scrolled into view: the page opens at its top, or where Back restores it.
      heading.focus({ preventScroll: true });
    };
    // A surface closing after the page changed (the menu drawer) hands focus back to its opener:
    // once, the heading takes it back, unless it went into a dialog or the shopper acted.
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target as Element | null;
      if (acted || handBacks > 0 || !target || container.contains(target)) return;
      if (target.closest?.("[aria-modal='true']")) return;
      handBacks += 1;
      // The heading focused earlier may have been the previous page's, replaced since: find the new one.
      if (heading?.isConnected) heading.focus({ preventScroll: true });
      else {
        heading = null;
        tryFocus();
      }
    };
    // Watches until the page changes again or the shopper acts (cheap: one query per DOM change).
    const observer = new MutationObserver(tryFocus);
    tryFocus();
    observer.observe(container, { childList: true, subtree: true });
    document.addEventListener("keydown", onInput, true);
    document.addEventListener("pointerdown", onInput, true);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      observer.disconnect();
      document.removeEventListener("keydown", onInput, true);
      document.removeEventListener("pointerdown", onInput, true);
      document.removeEventListener("focusin", onFocusIn);
    };
  }, [pathname]);
}

/** The customer area: header, left drawer, the screen, and the footer on routes that ask for it. */
export function CustomerLayout() {
  const { t } = useTranslation();
  const handle = useRouteHandle();
  const [menuOpen, setMenuOpen] = useState(false);
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const [pageTitle, setPageTitle] = useState<string | null>(null);
  useDocumentTitle(handle.titleKey, pageTitle);
  useFocusHeadingOnNavigate(mainRef);

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
      <main id="main" className="app-main" tabIndex={-1} ref={mainRef}>
        <PageTitleContext.Provider value={setPageTitle}>
          <Outlet />
        </PageTitleContext.Provider>
      </main>
      {handle.footer ? <Footer /> : null}
    </div>
  );
}
