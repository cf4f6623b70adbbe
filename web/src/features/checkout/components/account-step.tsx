import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import type { CheckoutAccount } from "../routes/checkout-screen.tsx";
import { CheckoutStep } from "./checkout-step.tsx";

/** Step 1 (spec §2): sign in / sign up when signed out, else the customer's name, email and phone. */
export function AccountStep({
  isSignedIn,
  account,
  accountPending,
  phone,
  onAuth,
}: {
  isSignedIn: boolean;
  account: CheckoutAccount | null;
  accountPending: boolean;
  /** The phone number as displayed, or null when none is set. */
  phone: string | null;
  onAuth: (mode: "signin" | "signup") => void;
}) {
  const { t } = useTranslation();
  return (
    <CheckoutStep id="checkout-step-account" step={1} title={t("checkout.account.title")}>
      {!isSignedIn ? (
        <div className="checkout-signin">
          <p>{t("checkout.account.signInPrompt")}</p>
          <div className="checkout-signin__actions">
            <Button onClick={() => onAuth("signin")}>{t("checkout.account.signIn")}</Button>
            <Button variant="secondary" onClick={() => onAuth("signup")}>
              {t("checkout.account.signUp")}
            </Button>
          </div>
        </div>
      ) : accountPending || !account ? (
        <p>{t("common.loading")}</p>
      ) : (
        <dl className="checkout-account">
          <dt>{t("checkout.account.name")}</dt>
          <dd>
            <bdi>{`${account.name} ${account.surname}`.trim()}</bdi>
          </dd>
          <dt>{t("checkout.account.email")}</dt>
          <dd>
            <bdi>{account.emailAddress}</bdi>
          </dd>
          <dt>{t("checkout.account.phone")}</dt>
          <dd>{phone ? <bdi dir="ltr">{phone}</bdi> : t("checkout.phone.none")}</dd>
        </dl>
      )}
    </CheckoutStep>
  );
}
