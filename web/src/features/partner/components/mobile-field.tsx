import { TextField } from "../../../components/ui/text-field.tsx";
import { phoneDigits, toPhoneDigits } from "../../../lib/phone.ts";

export interface MobileFieldProps {
  id: string;
  label: string;
  /** Digits only, at most 10. */
  value: string;
  onChange: (digits: string) => void;
  onBlur: () => void;
  error: string | null;
}

/** The partner forms' mobile number: digits only, at most 10 (spec §2), error shown by the form. */
export function MobileField({ id, label, value, onChange, onBlur, error }: MobileFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      type="tel"
      dir="ltr"
      inputMode="numeric"
      autoComplete="tel-national"
      maxLength={phoneDigits}
      value={value}
      onChange={(event) => onChange(toPhoneDigits(event.target.value))}
      onBlur={onBlur}
      error={error}
      required
    />
  );
}
