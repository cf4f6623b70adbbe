import { ScrollRestoration } from "react-router";
import { AuthRoot } from "../../features/auth/routes/auth-root.tsx";

/**
 * The storefront's root route: every screen with the authentication modal (AuthRoot), and scroll
 * restoration: a new page opens at its top, Back and Forward return to where the page was left
 * (React Router keeps the positions per history entry in session storage).
 */
export function AppRoot() {
  return (
    <>
      <ScrollRestoration />
      <AuthRoot />
    </>
  );
}
