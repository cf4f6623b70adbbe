import type { Order } from "@dutchpot/contract";
import { type OrderProblemKind, orderLimits, orderProblemKinds } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useRefusalText } from "../../../components/order-summary/refusal-text.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { intlLocale } from "../../../lib/dates.ts";
import { useReportProblem } from "../api/report-problem.ts";

export interface ReportProblemDialogProps {
  order: Order;
  onClose: () => void;
  /** The report was stored: the answered order lists it. */
  onSent: (order: Order) => void;
}

/** What went wrong (missing item, wrong item, late, other) and a note, sent to the store. */
export function ReportProblemDialog({ order, onClose, onSent }: ReportProblemDialogProps) {
  const { t, i18n } = useTranslation();
  const formId = useId();
  const noteId = useId();
  const hintId = useId();
  const kindErrorId = useId();
  const [kind, setKind] = useState<OrderProblemKind | null>(null);
  const [note, setNote] = useState("");
  const [missingKind, setMissingKind] = useState(false);
  const report = useReportProblem();
  const explain = useRefusalText();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind) {
      setMissingKind(true);
      return;
    }
    report.mutate({ id: order.id, kind, note: note.trim() }, { onSuccess: onSent });
  };
  const close = () => {
    if (!report.isPending) onClose();
  };
  // What the server refused (too old, too many reports) in the reader's language; else a generic line.
  const errorText = explain(report.error, t("help.failed"));

  return (
    <Dialog
      open
      onClose={close}
      title={t("help.reportTitle", { id: order.id })}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={report.isPending}>
            {t("help.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={report.isPending}>
            {t("help.submit")}
          </Button>
        </>
      }
    >
      <form id={formId} className="help-form" onSubmit={submit} noValidate>
        <fieldset className="help-kinds" aria-describedby={missingKind && !kind ? kindErrorId : undefined}>
          <legend>{t("help.kindLegend")}</legend>
          {orderProblemKinds.map((k) => (
            <label key={k} className="help-kinds__option">
              <input type="radio" name={`${formId}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              {t(`help.kinds.${k}`)}
            </label>
          ))}
          {missingKind && !kind ? (
            <p id={kindErrorId} className="help-error" role="alert">
              {t("help.chooseKind")}
            </p>
          ) : null}
        </fieldset>
        <div className="help-note">
          <label htmlFor={noteId}>{t("help.note")}</label>
          <textarea
            id={noteId}
            rows={4}
            value={note}
            maxLength={orderLimits.problemNoteMaxLength}
            aria-describedby={hintId}
            onChange={(event) => setNote(event.target.value)}
          />
          <p id={hintId} className="help-muted">
            {t("help.noteHint", {
              max: new Intl.NumberFormat(intlLocale(i18n.language)).format(orderLimits.problemNoteMaxLength),
            })}
          </p>
        </div>
        {report.isError ? (
          <p className="help-error" role="alert">
            {errorText}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
