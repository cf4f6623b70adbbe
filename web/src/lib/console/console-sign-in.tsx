import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { BrandLogo } from "../../components/brand-logo.tsx";
import { LanguageSelect } from "../../components/language-select.tsx";
import { Button } from "../../components/ui/button.tsx";
import { TextField } from "../../components/ui/text-field.tsx";
import { ApiError } from "../api-client.ts";
import { authenticate, isTenantAvailable } from "./console-client.ts";
import { consoleSession } from "./console-session.ts";
import { useConsoleSession } from "./console-session-context.tsx";
import "./console-sign-in.css";

type Field = "businessId" | "email" | "password";

/** Field problems before anything is sent: each is a `console.signIn.errors.*` key. */
function problemsOf(values: Record<Field, string>, merchant: boolean): Partial<Record<Field, string>> {
  const problems: Partial<Record<Field, string>> = {};
  if (merchant && !values.businessId.trim()) problems.businessId = "businessIdRequired";
  else if (merchant && /\s/.test(values.businessId.trim())) problems.businessId = "businessIdSpaces";
  if (!values.email.trim()) problems.email = "emailRequired";
  else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())) problems.email = "emailInvalid";
  if (!values.password) problems.password = "passwordRequired";
  return problems;
}

/**
 * The consoles' sign-in (docs/merchant-console.md "Signing in"). Merchant: Business ID (the tenancy
 * name, remembered), email and password; the Business ID is checked with IsTenantAvailable, then
 * TokenAuth/Authenticate signs in within that tenant. Host: email and password, `tenancyName: null`.
 * A token without the console's role is not kept ("not a shop administrator").
 */
export function ConsoleSignIn() {
  const { t } = useTranslation();
  const { kind, client, signIn, signedOutReason } = useConsoleSession();
  const merchant = kind === "merchant";
  const [values, setValues] = useState<Record<Field, string>>({
    businessId: merchant ? consoleSession.businessId() : "",
    email: "",
    password: "",
  });
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const alertId = useId();
  const problems = problemsOf(values, merchant);

  useEffect(() => headingRef.current?.focus(), []);

  const errorOf = (field: Field) => {
    const key = problems[field];
    return key && (touched[field] || submitted) ? t(`console.signIn.errors.${key}`) : null;
  };
  const bind = (field: Field) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [field]: event.target.value })),
    onBlur: () => setTouched((v) => ({ ...v, [field]: true })),
    error: errorOf(field),
    required: true,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0 || pending) return;
    setPending(true);
    setFailure(null);
    consoleSession.signOut(kind);
    try {
      const tenancyName = merchant ? values.businessId.trim() : null;
      if (tenancyName !== null) {
        const { state } = await isTenantAvailable(client, tenancyName);
        if (state !== 1) {
          setFailure(t(state === 2 ? "console.signIn.errors.tenantInactive" : "console.signIn.errors.tenantNotFound"));
          return;
        }
        consoleSession.rememberBusinessId(tenancyName);
      }
      const result = await authenticate(client, { email: values.email.trim(), password: values.password, tenancyName });
      if (!signIn(result.accessToken)) setFailure(t(`console.signIn.errors.notAdmin.${kind}`));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.status > 0
          ? (error.details ?? error.message)
          : t("console.signIn.errors.network"),
      );
    } finally {
      setPending(false);
    }
  };

  return (
    <main className="console-sign-in" id="main">
      {/* A partner arriving from the onboarding email in a fresh browser picks a language before signing in. */}
      <div className="console-sign-in__language">
        <LanguageSelect />
      </div>
      <form
        className="console-sign-in__card"
        onSubmit={submit}
        noValidate
        aria-describedby={failure ? alertId : undefined}
      >
        <BrandLogo />
        <h1 ref={headingRef} tabIndex={-1}>
          {t(`console.signIn.title.${kind}`)}
        </h1>
        <p className="console-sign-in__lead">{t(`console.signIn.lead.${kind}`)}</p>
        {signedOutReason === "expired" ? (
          <p className="console-sign-in__notice" role="status">
            {t("console.signIn.expired")}
          </p>
        ) : null}
        {failure ? (
          <p className="console-sign-in__alert" role="alert" id={alertId}>
            {failure}
          </p>
        ) : null}
        {merchant ? (
          <TextField
            label={t("console.signIn.businessId")}
            hint={t("console.signIn.businessIdHint")}
            autoComplete="organization"
            autoCapitalize="none"
            spellCheck={false}
            dir="ltr"
            {...bind("businessId")}
          />
        ) : null}
        <TextField label={t("console.signIn.email")} type="email" autoComplete="username" {...bind("email")} />
        <TextField
          label={t("console.signIn.password")}
          type="password"
          autoComplete="current-password"
          {...bind("password")}
        />
        <Button type="submit" block loading={pending}>
          {t("console.signIn.submit")}
        </Button>
      </form>
    </main>
  );
}
