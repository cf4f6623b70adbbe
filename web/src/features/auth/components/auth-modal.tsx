import type { AuthenticateResult } from "@dutchpot/contract";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { authenticate } from "../api/authenticate.ts";
import { AuthTabs } from "./auth-tabs.tsx";
import { ResetPasswordForm } from "./reset-password-form.tsx";
import { SignInForm } from "./sign-in-form.tsx";
import { type PendingVerification, SignUpForm } from "./sign-up-form.tsx";
import { VerifyPhoneForm } from "./verify-phone-form.tsx";
import { WelcomeDialog } from "./welcome-dialog.tsx";

/**
 * The authentication modal (spec document 1 §2): Sign In and Sign Up tabs, the Verify Mobile Number
 * mode after sign-up (already signed in), and the Reset Password mode. Page scrolling is locked while
 * it is open (Dialog).
 * A sign-in closes it, stores the session and shows the welcome popup; Explore goes to /shop.
 */
export function AuthModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { authMode, openAuth, closeAuth, signIn } = useAuth();
  const showError = useErrorDialog();
  const [pending, setPending] = useState<PendingVerification | null>(null);
  const [email, setEmail] = useState("");
  const [welcome, setWelcome] = useState(false);

  const signedIn = (result: AuthenticateResult) => {
    signIn(result);
    setPending(null);
    closeAuth();
    setWelcome(true);
  };

  const verified = async (result: AuthenticateResult) => {
    if (result?.accessToken) return signedIn(result);
    // A server that verifies without signing in: sign in with the credentials just chosen.
    if (!pending) return;
    try {
      signedIn(await authenticate({ userNameOrEmailAddress: pending.email, password: pending.password }));
    } catch (error) {
      showError(error);
    }
  };

  // Sign-up signs in at once (spec: sign-up success then logs in); the phone is verified from there,
  // and closing the verification leaves the new customer signed in with the phone still unverified.
  const registered = async (next: PendingVerification) => {
    try {
      signIn(await authenticate({ userNameOrEmailAddress: next.email, password: next.password }));
    } catch (error) {
      // Verifying the phone signs in too: the verification step still follows.
      console.warn("Signing in after sign-up failed", error);
    }
    setPending(next);
    setEmail(next.email);
    openAuth("verification");
  };

  const mode = authMode === "verification" && !pending ? "signin" : authMode;
  const title =
    mode === "verification" ? t("auth.verify.title") : mode === "reset" ? t("auth.reset.title") : t("auth.title");

  return (
    <>
      <Dialog open={mode !== null} onClose={closeAuth} title={title}>
        {mode === "verification" && pending ? (
          <VerifyPhoneForm
            countryCode={pending.countryCode}
            phoneNumber={pending.phoneNumber}
            onVerified={(result) => void verified(result)}
          />
        ) : mode === "reset" ? (
          <ResetPasswordForm
            initialEmail={email}
            onBack={() => openAuth("signin")}
            onDone={(done) => {
              setEmail(done);
              openAuth("signin");
            }}
          />
        ) : mode === "signin" || mode === "signup" ? (
          <AuthTabs active={mode} onChange={openAuth}>
            {mode === "signin" ? (
              <SignInForm
                initialEmail={email}
                onSignedIn={signedIn}
                onForgotPassword={(typed) => {
                  setEmail(typed);
                  openAuth("reset");
                }}
              />
            ) : (
              <SignUpForm onRegistered={(next) => void registered(next)} />
            )}
          </AuthTabs>
        ) : null}
      </Dialog>
      <WelcomeDialog
        open={welcome}
        onClose={() => setWelcome(false)}
        onExplore={() => {
          setWelcome(false);
          navigate(paths.shop.href());
        }}
      />
    </>
  );
}
