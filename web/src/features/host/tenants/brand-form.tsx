import { hostTexts, type SocialNetwork, socialNetworks } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageUpload, uploadImageWith } from "../../../components/image-upload.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { useConsoleSession } from "../../../lib/console/index.ts";
import { intlLocale } from "../../../lib/dates.ts";
import { cachedNumberFormat } from "../../../lib/intl-cache.ts";
import { BrandPreview } from "./brand-preview.tsx";
import {
  type BrandField,
  type BrandProblem,
  type BrandValues,
  brandProblems,
  contrastOf,
  hostNamesOf,
  lowContrast,
  socialProblems,
} from "./brand-rules.ts";
import "./brand-form.css";

export interface BrandFormProps {
  initial: BrandValues;
  /** Creating a storefront asks for its tenancy name; editing keeps it. */
  creating: boolean;
  submitLabel: string;
  onSave: (values: BrandValues) => Promise<void>;
}

/** The server's 409s, put on the field they are about. */
function conflictOf(error: unknown, values: BrandValues): Partial<Record<BrandField, BrandProblem>> | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const host = hostNamesOf(values.hostNames).find((h) => error.message === hostTexts.hostNameTaken(h));
  if (host) return { hostNames: { key: "hostTaken", host } };
  if (error.message === hostTexts.tenancyNameTaken(values.tenancyName.trim())) {
    return { tenancyName: { key: "nameTaken" } };
  }
  return null;
}

/**
 * A storefront's brand: tenancy name (new storefronts), name, tagline, logo and header image
 * (uploaded through Media/Upload), primary colour with its contrast against white text (a warning
 * below 4.5:1), meta title and description, and host names; a live preview beside it.
 */
