import { ScrollRestoration, useLocation } from "react-router";
import { AuthRoot } from "../../features/auth/routes/auth-root.tsx";
import { useFirstScreenGuard } from "../../lib/first-screen.tsx";

/**
 * The storefront's root route: every screen with the authentication modal (AuthRoot), and scroll
 * restoration: a new page opens at its top, Back and Forward return to where the page was left
 * (React Router keeps the positions per history entry in session storage).
 */
export function AppRoot() {
  // Another page than the one the server wrote a first screen for: the app takes over at once.
  useFirstScreenGuard(useLocation().pathname);
  return (
    <>
      <ScrollRestoration />
      <AuthRoot />
    </>
  );
}
