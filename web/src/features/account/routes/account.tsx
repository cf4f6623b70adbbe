import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button } from "../../../components/ui/button.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useProfile } from "../api/get-profile.ts";
import { ChangePasswordDialog } from "../components/change-password-dialog.tsx";
import { ProfileForm } from "../components/profile-form.tsx";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import "../account.css";
import "../components/account-form.css";

function ProfileSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="account-form__grid" role="status" aria-label={t("account.loading")}>
      {Array.from({ length: 8 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
        <Skeleton key={i} height={68} />
      ))}
    </div>
  );
}

/** `/customer/account`: the profile form and the privacy section (spec document 2 §2). */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const profile = useProfile();
  const [changingPassword, setChangingPassword] = useState(false);
  if (!isSignedIn) return <SignedOutNotice titleKey="account.title" />;

  return (
    <div className="page account-page">
      <h1>{t("account.title")}</h1>
      <div className="account-layout">
        <section className="account-card" aria-labelledby="profile-title">
          <h2 id="profile-title">{t("account.profile.title")}</h2>
          <p className="account-card__lead">{t("account.profile.intro")}</p>
          {profile.data ? (
            <ProfileForm key={profile.data.id} profile={profile.data} />
          ) : profile.isError ? (
            <div role="alert" className="account-card__error">
              <p>{t("account.loadFailed")}</p>
              <Button variant="secondary" onClick={() => void profile.refetch()}>
                {t("account.retry")}
              </Button>
            </div>
          ) : (
            <ProfileSkeleton />
          )}
        </section>
        <section className="account-card account-card--side" aria-labelledby="privacy-title">
          <h2 id="privacy-title">{t("account.privacy.title")}</h2>
          <p className="account-card__lead">{t("account.privacy.text")}</p>
          <ul className="account-links">
            <li>
              <button type="button" className="account-links__item" onClick={() => setChangingPassword(true)}>
                {t("account.privacy.changePassword")}
              </button>
            </li>
            <li>
              <Link to={paths.customer.manageAccount.href()} className="account-links__item">
                {t("account.privacy.manageAccount")}
              </Link>
            </li>
          </ul>
        </section>
      </div>
      <ChangePasswordDialog open={changingPassword} onClose={() => setChangingPassword(false)} />
    </div>
  );
}
