import { type InputHTMLAttributes, useState } from "react";
import { formatPhone, phoneDigits, toPhoneDigits } from "../lib/phone.ts";
import { TextField } from "./ui/text-field.tsx";

export interface PhoneFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, "value" | "onChange" | "type" | "maxLength"> {
  label: string;
  /** The number as digits only (at most 10). */
  value: string;
  onChange: (digits: string) => void;
  /** Shown once the field has been left (spec: invalid is flagged on blur). */
  error?: string | null;
  hint?: string;
}

/**
 * A phone number input: typing keeps digits only, capped at 10; leaving the field shows a valid
 * number as (xxx) xxx-xxxx and flags an invalid one. Focusing never rewrites the text (that would
 * move the caret and break select-all-and-type).
 */
export function PhoneField({ label, value, onChange, error, hint, onBlur, ...rest }: PhoneFieldProps) {
  const [display, setDisplay] = useState(() => formatPhone(value));
  const [touched, setTouched] = useState(false);
  // A value changed from outside (form reset, saved profile) is shown formatted.
  const shown = toPhoneDigits(display) === value ? display : formatPhone(value);
  return (
    <TextField
      {...rest}
      label={label}
      hint={hint}
      type="tel"
      dir="ltr"
      inputMode="numeric"
      autoComplete="tel-national"
      // room for the brackets, space and dash of the formatted number
      maxLength={phoneDigits + 4}
      value={shown}
      onChange={(event) => {
        const digits = toPhoneDigits(event.target.value);
        setDisplay(digits);
        onChange(digits);
      }}
      onBlur={(event) => {
        setDisplay(formatPhone(value));
        setTouched(true);
        onBlur?.(event);
      }}
      error={touched ? error : null}
    />
  );
}
