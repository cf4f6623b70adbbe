import { useTranslation } from "react-i18next";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { useAuth } from "../../../lib/auth.tsx";

/** Account screens need a token: a guest is offered the sign-in modal instead. */
export function SignedOutNotice({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const { openAuth } = useAuth();
  return (
    <div className="page">
      <section className="notice" aria-labelledby="account-signed-out">
        <PotIllustration className="notice__art" />
        <h1 id="account-signed-out">{t(titleKey)}</h1>
        <p>{t("account.signedOut.text")}</p>
        <div className="notice__actions">
          <Button onClick={() => openAuth("signin")}>{t("account.signedOut.action")}</Button>
        </div>
      </section>
    </div>
  );
}
