import { Outlet } from "react-router";
import { AuthModal } from "../components/auth-modal.tsx";
import { SessionNotice } from "../components/session-notice.tsx";

/**
 * The root route's element: every screen, plus the authentication modal any screen can open and the
 * notice of a session that ended by itself.
 */
export function AuthRoot() {
  return (
    <>
      <Outlet />
      <AuthModal />
      <SessionNotice />
    </>
  );
}
