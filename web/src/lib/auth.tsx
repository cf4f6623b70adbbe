import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../components/ui/button.tsx";
import { Dialog } from "../components/ui/dialog.tsx";
import { sessionExpiredEvent } from "./api-client.ts";
import { clearSession, local } from "./storage.ts";

export type AuthMode = "signin" | "signup";

export interface AuthState {
  token: string | null;
  isSignedIn: boolean;
  /** The customer's display name once the profile is known (shown on the sidebar's Account entry). */
  profileName: string | null;
  setProfileName: (name: string | null) => void;
  /** Stores the token and the logged-in flag (spec: login success). */
  signIn: (token: string) => void;
  /** Clears token, loggedIn, address and customerId and reloads at the root (spec: sign out). */
  signOut: () => void;
  /** Opens the sign-in / sign-up modal. */
  openAuth: (mode: AuthMode) => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}

export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const { t } = useTranslation();
  const [token, setToken] = useState(() => local.get("token"));
  const [profileName, setProfileName] = useState<string | null>(null);
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);

  useEffect(() => {
    const reset = () => {
      setToken(null);
      setProfileName(null);
    };
    window.addEventListener(sessionExpiredEvent, reset);
    return () => window.removeEventListener(sessionExpiredEvent, reset);
  }, []);

  const signIn = useCallback((next: string) => {
    local.set("token", next);
    local.set("loggedIn", "true");
    setToken(next);
  }, []);

  const signOut = useCallback(() => {
    clearSession({ includeAddress: true });
    setToken(null);
    setProfileName(null);
    (onSignedOut ?? (() => window.location.assign("/")))();
  }, [onSignedOut]);

  const value = useMemo<AuthState>(
    () => ({ token, isSignedIn: token !== null, profileName, setProfileName, signIn, signOut, openAuth: setAuthMode }),
    [token, profileName, signIn, signOut],
  );

  return (
    <AuthContext.Provider value={value}>
      {children}
      {/* Placeholder until the authentication issue lands its Sign In / Sign Up modal. */}
      <Dialog
        open={authMode !== null}
        onClose={() => setAuthMode(null)}
        title={t("auth.title")}
        actions={<Button onClick={() => setAuthMode(null)}>{t("common.ok")}</Button>}
      >
        <p>{t("auth.soon")}</p>
      </Dialog>
    </AuthContext.Provider>
  );
}
