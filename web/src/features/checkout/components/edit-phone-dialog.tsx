import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountryCodeSelect } from "../../../components/country-code-select.tsx";
import { PhoneField } from "../../../components/phone-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { countryCodeAt, countryCodeIndexOf, isValidPhone } from "../../../lib/phone.ts";

export interface EditPhoneDialogProps {
  countryCode: string | null;
  phoneNumber: string | null;
  onClose: () => void;
  /** The new number, to be verified by a code (the account feature's verify dialog). */
  onContinue: (countryCode: string, phoneNumber: string) => void;
}

/** Edit mobile number (spec §2 modals): a country code and 10 digits, then verification by SMS code. */
export function EditPhoneDialog({ countryCode, phoneNumber, onClose, onContinue }: EditPhoneDialogProps) {
  const { t } = useTranslation();
  const [codeIndex, setCodeIndex] = useState(() => countryCodeIndexOf(countryCode));
  const [digits, setDigits] = useState(phoneNumber ?? "");
  const valid = isValidPhone(digits);
  const formId = "checkout-phone-form";

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (valid) onContinue(countryCodeAt(codeIndex), digits);
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t("checkout.phone.title")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t("checkout.phone.cancel")}
          </Button>
          <Button type="submit" form={formId}>
            {t("checkout.phone.verify")}
          </Button>
        </>
      }
    >
      <form id={formId} className="checkout-phone" onSubmit={submit} noValidate>
        <CountryCodeSelect label={t("checkout.phone.countryCode")} index={codeIndex} onChange={setCodeIndex} />
        <PhoneField
          label={t("checkout.phone.number")}
          value={digits}
          onChange={setDigits}
          error={valid ? null : t("checkout.phone.invalid")}
          required
        />
      </form>
    </Dialog>
  );
}
