import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { callerFor } from "../api/call-api.ts";
import { type ApiClient, ApiError } from "../api-client.ts";
import { type ConsoleCaller, createConsoleClient } from "./console-client.ts";
import { type ConsoleKind, type ConsoleUser, consoleSession, consoleUserOf, mayUseConsole } from "./console-session.ts";

/** Why the console shows its sign-in: never signed in, signed out, or the session ended by itself. */
export type SignedOutReason = "none" | "signedOut" | "expired";

export interface ConsoleSessionValue {
  kind: ConsoleKind;
  /** The signed-in admin, or null. */
  user: ConsoleUser | null;
  /** Why nobody is signed in (the sign-in screen says "your session ended" after an expiry). */
  signedOutReason: SignedOutReason;
  /** The console's own API client (token `consoleToken`, no guest id). */
  client: ApiClient;
  /** Typed calls from the endpoint map over that client: `call("MerchantShop.GetAll")`. */
  call: ConsoleCaller;
  /** Keeps a token the sign-in obtained; false (nothing kept) when it is not an admin of this console. */
  signIn(token: string): boolean;
  signOut(reason?: Exclude<SignedOutReason, "none">): void;
}

const ConsoleSessionContext = createContext<ConsoleSessionValue | null>(null);

/** Query keys of console data start with this, so signing out drops them all. */
export const consoleQueryRoot = "console";

/**
 * The console's session for everything inside: the stored token (dropped when expired, on a 401
 * answer, or when it is not an admin of this console), sign-in and sign-out.
 */
export function ConsoleSessionProvider({ kind, children }: { kind: ConsoleKind; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<ConsoleUser | null>(() => {
    const stored = consoleSession.read();
    return stored && mayUseConsole(stored, kind) ? stored : null;
  });
  const [signedOutReason, setReason] = useState<SignedOutReason>("none");

  const signOut = useCallback(
    (reason: Exclude<SignedOutReason, "none"> = "signedOut") => {
      consoleSession.signOut();
      setUser(null);
      setReason(reason);
      queryClient.removeQueries({ queryKey: [consoleQueryRoot] });
    },
    [queryClient],
  );

  const [client] = useState(() => createConsoleClient());
  useEffect(() => client.configure({ onSessionExpired: () => signOut("expired") }), [client, signOut]);
  const call = useMemo(() => callerFor(client), [client]);

  const signIn = useCallback(
    (token: string) => {
      const next = consoleUserOf(token);
      if (!next || !mayUseConsole(next, kind)) return false;
      consoleSession.save(token);
      setUser(next);
      setReason("none");
      return true;
    },
    [kind],
  );

  // The token's own expiry signs the admin out even while the page sits idle.
  useEffect(() => {
    if (!user?.expiresAt) return;
    const wait = Math.max(0, user.expiresAt * 1000 - Date.now());
    const timer = window.setTimeout(() => signOut("expired"), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [user, signOut]);

  // A token the server no longer accepts (revoked, user deactivated): a console query's 401 ends it.
  useEffect(() => {
    if (!user) return;
    return queryClient.getQueryCache().subscribe((event) => {
      // Only the console's own queries: a storefront query's 401 is about the storefront's token.
      if (event.type !== "updated" || event.query.queryKey[0] !== consoleQueryRoot) return;
      const error = event.query.state.error;
      if (error instanceof ApiError && error.status === 401) signOut("expired");
    });
  }, [queryClient, user, signOut]);

  const value = useMemo<ConsoleSessionValue>(
    () => ({ kind, user, signedOutReason, client, call, signIn, signOut }),
    [kind, user, signedOutReason, client, call, signIn, signOut],
  );
  return <ConsoleSessionContext.Provider value={value}>{children}</ConsoleSessionContext.Provider>;
}

/** The console session (inside ConsoleSessionProvider). */
export function useConsoleSession(): ConsoleSessionValue {
  const value = useContext(ConsoleSessionContext);
  if (!value) throw new Error("useConsoleSession must be used inside ConsoleSessionProvider");
  return value;
}

/** The signed-in console user (inside the signed-in part of a console). */
export function useConsoleUser(): ConsoleUser {
  const { user } = useConsoleSession();
  if (!user) throw new Error("useConsoleUser needs a signed-in console session");
  return user;
}
