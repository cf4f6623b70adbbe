import type { Subscription } from "@dutchpot/contract";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../components/order-summary/refusal-text.ts";
import { TransText } from "../../../components/trans-text.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { formatMoney } from "../../../lib/format.ts";
import { type SubscriptionAction, useChangeSubscription } from "../api/change-subscription.ts";

const doneKey = { pause: "paused", resume: "resumed", cancel: "cancelled" } as const;

/** Before a cancel: what it refunds (the deliveries not yet being prepared, in full), or that it refunds nothing. */
function RefundRule({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const refund = subscription.refundOnCancel;
  return (
    <p className="sub-refund">
      {refund ? (
        <TransText i18nKey="subscriptions.actions.refund" values={{ amount: formatMoney(refund.amount) }} />
      ) : (
        t("subscriptions.actions.noRefund")
      )}
    </p>
  );
}

/**
 * Pause (active), Resume (paused) and Cancel (either), each behind a confirmation dialog. A refused
 * action (409: the subscription moved meanwhile) says why in the dialog, in the reader's language; a done one
 * closes it and says so in a focused status line (the pressed button may be gone).
 */
export function SubscriptionActions({ subscription }: { subscription: Subscription }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<SubscriptionAction | null>(null);
  const [done, setDone] = useState<SubscriptionAction | null>(null);
  const change = useChangeSubscription(subscription.id);
  const explain = useRefusalText();
  const doneRef = useRef<HTMLParagraphElement>(null);

  // After the dialog's own cleanup put focus back on the (maybe removed) button.
  useEffect(() => {
    if (done && open === null) doneRef.current?.focus();
  }, [done, open]);

  const close = () => {
    if (change.isPending) return;
    setOpen(null);
    change.reset();
  };
  const confirm = (action: SubscriptionAction) =>
    change.mutate(action, {
      onSuccess: () => {
        setDone(action);
        setOpen(null);
      },
    });
  const ask = (action: SubscriptionAction) => {
    change.reset();
    setDone(null);
    setOpen(action);
  };

  // A known refusal (ended, not active, not paused) in the reader's language.
  const errorText = explain(change.error, t("subscriptions.actions.failed"));
  const canChange = subscription.status === "active" || subscription.status === "paused";

  return (
    <div className="sub-actions">
      {done ? (
        <p ref={doneRef} className="sub-done" role="status" tabIndex={-1}>
          {t(`subscriptions.actions.${doneKey[done]}`)}
        </p>
      ) : null}
      {canChange ? (
        <div className="sub-actions__buttons">
          {subscription.status === "active" ? (
            <Button variant="secondary" onClick={() => ask("pause")}>
              {t("subscriptions.actions.pause")}
            </Button>
          ) : (
            <Button onClick={() => ask("resume")}>{t("subscriptions.actions.resume")}</Button>
          )}
          <Button variant="danger" onClick={() => ask("cancel")}>
            {t("subscriptions.actions.cancel")}
          </Button>
        </div>
      ) : (
        <p className="sub-muted">{t("subscriptions.detail.ended")}</p>
      )}
      {open ? (
        <Dialog
          open
          onClose={close}
          role="alertdialog"
          title={t(`subscriptions.actions.${open}Title`)}
          actions={
            <>
              <Button variant="secondary" onClick={close} disabled={change.isPending}>
                {t("subscriptions.actions.goBack")}
              </Button>
              <Button
                variant={open === "cancel" ? "danger" : "primary"}
                loading={change.isPending}
                onClick={() => confirm(open)}
              >
                {t(`subscriptions.actions.${open}Confirm`)}
              </Button>
            </>
          }
        >
          <p>{t(`subscriptions.actions.${open}Text`)}</p>
          {open === "cancel" ? <RefundRule subscription={subscription} /> : null}
          {change.isError ? (
            <p className="sub-error" role="alert">
              {errorText}
            </p>
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
