import type { InputHTMLAttributes, Ref } from "react";
import { FieldLabelText, FieldMessages, fieldClassName, inputDirection, useFieldIds } from "./field-parts.tsx";
import "./text-field.css";

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Hide the label visually (it stays the accessible name). */
  hideLabel?: boolean;
  hint?: string;
  error?: string | null;
  ref?: Ref<HTMLInputElement>;
}

export function TextField({ label, hideLabel = false, hint, error, id, className, ...rest }: TextFieldProps) {
  const { controlId: inputId, hintId, errorId, describedBy } = useFieldIds(id, hint, error);
  return (
    <div className={fieldClassName(className)}>
      <label htmlFor={inputId} className={hideLabel ? "visually-hidden" : "field__label"}>
        <FieldLabelText text={label} />
      </label>
      <input
        id={inputId}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        {...rest}
        dir={inputDirection(rest)}
      />
      <FieldMessages hint={hint} hintId={hintId} error={error} errorId={errorId} />
    </div>
  );
}
