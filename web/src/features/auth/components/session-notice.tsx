import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { CloseIcon } from "../../../components/ui/icons.tsx";
import { useAuth } from "../../../lib/auth.tsx";
import "./session-notice.css";

/**
 * Says why the customer was signed out when they did not do it themselves (the token expired, or the
 * server refused it after a password reset or change elsewhere) and offers to sign in again. It
 * stays until they sign in or dismiss it; the page goes on as a guest meanwhile.
 */
export function SessionNotice() {
  const { t } = useTranslation();
  const { sessionEnded, dismissSessionNotice, openAuth } = useAuth();
  if (!sessionEnded) return null;
  // Added with its text, so the alert is announced at once.
  return (
    <div className="session-notice-region">
      <div className="session-notice" role="alert">
        <p className="session-notice__text">
          {sessionEnded === "revoked" ? t("auth.session.revoked") : t("auth.session.expired")}
        </p>
        <Button size="sm" onClick={() => openAuth("signin")}>
          {t("header.login")}
        </Button>
        <button type="button" className="icon-btn" aria-label={t("common.dismiss")} onClick={dismissSessionNotice}>
          <CloseIcon />
        </button>
      </div>
    </div>
  );
}
