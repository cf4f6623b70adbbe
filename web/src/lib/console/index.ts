export { authenticate, type ConsoleCaller, createConsoleClient, isTenantAvailable } from "./console-client.ts";
export {
  type ConsoleKind,
  type ConsoleUser,
  consoleRole,
  consoleSession,
  consoleTokenKey,
  consoleTokenKeys,
  consoleUserOf,
  mayUseConsole,
} from "./console-session.ts";
export {
  ConsoleSessionProvider,
  type ConsoleSessionValue,
  consoleQueryRoot,
  type SignedOutReason,
  useConsoleSession,
  useConsoleUser,
} from "./console-session-context.tsx";
export { ConsoleSignIn } from "./console-sign-in.tsx";
