import type { AuthenticateResult } from "@dutchpot/contract";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { displayPhone } from "../../../lib/phone.ts";
import { codeLength, toCodeDigits } from "../../../lib/validation.ts";
import { useConfirmPhone, useGeneratePhoneCode } from "../api/phone-code.ts";
import { checkCode } from "../validation.ts";
import "./auth-form.css";

interface VerifyPhoneFormProps {
  countryCode: string;
  phoneNumber: string;
  onVerified: (result: AuthenticateResult) => void;
  /** Secondary action under the form (e.g. back to sign in). */
  footer?: React.ReactNode;
}

/**
 * The security code (`codeLength` digits) sent by SMS. A wrong code shows 'Please Enter a valid Security Code'
 * (with the server's reason); a new code can be sent.
 */
export function VerifyPhoneForm({ countryCode, phoneNumber, onVerified, footer }: VerifyPhoneFormProps) {
  const { t } = useTranslation();
  const toast = useToast();
  const confirm = useConfirmPhone();
  const resend = useGeneratePhoneCode();
  const [code, setCode] = useState("");
  const [touched, setTouched] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => inputRef.current?.focus(), []);

  const codeError = checkCode(code);
  const fieldError = serverError ?? (touched && codeError ? t(codeError) : null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (codeError || confirm.isPending) return;
    setServerError(null);
    confirm.mutate(
      { confirmationCode: code, phoneNumber, countryCode },
      {
        onSuccess: onVerified,
        onError: (error) => {
          const reason = error instanceof ApiError && error.status !== 0 ? error.details || error.message : null;
          setServerError(reason ? `${t("auth.errors.codeInvalid")} ${reason}` : t("auth.errors.codeInvalid"));
        },
      },
    );
  };

  const sendAgain = () => {
    setServerError(null);
    resend.mutate(
      { phoneNumber, countryCode },
      {
        onSuccess: () => toast.show({ message: t("auth.toasts.otpSent"), tone: "success", durationMs: 2000 }),
        onError: () => toast.show({ message: t("auth.toasts.somethingWrong"), tone: "error", durationMs: 2000 }),
      },
    );
  };

  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <p className="auth-form__lead">
        {t("auth.verify.text")} <bdi className="auth-form__phone">{displayPhone(countryCode, phoneNumber)}</bdi>
      </p>
      <TextField
        ref={inputRef}
        label={t("auth.fields.code")}
        hint={t("auth.hints.code")}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        className="auth-form__code"
        value={code}
        onChange={(event) => {
          setCode(toCodeDigits(event.target.value));
          setServerError(null);
        }}
        onBlur={() => setTouched(true)}
        error={fieldError}
        required
      />
      <Button type="submit" block disabled={codeError !== null} loading={confirm.isPending}>
        {t("auth.verify.submit")}
      </Button>
      <div className="auth-form__links">
        <button type="button" className="auth-link" onClick={sendAgain} disabled={resend.isPending}>
          {t("auth.verify.resend")}
        </button>
        {footer}
      </div>
    </form>
  );
}
