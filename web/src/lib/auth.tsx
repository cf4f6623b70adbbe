import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { type SessionEndReason, type SessionExpiredDetail, sessionExpiredEvent } from "./api-client.ts";
import { clearLocation } from "./location.ts";
import { clearSession, local } from "./storage.ts";

/** The authentication modal's modes (spec: signin, signup, verification, plus the forgot-password toggle). */
export type AuthMode = "signin" | "signup" | "verification" | "reset";

/** What a successful sign-in returns (TokenAuth/Authenticate, ConfirmPhoneNumber, ChangePassword). */
export interface SignInResult {
  accessToken: string;
  userId?: number | null;
}

export interface AuthState {
  token: string | null;
  isSignedIn: boolean;
  /** Stores the token, the logged-in flag and the user id (spec: login success). */
  signIn: (result: SignInResult) => void;
  /**
   * Clears token, loggedIn, address and customerId (and the delivery location, which the profile
   * restores at the next sign-in) and reloads at the root (spec: sign out).
   */
  signOut: () => void;
  /** Clears the same keys without leaving the page (after deleting the account). */
  endSession: () => void;
  /**
   * Why the session ended without the user signing out (the token expired, or the server refused
   * it: password reset or changed elsewhere), until they sign in again or dismiss the notice.
   */
  sessionEnded: SessionEndReason | null;
  dismissSessionNotice: () => void;
  /** The open mode of the authentication modal, or null when it is closed. */
  authMode: AuthMode | null;
  /** Opens the authentication modal (or switches its mode). */
  openAuth: (mode: AuthMode) => void;
  closeAuth: () => void;
}

const AuthContext = createContext<AuthState | null>(null);

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error("useAuth must be used inside <AuthProvider>");
  return state;
}

/**
 * Session state: the token kept in local storage and the authentication modal's mode. The modal
 * itself (features/auth) is mounted inside the router by the root route, since it navigates.
 */
export function AuthProvider({ children, onSignedOut }: { children: ReactNode; onSignedOut?: () => void }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState(() => local.get("token"));
  const [authMode, setAuthMode] = useState<AuthMode | null>(null);
  const [sessionEnded, setSessionEnded] = useState<SessionEndReason | null>(null);

  useEffect(() => {
    const reset = (event: Event) => {
      const detail = (event as CustomEvent<SessionExpiredDetail | undefined>).detail;
      // A console's token is its own business (its client fires the same event).
      if (detail && detail.tokenKey !== "token") return;
      setToken(null);
      setSessionEnded(detail?.reason ?? "expired");
    };
    window.addEventListener(sessionExpiredEvent, reset);
    return () => window.removeEventListener(sessionExpiredEvent, reset);
  }, []);

  // Once the screens know they are signed out (the customer's queries disabled), what was fetched
  // with the refused token is dropped and the rest (the carts) is fetched again as the guest.
  useEffect(() => {
    if (sessionEnded) void queryClient.resetQueries();
  }, [sessionEnded, queryClient]);

  const signIn = useCallback(
    ({ accessToken, userId }: SignInResult) => {
      local.set("token", accessToken);
      local.set("loggedIn", "true");
      if (userId != null) {
        local.set("userId", String(userId));
        local.set("customerId", String(userId));
      }
      setToken(accessToken);
      setSessionEnded(null);
      // Everything fetched as a guest (carts, likes) is refetched for the customer.
      void queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const endSession = useCallback(() => {
    clearSession({ includeAddress: true });
    local.remove("userId");
    clearLocation();
    setToken(null);
    queryClient.clear();
  }, [queryClient]);

  const signOut = useCallback(() => {
    endSession();
    (onSignedOut ?? (() => window.location.assign("/")))();
  }, [onSignedOut, endSession]);

  const closeAuth = useCallback(() => setAuthMode(null), []);
  const dismissSessionNotice = useCallback(() => setSessionEnded(null), []);

  const value = useMemo<AuthState>(
    () => ({
      token,
      isSignedIn: token !== null,
      signIn,
      signOut,
      endSession,
      sessionEnded,
      dismissSessionNotice,
      authMode,
      openAuth: setAuthMode,
      closeAuth,
    }),
    [token, signIn, signOut, endSession, sessionEnded, dismissSessionNotice, authMode, closeAuth],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
