import { useEffect, useRef } from "react";
import { createPortal } from "react-dom";
import { useTranslation } from "react-i18next";
import { NavLink, useLocation } from "react-router";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { LanguageSelect } from "../../components/language-select.tsx";
import { CloseIcon } from "../../components/ui/icons.tsx";
import { useToast } from "../../components/ui/toast.tsx";
import { useModal } from "../../components/ui/use-modal.ts";
import { paths } from "../../config/paths.ts";
import { useProfile } from "../../features/account/api/get-profile.ts";
import { useAuth } from "../../lib/auth.tsx";
import "./left-sidebar.css";

interface LeftSidebarProps {
  open: boolean;
  onClose: () => void;
}

interface Entry {
  key: string;
  to: string;
  label: string;
  detail?: string | null;
  signedInOnly?: boolean;
}

/**
 * Closes the drawer once a link in it has navigated, not on the click: closing takes the drawer's
 * history entry back (use-modal), which would cancel a navigation still loading its route's code.
 */
function useCloseOnNavigation(open: boolean, onClose: () => void) {
  const { key } = useLocation();
  const keyWhenOpened = useRef<string | null>(null);
  useEffect(() => {
    if (!open) {
      keyWhenOpened.current = null;
    } else if (keyWhenOpened.current === null) {
      keyWhenOpened.current = key;
    } else if (keyWhenOpened.current !== key) {
      onClose();
    }
  }, [open, key, onClose]);
}

/** The left drawer: main navigation, account entries (signed-in only), sign in/out and the language. */
export function LeftSidebar({ open, onClose }: LeftSidebarProps) {
  const { t } = useTranslation();
  const { isSignedIn, openAuth, signOut } = useAuth();
  const profile = useProfile();
  const profileName = profile.data ? [profile.data.name, profile.data.surname].filter(Boolean).join(" ") : null;
  const toast = useToast();
  const ref = useRef<HTMLDivElement>(null);
  useModal(open, ref, onClose);
  useCloseOnNavigation(open, onClose);
  if (!open) return null;

  const entries: Entry[] = [
    { key: "home", to: paths.customer.main.href(), label: t("sidebar.home") },
    { key: "pickup", to: paths.customer.pickup.href(), label: t("sidebar.pickup") },
    { key: "grocery", to: paths.customer.groceryStore.href(), label: t("sidebar.groceryStores") },
    { key: "homeChefs", to: paths.customer.homeChef.href(), label: t("sidebar.homeChefs") },
    { key: "orders", to: paths.customer.orders.href(), label: t("sidebar.orders"), signedInOnly: true },
    {
      key: "subscriptions",
      to: paths.customer.subscriptions.href(),
      label: t("sidebar.subscriptions"),
      signedInOnly: true,
    },
    {
      key: "account",
      to: paths.customer.account.href(),
      label: t("sidebar.account"),
      detail: profileName,
      signedInOnly: true,
    },
    { key: "saved", to: paths.customer.savedStores.href(), label: t("sidebar.savedStores"), signedInOnly: true },
    { key: "payment", to: paths.customer.payments.href(), label: t("sidebar.payment"), signedInOnly: true },
  ];

  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: backdrop click is a pointer shortcut; Escape and the close button are the keyboard paths
    <div
      className="overlay overlay--drawer"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={ref} className="drawer" role="dialog" aria-modal="true" aria-label={t("sidebar.title")} tabIndex={-1}>
        <div className="drawer__header">
          <BrandLogo />
          <button type="button" className="icon-btn" aria-label={t("sidebar.close")} onClick={onClose}>
            <CloseIcon />
          </button>
        </div>
        <nav aria-label={t("sidebar.title")}>
          <ul className="drawer__list">
            {entries
              .filter((entry) => isSignedIn || !entry.signedInOnly)
              .map((entry) => (
                <li key={entry.key}>
                  <NavLink to={entry.to} className="drawer__item">
                    <span>{entry.label}</span>
                    {entry.detail ? (
                      <span className="drawer__detail" dir="auto">
                        {entry.detail}
                      </span>
                    ) : null}
                  </NavLink>
                </li>
              ))}
            <li>
              <button
                type="button"
                className="drawer__item"
                onClick={() => toast.show({ message: t("sidebar.giftCardSoon"), durationMs: 3000 })}
              >
                {t("sidebar.giftCard")}
              </button>
            </li>
            <li>
              <NavLink to={paths.customer.getHelp.href()} className="drawer__item">
                {t("sidebar.help")}
              </NavLink>
            </li>
          </ul>
        </nav>
        <div className="drawer__footer">
          {isSignedIn ? (
            <button type="button" className="btn btn--secondary btn--md btn--block" onClick={signOut}>
              {t("sidebar.signOut")}
            </button>
          ) : (
            <button
              type="button"
              className="btn btn--primary btn--md btn--block"
              onClick={() => {
                onClose();
                openAuth("signin");
              }}
            >
              {t("sidebar.signIn")}
            </button>
          )}
          <LanguageSelect />
        </div>
      </div>
    </div>,
    document.body,
  );
}
