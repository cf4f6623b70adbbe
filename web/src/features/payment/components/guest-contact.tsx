import { useTranslation } from "react-i18next";
import { TextField } from "../../../components/ui/text-field.tsx";

/** Name and email for a guest's receipt (a customer's come from the profile). */
export function GuestContact({
  name,
  email,
  emailError,
  onName,
  onEmail,
}: {
  name: string;
  email: string;
  emailError: string | null;
  onName: (v: string) => void;
  onEmail: (v: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="payment-contact">
      <legend className="card-choice__legend">{t("payment.contact.legend")}</legend>
      <TextField
        label={t("payment.contact.name")}
        autoComplete="name"
        value={name}
        maxLength={120}
        onChange={(e) => onName(e.target.value)}
      />
      <TextField
        label={t("payment.contact.email")}
        type="email"
        autoComplete="email"
        value={email}
        maxLength={256}
        error={emailError}
        onChange={(e) => onEmail(e.target.value)}
      />
    </fieldset>
  );
}
