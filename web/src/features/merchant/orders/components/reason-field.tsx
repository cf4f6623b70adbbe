import { useTranslation } from "react-i18next";

/** The merchant's reason (required, shown to the customer): a labelled text area with its error. */
export function ReasonField({
  id,
  value,
  onChange,
  max,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  max: number;
  error: string | null;
}) {
  const { t } = useTranslation();
  const errorId = `${id}-error`;
  return (
    <div className="field">
      <label htmlFor={id} className="field__label">
        {t("merchantOrders.reason")}
      </label>
      <textarea
        id={id}
        className="field__input board-reason"
        dir="auto"
        value={value}
        maxLength={max}
        rows={3}
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
