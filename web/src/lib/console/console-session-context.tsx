import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { callerFor } from "../api/call-api.ts";
import { type ApiClient, ApiError } from "../api-client.ts";
import { type ConsoleCaller, createConsoleClient } from "./console-client.ts";
import {
  type ConsoleKind,
  type ConsoleUser,
  consoleSession,
  consoleTokenKey,
  consoleUserOf,
  mayUseConsole,
} from "./console-session.ts";

/** Why the console shows its sign-in: never signed in, signed out, or the session ended by itself. */
export type SignedOutReason = "none" | "signedOut" | "expired";

export interface ConsoleSessionValue {
  kind: ConsoleKind;
  /** The signed-in admin, or null. */
  user: ConsoleUser | null;
  /** Why nobody is signed in (the sign-in screen says "your session ended" after an expiry). */
  signedOutReason: SignedOutReason;
  /** The console's own API client (its own token key, no guest id). */
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
 * answer, or when it is not an admin of this console), sign-in and sign-out. Another tab's sign-in
 * or sign-out of the same console (a `storage` event on its token key) applies here too.
 */
export function ConsoleSessionProvider({ kind, children }: { kind: ConsoleKind; children: ReactNode }) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<ConsoleUser | null>(() => {
    const stored = consoleSession.read(kind);
    return stored && mayUseConsole(stored, kind) ? stored : null;
  });
  const [signedOutReason, setReason] = useState<SignedOutReason>("none");

  const signOut = useCallback(
    (reason: Exclude<SignedOutReason, "none"> = "signedOut") => {
      consoleSession.signOut(kind);
      setUser(null);
      setReason(reason);
      queryClient.removeQueries({ queryKey: [consoleQueryRoot] });
    },
    [queryClient, kind],
  );

  const [client] = useState(() => createConsoleClient(kind));
  useEffect(() => client.configure({ onSessionExpired: () => signOut("expired") }), [client, signOut]);
  const call = useMemo(() => callerFor(client), [client]);

  const signIn = useCallback(
    (token: string) => {
      const next = consoleUserOf(token);
      if (!next || !mayUseConsole(next, kind)) return false;
      consoleSession.save(kind, token);
      setUser(next);
      setReason("none");
      return true;
    },
    [kind],
  );

  // Another tab signed this console in or out (or in as someone else): follow it, never keep calling
  // with a token that is gone.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== null && event.key !== consoleTokenKey(kind)) return;
      const stored = consoleSession.read(kind);
      const next = stored && mayUseConsole(stored, kind) ? stored : null;
      if (next?.token === user?.token) return;
      if (!next) {
        if (user) signOut("expired");
        return;
      }
      if (user && (next.userId !== user.userId || next.tenantId !== user.tenantId)) {
        queryClient.removeQueries({ queryKey: [consoleQueryRoot] });
      }
      setUser(next);
      setReason("none");
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, [kind, user, signOut, queryClient]);

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
