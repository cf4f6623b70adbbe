import { guestIdPattern } from "@dutchpot/contract/constants";
/**
 * Every browser-storage key the product uses (spec document 1 §3, document 2 §3), typed and in one
 * place. Access goes through these helpers so a blocked storage (private mode, tests) never throws.
 */
export const localKeys = [
  "token",
  "loggedIn",
  "address",
  "customerId",
  "location",
  "language",
  "fromcheckout",
  "userId",
  // The consoles' own tokens (their API clients' tokenKey), apart from the storefront's and each other's:
  // the merchant console's and the host console's.
  "consoleToken",
  "hostConsoleToken",
] as const;
export const sessionKeys = ["guid", "userId", "language"] as const;

export type LocalKey = (typeof localKeys)[number];
export type SessionKey = (typeof sessionKeys)[number];

function safe<T>(fn: () => T, fallback: T): T {
  try {
    return fn();
  } catch {
    return fallback;
  }
}

function area(kind: "local" | "session"): Storage | null {
  return safe(() => (kind === "local" ? window.localStorage : window.sessionStorage), null);
}

function make<K extends string>(kind: "local" | "session") {
  return {
    get(key: K): string | null {
      return safe(() => area(kind)?.getItem(key) ?? null, null);
    },
    set(key: K, value: string): void {
      safe(() => area(kind)?.setItem(key, value), undefined);
    },
    remove(key: K): void {
      safe(() => area(kind)?.removeItem(key), undefined);
    },
    getJson<T>(key: K): T | null {
      const raw = this.get(key);
      if (raw === null) return null;
      return safe(() => JSON.parse(raw) as T, null);
    },
    setJson(key: K, value: unknown): void {
      this.set(key, JSON.stringify(value));
    },
  };
}

export const local = make<LocalKey>("local");
export const session = make<SessionKey>("session");

/** Keys cleared on sign-out and on an expired token (spec: token, loggedIn, address, customerId). */
export function clearSession(options: { includeAddress: boolean }): void {
  local.remove("token");
  local.remove("loggedIn");
  local.remove("customerId");
  if (options.includeAddress) local.remove("address");
}

/** The guest id sent as `X-Guest-Id` when no token exists; created on first use. */
export function ensureGuestId(): string {
  const existing = session.get("guid");
  // The server takes only random (version 4) UUIDs: a stale or altered id would make every cart call 401.
  if (existing && guestIdPattern.test(existing)) return existing;
  const id = globalThis.crypto?.randomUUID?.() ?? fallbackUuid();
  session.set("guid", id);
  return id;
}

function fallbackUuid(): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
  hex[12] = "4";
  hex[16] = ((Number.parseInt(hex[16] ?? "0", 16) & 0x3) | 0x8).toString(16);
  const s = hex.join("");
  return `${s.slice(0, 8)}-${s.slice(8, 12)}-${s.slice(12, 16)}-${s.slice(16, 20)}-${s.slice(20)}`;
}
