import type { SelectHTMLAttributes } from "react";
import { FieldMessages, fieldClassName, useFieldIds } from "./field-parts.tsx";
import "./text-field.css";

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  hint?: string;
  error?: string | null;
}

/** A labelled native select with the text field's look, hint and error. */
export function SelectField({ label, hint, error, id, className, children, ...rest }: SelectFieldProps) {
  const { controlId: selectId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(className)}>
      <label htmlFor={selectId} className="field__label">
        {label}
      </label>
      <select
        id={selectId}
        className="field__input field__select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
      >
        {children}
      </select>
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
