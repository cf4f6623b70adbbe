import { Outlet } from "react-router";
import { AuthModal } from "../components/auth-modal.tsx";

/** The root route's element: every screen, plus the authentication modal any screen can open. */
export function AuthRoot() {
  return (
    <>
      <Outlet />
      <AuthModal />
    </>
  );
}
