import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { codeLength, passwordMinLength, toCodeDigits } from "../../../lib/validation.ts";
import { useResetPassword, useSendPasswordResetCode } from "../api/password-reset.ts";
import { useTouched } from "../hooks/use-touched.ts";
import { checkCode, checkEmail, checkNewPassword } from "../validation.ts";
import "./auth-form.css";

interface ResetPasswordFormProps {
  initialEmail?: string;
  onDone: (email: string) => void;
  onBack: () => void;
}

type Field = "email" | "code" | "password";

/**
 * Forgot password: a one-time code is emailed (the answer is the same whether the account exists,
 * so nobody can probe for accounts), then the code and a new password set it.
 */
export function ResetPasswordForm({ initialEmail = "", onDone, onBack }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const showError = useErrorDialog();
  const toast = useToast();
  const sendCode = useSendPasswordResetCode();
  const reset = useResetPassword();
  const [step, setStep] = useState<"request" | "reset">("request");
  const [email, setEmail] = useState(initialEmail);
  const [code, setCode] = useState("");
  const [password, setPassword] = useState("");
  const { touch, shown } = useTouched<Field>();
  const errors = { email: checkEmail(email), code: checkCode(code), password: checkNewPassword(password) };
  const message = (field: Field) => {
    const key = shown(field, errors[field]);
    return key ? t(key, { min: passwordMinLength }) : null;
  };

  const request = (event: FormEvent) => {
    event.preventDefault();
    if (errors.email || sendCode.isPending) return;
    sendCode.mutate(
      { emailAddress: email.trim() },
      {
        onSuccess: () => {
          toast.show({ message: t("auth.toasts.otpSent"), tone: "success", durationMs: 2000 });
          setStep("reset");
        },
        onError: (error) => showError(error),
      },
    );
  };

  const submitReset = (event: FormEvent) => {
    event.preventDefault();
    if (errors.code || errors.password || reset.isPending) return;
    reset.mutate(
      { emailAddress: email.trim(), code: code.trim(), newPassword: password },
      {
        onSuccess: () => {
          toast.show({ message: t("auth.reset.done"), tone: "success", durationMs: 3000 });
          onDone(email.trim());
        },
        onError: (error) => showError(error),
      },
    );
  };

  const back = (
    <button type="button" className="auth-link" onClick={onBack}>
      {t("auth.reset.back")}
    </button>
  );

  if (step === "request") {
    return (
      <form className="auth-form" onSubmit={request} noValidate>
        <p className="auth-form__lead">{t("auth.reset.requestText")}</p>
        <TextField
          label={t("auth.fields.email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          onBlur={() => touch("email")}
          error={message("email")}
          required
        />
        <Button type="submit" block disabled={errors.email !== null} loading={sendCode.isPending}>
          {t("auth.reset.sendCode")}
        </Button>
        <div className="auth-form__links">{back}</div>
      </form>
    );
  }

  return (
    <form className="auth-form" onSubmit={submitReset} noValidate>
      <p className="auth-form__lead">
        {t("auth.reset.codeText")} <bdi className="auth-form__phone">{email.trim()}</bdi>
      </p>
      <TextField
        label={t("auth.fields.code")}
        hint={t("auth.hints.code")}
        dir="ltr"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={codeLength}
        value={code}
        onChange={(event) => setCode(toCodeDigits(event.target.value))}
        onBlur={() => touch("code")}
        error={message("code")}
        required
      />
      <TextField
        label={t("auth.fields.newPassword")}
        type="password"
        autoComplete="new-password"
        hint={t("auth.hints.password", { min: passwordMinLength })}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => touch("password")}
        error={message("password")}
        required
      />
      <Button type="submit" block disabled={errors.code !== null || errors.password !== null} loading={reset.isPending}>
        {t("auth.reset.submit")}
      </Button>
      <div className="auth-form__links">
        <button type="button" className="auth-link" onClick={() => setStep("request")}>
          {t("auth.reset.newCode")}
        </button>
        {back}
      </div>
    </form>
  );
}
