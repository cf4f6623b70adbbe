import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import "./auth-tabs.css";

export type AuthTab = "signin" | "signup";

interface AuthTabsProps {
  active: AuthTab;
  onChange: (tab: AuthTab) => void;
  children: ReactNode;
}

const order: AuthTab[] = ["signin", "signup"];

/** Sign In / Sign Up tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function AuthTabs({ active, onChange, children }: AuthTabsProps) {
  const { t } = useTranslation();
  const id = useId();
  const refs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ signin: null, signup: null });
  const labels: Record<AuthTab, string> = { signin: t("auth.tabs.signIn"), signup: t("auth.tabs.signUp") };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = order.indexOf(active);
    const rtl = document.documentElement.dir === "rtl";
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    let next: AuthTab | undefined;
    if (step) next = order[(index + step + order.length) % order.length];
    else if (event.key === "Home") next = order[0];
    else if (event.key === "End") next = order[order.length - 1];
    if (!next) return;
    event.preventDefault();
    onChange(next);
    refs.current[next]?.focus();
  };

  return (
    <>
      <div className="auth-tabs" role="tablist" aria-label={t("auth.tabs.label")}>
        {order.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            type="button"
            role="tab"
            id={`${id}-${tab}-tab`}
            aria-selected={active === tab}
            aria-controls={`${id}-${tab}-panel`}
            tabIndex={active === tab ? 0 : -1}
            className="auth-tabs__tab"
            onClick={() => onChange(tab)}
            onKeyDown={onKeyDown}
          >
            {labels[tab]}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${id}-${active}-panel`} aria-labelledby={`${id}-${active}-tab`}>
        {children}
      </div>
    </>
  );
}
