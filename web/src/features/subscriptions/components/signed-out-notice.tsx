import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useAuth } from "../../../lib/auth.tsx";

/** Subscriptions belong to accounts: a guest is offered the sign-in modal instead. */
export function SignedOutNotice() {
  const { t } = useTranslation();
  const { openAuth } = useAuth();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="subscriptions-signed-out">
        <PotIllustration className="notice__art" />
        <h1 id="subscriptions-signed-out">{t("subscriptions.title")}</h1>
        <p>{t("subscriptions.signedOut")}</p>
        <div className="notice__actions">
          <Button onClick={() => openAuth("signin")}>{t("subscriptions.signIn")}</Button>
        </div>
      </section>
    </div>
  );
}
