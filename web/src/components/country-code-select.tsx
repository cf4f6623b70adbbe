import { countryCodeOptions } from "../lib/phone.ts";
import { SelectField } from "./ui/select-field.tsx";

/** The sign-up country codes (spec document 1 §5), by index: "+1 (US)" and "+1 (CA)" share a code. */
export function CountryCodeSelect({
  label,
  index,
  onChange,
}: {
  label: string;
  index: number;
  onChange: (index: number) => void;
}) {
  return (
    <SelectField
      label={label}
      // "+1 (US)" must not be reordered right to left
      dir="ltr"
      value={index}
      onChange={(event) => onChange(Number(event.target.value))}
    >
      {countryCodeOptions.map((option, i) => (
        <option key={option.label} value={i}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
