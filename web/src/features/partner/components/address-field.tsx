import type { ReactNode } from "react";
import { TextField } from "../../../components/ui/text-field.tsx";

/** The registration's address: the chosen place's text and, from an address search, its id. */
export interface AddressChoice {
  address: string;
  placeId?: string | null;
  /** The position the address search resolved the place to (the server reverse-geocodes it). */
  latitude?: number | null;
  longitude?: number | null;
}

export interface AddressFieldProps {
  id: string;
  label: string;
  error: string | null;
  /** A new choice, or null when the text no longer names a chosen place. */
  onChange: (choice: AddressChoice | null) => void;
  onBlur: () => void;
}

/**
 * Where the address input comes from: `app/` passes the storefront's address search (discovery);
 * without one, a plain text field whose text the server geocodes.
 */
export type AddressFieldSlot = (props: AddressFieldProps) => ReactNode;

export function PlainAddressField({ id, label, error, onChange, onBlur }: AddressFieldProps) {
  return (
    <TextField
      id={id}
      label={label}
      autoComplete="street-address"
      error={error}
      required
      onChange={(event) => onChange(event.target.value.trim() ? { address: event.target.value } : null)}
      onBlur={onBlur}
    />
  );
}
