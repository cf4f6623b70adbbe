import { type ReactNode, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Outlet, useLocation } from "react-router";
import { BrandLogo } from "../../../components/brand-logo.tsx";
import { LanguageSelect } from "../../../components/language-select.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { MenuIcon } from "../../../components/ui/icons.tsx";
import { ConsoleSignIn, useConsoleSession } from "../../../lib/console/index.ts";
import { CurrentShopProvider, useCurrentShop } from "./current-shop.tsx";
import { ListingBanner } from "./listing-banner.tsx";
import { MerchantNav } from "./merchant-nav.tsx";
import { useMerchantShops } from "./merchant-shops.ts";
import { ShopSwitcher } from "./shop-switcher.tsx";
import "../../../components/console-layout.css";
import "./merchant-layout.css";

/**
 * The merchant console (`/merchant`): the sign-in until a tenant admin signs in, then the header
 * (brand, current shop, language, sign out), the left navigation and the current section.
 */
export function MerchantLayout() {
  const { user } = useConsoleSession();
  if (!user) return <ConsoleSignIn />;
  return <SignedInConsole />;
}

function SignedInConsole() {
  const { t } = useTranslation();
  const shops = useMerchantShops();
  if (shops.isPending)
    return (
      <ConsoleFrame>
        <p role="status">{t("merchantShell.loading")}</p>
      </ConsoleFrame>
    );
  if (shops.isError)
    return (
      <ConsoleFrame>
        <div role="alert" className="merchant-notice">
          <p>{t("merchantShell.loadError")}</p>
          <Button onClick={() => void shops.refetch()}>{t("merchantShell.retry")}</Button>
        </div>
      </ConsoleFrame>
    );
  if (shops.data.length === 0)
    return (
      <ConsoleFrame>
        <p className="merchant-notice" role="status">
          {t("merchantShell.noShops")}
        </p>
      </ConsoleFrame>
    );
  return (
    <CurrentShopProvider shops={shops.data}>
      <WithCurrentShop />
    </CurrentShopProvider>
  );
}

function WithCurrentShop() {
  const { shopId } = useCurrentShop();
  return (
    <ConsoleFrame shopId={shopId}>
      <ListingBanner />
      <Outlet />
    </ConsoleFrame>
  );
}

/** Header, navigation (a menu button under 720 px) and the main area. */
function ConsoleFrame({ shopId, children }: { shopId?: number; children: ReactNode }) {
  const { t } = useTranslation();
  const { signOut } = useConsoleSession();
  const [navOpen, setNavOpen] = useState(false);
  const navId = useId();
  const location = useLocation();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the small-screen menu closes on every navigation
  useEffect(() => setNavOpen(false), [location.pathname]);
  useEffect(() => {
    if (!navOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") setNavOpen(false);
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [navOpen]);

  return (
    <div className="console-shell">
      <a href="#main" className="skip-link">
        {t("common.skipToContent")}
      </a>
      <header className="console-header merchant-header">
        <Button
          variant="ghost"
          size="sm"
          className="merchant-header__menu"
          aria-expanded={navOpen}
          aria-controls={navId}
          onClick={() => setNavOpen((open) => !open)}
          icon={<MenuIcon />}
        >
          {t("merchantShell.menuButton")}
        </Button>
        <div className="console-header__brand">
          <BrandLogo />
          <span className="console-header__label">{t("merchantShell.title")}</span>
        </div>
        {shopId ? <ShopSwitcher /> : null}
        <div className="console-header__actions">
          <LanguageSelect />
          <Button variant="secondary" size="sm" onClick={() => signOut()}>
            {t("merchantShell.signOut")}
          </Button>
        </div>
      </header>
      <div className="merchant-body">
        <MerchantNav id={navId} shopId={shopId} open={navOpen} />
        <main id="main" className="console-main merchant-main" tabIndex={-1}>
          {children}
        </main>
      </div>
    </div>
  );
}
