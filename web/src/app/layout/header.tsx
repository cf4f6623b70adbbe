import { type KeyboardEvent, lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useSearchParams } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { Button } from "../../components/ui/button.tsx";
import { MenuIcon, SearchIcon } from "../../components/ui/icons.tsx";
import { paths } from "../../config/paths.ts";
import { useProfile } from "../../features/account/api/get-profile.ts";
import { useAuth } from "../../lib/auth.tsx";
import { AddressDropdown } from "./address-dropdown.tsx";
import "./header.css";

/**
 * The cart button and its panel (the carts' cache, the sidebar, the quantity steppers) load after the
 * first screen: imported statically they were in the entry chunk of every page (issue 16 item 14).
 */
const CartButton = lazy(() =>
  import("../../features/cart/components/cart-button.tsx").then((m) => ({ default: m.CartButton })),
);

/**
 * False in the header's first render, true a task after it has committed: the cart button's code is
 * then requested after the page's first paint, not during the render that paints it (near-me's largest
 * paint is the app's own, and every request that ended before it is on its Lighthouse path, decision 043).
 */
function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return painted;
}

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
        dir="auto"
        value={value}
        placeholder={t("header.searchPlaceholder")}
        onChange={(event) => setValue(event.target.value)}
      />
    </form>
  );
}

/**
 * The signed-in customer's account (initial and first name) opening a menu: Account, Orders, Saved
 * stores, Sign out. The WAI-ARIA menu button: Enter, Space or Down opens on the first item, Up on the
 * last; arrows, Home and End move; Escape closes and gives focus back to the button; Tab leaves.
 */
function AccountMenu() {
  const { t } = useTranslation();
  const { signOut } = useAuth();
  const profile = useProfile();
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const itemsRef = useRef<HTMLDivElement>(null);
  const [focusAt, setFocusAt] = useState<"first" | "last" | null>(null);
  const name = (profile.data?.name ?? "").trim();

  const items = () => Array.from(itemsRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const all = items();
    all.at(((index % all.length) + all.length) % all.length)?.focus();
  };

  useEffect(() => {
    if (!open || !focusAt) return;
    focusItem(focusAt === "first" ? 0 : -1);
    setFocusAt(null);
  });

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointer);
    return () => document.removeEventListener("pointerdown", onPointer);
  }, [open]);

  const openAt = (at: "first" | "last") => {
    setOpen(true);
    setFocusAt(at);
  };
  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  const onButtonKey = (event: KeyboardEvent) => {
    // Enter and Space click the button, which opens the menu on its first item.
    if (event.key === "ArrowDown") {
      event.preventDefault();
      openAt("first");
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      openAt("last");
    }
  };

  const onMenuKey = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 };
    if (event.key in moves) {
      event.preventDefault();
      focusItem(moves[event.key] ?? 0);
    } else if (event.key === "Escape") {
      event.preventDefault();
      event.stopPropagation();
      close();
    } else if (event.key === "Tab") {
      setOpen(false);
    }
  };

  const links = [
    { to: paths.customer.account.href(), label: t("sidebar.account") },
    { to: paths.customer.orders.href(), label: t("sidebar.orders") },
    { to: paths.customer.savedStores.href(), label: t("sidebar.savedStores") },
  ];

  return (
    <div ref={rootRef} className="account-menu">
      <button
        ref={buttonRef}
        type="button"
        className="account-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={name ? t("header.accountOf", { name }) : t("header.account")}
        onClick={() => (open ? setOpen(false) : openAt("first"))}
        onKeyDown={onButtonKey}
      >
        <span className="account-menu__initial" aria-hidden="true">
          {name ? name.charAt(0).toLocaleUpperCase() : <UserIcon />}
        </span>
        {name ? (
          <span className="account-menu__name" dir="auto">
            {name}
          </span>
        ) : null}
      </button>
      {open ? (
        <div
          ref={itemsRef}
          id={menuId}
          role="menu"
          aria-label={t("header.account")}
          className="account-menu__list"
          onKeyDown={onMenuKey}
        >
          {links.map((link) => (
            <Link
              key={link.to}
              to={link.to}
              role="menuitem"
              tabIndex={-1}
              className="account-menu__item"
              onClick={() => setOpen(false)}
            >
              {link.label}
            </Link>
          ))}
          <button type="button" role="menuitem" tabIndex={-1} className="account-menu__item" onClick={signOut}>
            {t("sidebar.signOut")}
          </button>
        </div>
      ) : null}
    </div>
  );
}

function UserIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      width="18"
      height="18"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      aria-hidden="true"
    >
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21c0-4.4 3.6-8 8-8s8 3.6 8 8" />
    </svg>
  );
}

export function Header({ menuButtonRef, menuOpen, onOpenMenu, showSearch }: HeaderProps) {
  const { t } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  const cartReady = useAfterFirstPaint();
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
          {cartReady ? (
            <Suspense fallback={<span className="header__cart" aria-hidden="true" />}>
              <CartButton className="header__cart" />
            </Suspense>
          ) : (
            <span className="header__cart" aria-hidden="true" />
          )}
          {isSignedIn ? (
            <AccountMenu />
          ) : (
            <Button size="sm" onClick={() => openAuth("signin")}>
              {t("header.login")}
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
