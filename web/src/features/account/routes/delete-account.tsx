import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useDeleteCustomer } from "../api/delete-customer.ts";
import { LoadingDots } from "../components/loading-dots.tsx";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import "../account.css";

/**
 * `/customer/manage-account/deleteaccount`: what deletion erases, Go back, and Delete (loading dots
 * while it runs). Success ends the session and returns to the landing page.
 */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn, endSession } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  if (!isSignedIn && !remove.isSuccess) return <SignedOutNotice titleKey="account.delete.title" />;

  const confirm = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        toast.show({ message: t("account.toasts.deleted"), tone: "success", durationMs: 3000 });
        endSession();
        navigate(paths.home.href(), { replace: true });
      },
      onError: () => toast.show({ message: t("account.toasts.deleteFailed"), tone: "error", durationMs: 3000 }),
    });

  return (
    <div className="page account-page account-page--narrow">
      <h1>{t("account.delete.title")}</h1>
      <section className="account-card account-card--danger" aria-labelledby="delete-what">
        <h2 id="delete-what">{t("account.delete.lead")}</h2>
        <ul className="account-list">
          <li>{t("account.delete.what1")}</li>
          <li>{t("account.delete.what2")}</li>
          <li>{t("account.delete.what3")}</li>
        </ul>
        <p className="account-card__warning">{t("account.delete.warning")}</p>
        <div className="account-card__actions">
          <ButtonLink to={paths.customer.manageAccount.href()} variant="secondary">
            {t("account.delete.goBack")}
          </ButtonLink>
          <Button
            variant="danger"
            onClick={confirm}
            disabled={remove.isPending}
            aria-busy={remove.isPending || undefined}
          >
            {remove.isPending ? (
              <>
                {t("account.delete.deleting")}
                <LoadingDots />
              </>
            ) : (
              t("account.delete.confirm")
            )}
          </Button>
        </div>
      </section>
    </div>
  );
}
