import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { Button, ButtonLink } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { paths } from "../../../config/paths.ts";
import { useAuth } from "../../../lib/auth.tsx";
import { useDeleteCustomer } from "../api/delete-customer.ts";
import { LoadingDots } from "../components/loading-dots.tsx";
import { SignedOutNotice } from "../components/signed-out-notice.tsx";
import "../account.css";

/** What Customers/DeleteCustomer erases (server: customers/account-data.service.ts and the data sources). */
const erasedKeys = ["what1", "what2", "what3", "what4"] as const;

function ErasedList() {
  const { t } = useTranslation();
  return (
    <ul className="account-list">
      {erasedKeys.map((key) => (
        <li key={key}>{t(`account.delete.${key}`)}</li>
      ))}
    </ul>
  );
}

/**
 * `/customer/manage-account/deleteaccount`: what deletion erases, Go back, and Delete, which asks
 * again in a dialog naming what goes (its first button, Keep my account, takes focus; Escape keeps it too). Only
 * the dialog's Delete my account erases (loading dots while it runs); success ends the session
 * and returns to the landing page.
 */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn, endSession } = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteCustomer();
  const [asking, setAsking] = useState(false);
  if (!isSignedIn && !remove.isSuccess) return <SignedOutNotice titleKey="account.delete.title" />;

  const erase = () =>
    remove.mutate(undefined, {
      onSuccess: () => {
        // The dialog goes with the page: closing it first would take its history entry back (Back
        // closes dialogs) while the router goes home.
        toast.show({ message: t("account.toasts.deleted"), tone: "success", durationMs: 3000 });
        endSession();
        navigate(paths.home.href(), { replace: true });
      },
      onError: () => toast.show({ message: t("account.toasts.deleteFailed"), tone: "error", durationMs: 3000 }),
    });
  const keep = () => {
    if (!remove.isPending) setAsking(false);
  };

  return (
    <div className="page account-page account-page--narrow">
      <h1>{t("account.delete.title")}</h1>
      <section className="account-card account-card--danger" aria-labelledby="delete-what">
        <h2 id="delete-what">{t("account.delete.lead")}</h2>
        <ErasedList />
        <p className="account-card__warning">{t("account.delete.warning")}</p>
        <div className="account-card__actions">
          <ButtonLink to={paths.customer.manageAccount.href()} variant="secondary">
            {t("account.delete.goBack")}
          </ButtonLink>
          <Button variant="danger" onClick={() => setAsking(true)}>
            {t("account.delete.confirm")}
          </Button>
        </div>
      </section>
      <Dialog
        open={asking}
        onClose={keep}
        role="alertdialog"
        title={t("account.delete.dialogTitle")}
        hideCloseButton
        actions={
          <>
            <Button variant="secondary" onClick={keep} disabled={remove.isPending}>
              {t("account.delete.keep")}
            </Button>
            <Button
              variant="danger"
              onClick={erase}
              disabled={remove.isPending}
              aria-busy={remove.isPending || undefined}
            >
              {remove.isPending ? (
                <>
                  {t("account.delete.deleting")}
                  <LoadingDots />
                </>
              ) : (
                t("account.delete.erase")
              )}
            </Button>
          </>
        }
      >
        <p>{t("account.delete.dialogLead")}</p>
        <ErasedList />
        <p className="account-card__warning">{t("account.delete.warning")}</p>
      </Dialog>
    </div>
  );
}
