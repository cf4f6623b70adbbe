import type { AuthenticateResult } from "@dutchpot/contract";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useAuthenticate } from "../api/authenticate.ts";
import { useTouched } from "../hooks/use-touched.ts";
import { checkEmail, checkPassword } from "../validation.ts";
import "./auth-form.css";

interface SignInFormProps {
  initialEmail?: string;
  onSignedIn: (result: AuthenticateResult) => void;
  onForgotPassword: (email: string) => void;
}

/** Email and password; Sign In is enabled only when both are valid (spec §5). */
export function SignInForm({ initialEmail = "", onSignedIn, onForgotPassword }: SignInFormProps) {
  const { t } = useTranslation();
  const showError = useErrorDialog();
  const authenticate = useAuthenticate();
  const [email, setEmail] = useState(initialEmail);
  const [password, setPassword] = useState("");
  const { touch, shown } = useTouched<"email" | "password">();
  const emailError = checkEmail(email);
  const passwordError = checkPassword(password);
  const valid = !emailError && !passwordError;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!valid || authenticate.isPending) return;
    authenticate.mutate(
      { userNameOrEmailAddress: email.trim(), password },
      { onSuccess: onSignedIn, onError: (error) => showError(error) },
    );
  };

  const emailShown = shown("email", emailError);
  const passwordShown = shown("password", passwordError);
  return (
    <form className="auth-form" onSubmit={submit} noValidate>
      <TextField
        label={t("auth.fields.email")}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onBlur={() => touch("email")}
        error={emailShown ? t(emailShown) : null}
        required
      />
      <TextField
        label={t("auth.fields.password")}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        onBlur={() => touch("password")}
        error={passwordShown ? t(passwordShown) : null}
        required
      />
      <button type="button" className="auth-link" onClick={() => onForgotPassword(email.trim())}>
        {t("auth.signIn.forgot")}
      </button>
      <Button type="submit" block disabled={!valid} loading={authenticate.isPending}>
        {t("auth.signIn.submit")}
      </Button>
    </form>
  );
}
