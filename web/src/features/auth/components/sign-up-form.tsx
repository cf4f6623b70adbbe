import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountryCodeSelect } from "../../../components/country-code-select.tsx";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { PhoneField } from "../../../components/phone-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useTenant } from "../../../config/tenant-context.tsx";
import { countryCodeAt } from "../../../lib/phone.ts";
import { nameMaxLength, passwordMinLength } from "../../../lib/validation.ts";
import { useGeneratePhoneCode } from "../api/phone-code.ts";
import { useRegisterCustomer } from "../api/register-customer.ts";
import { useTouched } from "../hooks/use-touched.ts";
import { checkEmail, checkNewPassword, checkPhone, checkRequired } from "../validation.ts";
import "./auth-form.css";

/** What the verification step needs once the account exists. */
export interface PendingVerification {
  email: string;
  password: string;
  countryCode: string;
  phoneNumber: string;
}

type Field = "name" | "surname" | "email" | "password" | "phone";

/** Name, email, password and mobile number; creates the account and sends the phone code. */
export function SignUpForm({ onRegistered }: { onRegistered: (pending: PendingVerification) => void }) {
  const { t } = useTranslation();
  const { tenantId, shopId } = useTenant();
  const showError = useErrorDialog();
  const toast = useToast();
  const register = useRegisterCustomer();
  const sendCode = useGeneratePhoneCode();
  const [values, setValues] = useState({ name: "", surname: "", email: "", password: "", phone: "" });
  const [countryIndex, setCountryIndex] = useState(0);
  const { touch, shown } = useTouched<Field>();
  const set = (field: Field) => (value: string) => setValues((all) => ({ ...all, [field]: value }));

  const errors = {
    name: checkRequired(values.name),
    surname: checkRequired(values.surname),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
    phone: checkPhone(values.phone),
  };
  const valid = Object.values(errors).every((e) => e === null);
  const busy = register.isPending || sendCode.isPending;
  const message = (field: Field) => {
    const key = shown(field, errors[field]);
    return key ? t(key, { min: passwordMinLength }) : null;
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || busy) return;
    const countryCode = countryCodeAt(countryIndex);
    const email = values.email.trim();
    register.mutate(
      {
        name: values.name.trim(),
        surname: values.surname.trim(),
        userName: email,
        emailAddress: email,
        password: values.password,
        isActive: true,
        phoneNumber: `${countryCode}${values.phone}`,
        roleNames: ["customer"],
        shopId: shopId ?? tenantId,
      },
      {
        onError: (error) => showError(error),
        onSuccess: () => {
          const pending = { email, password: values.password, countryCode, phoneNumber: values.phone };
          sendCode.mutate(
            { phoneNumber: values.phone, countryCode },
            {
              onSuccess: () => toast.show({ message: t("auth.toasts.otpSent"), tone: "success", durationMs: 2000 }),
              onError: () => toast.show({ message: t("auth.toasts.somethingWrong"), tone: "error", durationMs: 2000 }),
              onSettled: () => onRegistered(pending),
            },
          );
        },
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <div className="auth-form__row">
        <TextField
          label={t("auth.fields.firstName")}
          autoComplete="given-name"
          value={values.name}
          maxLength={nameMaxLength}
          onChange={(event) => set("name")(event.target.value)}
          onBlur={() => touch("name")}
          error={message("name")}
          required
        />
        <TextField
          label={t("auth.fields.lastName")}
          autoComplete="family-name"
          value={values.surname}
          maxLength={nameMaxLength}
          onChange={(event) => set("surname")(event.target.value)}
          onBlur={() => touch("surname")}
          error={message("surname")}
          required
        />
      </div>
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        value={values.email}
        onChange={(event) => set("email")(event.target.value)}
        onBlur={() => touch("email")}
        error={message("email")}
        required
      />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.hints.password", { min: passwordMinLength })}
        value={values.password}
        onChange={(event) => set("password")(event.target.value)}
        onBlur={() => touch("password")}
        error={message("password")}
        required
      />
      <div className="auth-form__row auth-form__row--phone">
        <CountryCodeSelect label={t("auth.fields.countryCode")} index={countryIndex} onChange={setCountryIndex} />
        <PhoneField
          label={t("auth.fields.phone")}
          value={values.phone}
          onChange={set("phone")}
          onBlur={() => touch("phone")}
          error={message("phone")}
          required
        />
      </div>
      <Button type="submit" block disabled={!valid} loading={busy}>
        {t("auth.signUp.submit")}
      </Button>
    </form>
  );
}
