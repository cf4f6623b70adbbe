import { useId } from "react";

/** Ids of a field's control, hint and error, and the control's aria-describedby. */
export function useFieldIds(id: string | undefined, hint: string | undefined, error: string | null | undefined) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(" ") || undefined;
  return { controlId, hintId, errorId, describedBy };
}

/** The hint and error lines under a field, each with the id its control points to. */
export function FieldMessages({
  hint,
  hintId,
  error,
  errorId,
}: {
  hint?: string;
  hintId?: string;
  error?: string | null;
  errorId?: string;
}) {
  return (
    <>
      {hint ? (
        <span id={hintId} className="field__hint">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={errorId} className="field__error">
          {error}
        </span>
      ) : null}
    </>
  );
}

export const fieldClassName = (className: string | undefined) => ["field", className ?? ""].filter(Boolean).join(" ");