export function BrandForm({ initial, creating, submitLabel, onSave }: BrandFormProps) {
  const { t, i18n } = useTranslation();
  const { client } = useConsoleSession();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverProblems, setServerProblems] = useState<Partial<Record<BrandField, BrandProblem>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const contrastId = useId();
  const problems = { ...brandProblems(values, creating), ...serverProblems };
  const socials = socialProblems(values);
  const ratio = contrastOf(values.primaryColor);
  const ratioText =
    ratio === null ? "" : cachedNumberFormat(intlLocale(i18n.language), { maximumFractionDigits: 1 }).format(ratio);

  const set = (field: BrandField, value: string | null) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerProblems(({ [field]: _, ...rest }) => rest);
  };
  const setSocial = (network: SocialNetwork, url: string) =>
    setValues((v) => ({ ...v, socialLinks: { ...v.socialLinks, [network]: url } }));
  const invalid = Object.values(problems).some(Boolean) || Object.values(socials).some(Boolean);
  const errorOf = (field: BrandField) => {
    const problem = problems[field];
    if (!problem || !(submitted || serverProblems[field])) return null;
    return t(`host.brand.errors.${problem.key}`, { max: problem.max, host: problem.host });
  };
  const text = (field: BrandField, extra: { hint?: string; type?: string; autoComplete?: string } = {}) => ({
    label: t(`host.brand.fields.${field}`),
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value),
    error: errorOf(field),
    required: true,
    autoComplete: "off",
    // What is typed sets its own direction (an English tagline in the Dari console reads left to right).
    dir: "auto",
    ...extra,
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (invalid || pending) return;
    setPending(true);
    try {
      await onSave(values);
    } catch (error) {
      const conflict = conflictOf(error, values);
      if (conflict) setServerProblems(conflict);
      else setFailure(error instanceof ApiError && error.status < 500 ? error.message : t("host.brand.saveFailed"));
    } finally {
      setPending(false);
    }
  };

  const upload = uploadImageWith(client);
  return (
    <form className="brand-form" noValidate onSubmit={submit} aria-busy={pending || undefined}>
      <div className="brand-form__fields">
        {creating ? (
          <TextField {...text("tenancyName", { hint: t("host.brand.hints.tenancyName") })} dir="ltr" />
        ) : null}
        <TextField {...text("name")} />
        <TextField {...text("tagline")} />
        <fieldset className="brand-form__group">
          <legend>{t("host.brand.fields.logoUrl")}</legend>
          <ImageUpload
            label={t("host.brand.uploadLogo")}
            value={values.logoUrl}
            onChange={(url) => set("logoUrl", url)}
            purpose="brandLogo"
            upload={upload}
          />
        </fieldset>
        <fieldset className="brand-form__group">
          <legend>{t("host.brand.fields.headerImageUrl")}</legend>
          <ImageUpload
            label={t("host.brand.uploadHeader")}
            value={values.headerImageUrl}
            onChange={(url) => set("headerImageUrl", url)}
            purpose="brandHeader"
            upload={upload}
          />
        </fieldset>
        <div className="brand-form__color">
          <TextField {...text("primaryColor", { hint: t("host.brand.hints.primaryColor") })} dir="ltr" />
          <label className="brand-form__swatch">
            <span className="visually-hidden">{t("host.brand.pickColor")}</span>
            <input
              type="color"
              value={/^#[0-9a-f]{6}$/i.test(values.primaryColor) ? values.primaryColor.toLowerCase() : "#000000"}
              onChange={(event) => set("primaryColor", event.target.value)}
            />
          </label>
        </div>
        <p className={lowContrast(ratio) ? "brand-form__contrast is-low" : "brand-form__contrast"} aria-live="polite">
          {ratio === null
            ? t("host.brand.contrastUnknown")
            : lowContrast(ratio)
              ? t("host.brand.contrastLow", { ratio: ratioText })
              : t("host.brand.contrastOk", { ratio: ratioText })}
        </p>
        <TextField {...text("metaTitle")} />
        <div className="field">
          <label htmlFor={`${contrastId}-meta`} className="field__label">
            {t("host.brand.fields.metaDescription")}
          </label>
          <textarea
            id={`${contrastId}-meta`}
            className="field__input brand-form__textarea"
            rows={3}
            dir="auto"
            value={values.metaDescription}
            required
            aria-invalid={errorOf("metaDescription") ? true : undefined}
            aria-describedby={errorOf("metaDescription") ? `${contrastId}-meta-error` : undefined}
            onChange={(event) => set("metaDescription", event.target.value)}
          />
          {errorOf("metaDescription") ? (
            <span id={`${contrastId}-meta-error`} className="field__error">
              {errorOf("metaDescription")}
            </span>
          ) : null}
        </div>
        <div className="field">
          <label htmlFor={`${contrastId}-hosts`} className="field__label">
            {t("host.brand.fields.hostNames")}
          </label>
          <textarea
            id={`${contrastId}-hosts`}
            className="field__input brand-form__textarea"
            rows={3}
            dir="ltr"
            spellCheck={false}
            value={values.hostNames}
            aria-invalid={errorOf("hostNames") ? true : undefined}
            aria-describedby={`${contrastId}-hosts-hint${errorOf("hostNames") ? ` ${contrastId}-hosts-error` : ""}`}
            onChange={(event) => set("hostNames", event.target.value)}
          />
          <span id={`${contrastId}-hosts-hint`} className="field__hint">
            {t("host.brand.hints.hostNames")}
          </span>
          {errorOf("hostNames") ? (
            <span id={`${contrastId}-hosts-error`} className="field__error">
              {errorOf("hostNames")}
            </span>
          ) : null}
        </div>
        <fieldset className="brand-form__group">
          <legend>{t("host.brand.fields.socialLinks")}</legend>
          <p className="field__hint">{t("host.brand.hints.socialLinks")}</p>
          {socialNetworks.map((network) => (
            <TextField
              key={network}
              label={t(`footer.social.${network}`)}
              type="url"
              inputMode="url"
              dir="ltr"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
              value={values.socialLinks[network]}
              onChange={(event) => setSocial(network, event.target.value)}
              error={submitted && socials[network] ? t("host.brand.errors.socialUrl") : null}
            />
          ))}
        </fieldset>
        {failure ? (
          <p className="brand-form__failure" role="alert">
            {failure}
          </p>
        ) : null}
        {submitted && invalid ? (
          <p className="brand-form__failure" role="alert">
            {t("host.brand.fixErrors")}
          </p>
        ) : null}
        <div className="brand-form__actions">
          <Button type="submit" disabled={pending}>
            {pending ? t("host.brand.saving") : submitLabel}
          </Button>
        </div>
      </div>
      <BrandPreview values={values} />
    </form>
  );
}
