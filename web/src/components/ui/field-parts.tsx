import { type InputHTMLAttributes, type ReactNode, useId } from "react";

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

const leftToRightTypes = new Set(["email", "tel", "url", "number", "password"]);
const leftToRightModes = new Set(["numeric", "decimal", "tel", "email", "url"]);
const leftToRightAutoComplete = /^(postal-code|email|tel|url|cc-|one-time-code)/;

/**
 * The text direction of an input on a right-to-left page (Dari): numbers, money, coordinates, postal
 * codes, emails, phones and URLs stay left to right ("-79.4393" never shows as "79.4393-"); free text
 * sets its own direction from its first letter (an English name reads left to right, a Dari one right
 * to left). A direction the form chose wins.
 */
export function inputDirection(props: InputHTMLAttributes<HTMLInputElement>): string | undefined {
  if (props.dir) return props.dir;
  if (
    props.type &&
    ["date", "time", "datetime-local", "month", "week", "color", "checkbox", "radio", "file"].includes(props.type)
  )
    return undefined;
  if (props.type && leftToRightTypes.has(props.type)) return "ltr";
  if (props.inputMode && leftToRightModes.has(props.inputMode)) return "ltr";
  if (props.autoComplete && leftToRightAutoComplete.test(props.autoComplete)) return "ltr";
  return "auto";
}

/**
 * A field label with its parenthesised money unit ("(CA$)") isolated, so a right-to-left page does
 * not mirror it into "($CA)".
 */
export function FieldLabelText({ text }: { text: string }): ReactNode {
  const parts = text.split(/(\([^()]*\$[^()]*\))/);
  if (parts.length === 1) return text;
  return parts.map((part, index) =>
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed label, never reordered
    index % 2 === 1 ? <bdi key={index}>{part}</bdi> : part,
  );
}
