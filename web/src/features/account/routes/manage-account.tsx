import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useDownloadArchive } from "../api/export-my-data.ts";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import "../account.css";

/** `/customer/manage-account`: download the data archive, or go on to delete the account. */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn } = useAuth();
  const toast = useToast();
  const download = useDownloadArchive();
  if (!isSignedIn) return <SignedOutNotice titleKey="account.manage.title" />;

  return (
    <div className="page account-page account-page--narrow">
      <Link to={paths.customer.account.href()} className="account-back">
        {t("account.manage.back")}
      </Link>
      <h1>{t("account.manage.title")}</h1>
      <section className="account-card" aria-labelledby="archive-title">
        <h2 id="archive-title">{t("account.manage.archiveTitle")}</h2>
        <p className="account-card__lead">{t("account.manage.archiveText")}</p>
        <Button
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: () => toast.show({ message: t("account.toasts.archiveReady"), tone: "success" }),
              onError: () => toast.show({ message: t("account.toasts.archiveFailed"), tone: "error" }),
            })
          }
        >
          {t("account.manage.archiveButton")}
        </Button>
      </section>
      <section className="account-card account-card--danger" aria-labelledby="delete-title">
        <h2 id="delete-title">{t("account.manage.deleteTitle")}</h2>
        <p className="account-card__lead">{t("account.manage.deleteText")}</p>
        <ButtonLink to={paths.customer.deleteAccount.href()} variant="secondary">
          {t("account.manage.deleteLink")}
        </ButtonLink>
      </section>
    </div>
  );
}
