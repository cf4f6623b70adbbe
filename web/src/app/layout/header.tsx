import { type RefObject, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MenuIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { paths } from "../../config/paths.ts";
import { CartButton } from "../../features/cart/components/cart-button.tsx";
import { useAuth } from "../../lib/auth.tsx";
import { AddressDropdown } from "./address-dropdown.tsx";
import "./header.css";

interface HeaderProps {
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  menuOpen: boolean;
  onOpenMenu: () => void;
  showSearch: boolean;
}

function StoreSearch() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [value, setValue] = useState(params.get("q") ?? "");
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is not known to every supported browser (nor jsdom); a form with role=search is equivalent
    <form
      role="search"
      className="header__search"
      onSubmit={(event) => {
        event.preventDefault();
        const q = value.trim();
        navigate(q ? `${paths.customer.main.href()}?${new URLSearchParams({ q })}` : paths.customer.main.href());
      }}
    >
      <label htmlFor="store-search" className="visually-hidden">
        {t("header.searchLabel")}
      </label>
      <SearchIcon />
      <input
        id="store-search"
        type="search"
        value={value}
        placeholder={t("header.searchPlaceholder")}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}

export function Header({ menuButtonRef, menuOpen, onOpenMenu, showSearch }: HeaderProps) {
  const { t } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  return (
    <header className="header">
      <div className="header__inner">
        <button
          ref={menuButtonRef}
          type="button"
          className="icon-btn header__menu"
          aria-label={t("header.openMenu")}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onClick={onOpenMenu}
        >
          <MenuIcon />
        </button>
        <Link to={paths.shop.href()} className="header__brand">
          <BrandLogo />
        </Link>
        <Link to={paths.shop.href()} className="header__shop-link">
          {t("header.shop")}
        </Link>
        <AddressDropdown />
        {showSearch ? <StoreSearch /> : null}
        <div className="header__actions">
          <CartButton className="header__cart" />
          {isSignedIn ? null : (
            <Button size="sm" onClick={() => openAuth("signin")}>
              {t("header.login")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
