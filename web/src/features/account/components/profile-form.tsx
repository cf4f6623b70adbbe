import type { CustomerProfile } from "@dutchpot/contract";
import { type FormEvent, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { CountryCodeSelect } from "../../../components/country-code-select.tsx";
import { PhoneField } from "../../../components/phone-field.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { countryCodeAt, countryCodeIndexOf, defaultCountryCode } from "../../../lib/phone.ts";
import { useCountries } from "../api/get-countries.ts";
import { useUpdateProfile } from "../api/update-profile.ts";
import { checkProfile, type ProfileField, type ProfileValues } from "../validation.ts";
import { VerifyPhoneDialog } from "./verify-phone-dialog.tsx";
import "./account-form.css";

function valuesOf(profile: CustomerProfile): ProfileValues {
  return {
    name: profile.name,
    surname: profile.surname,
    emailAddress: profile.emailAddress,
    countryId: profile.countryId ? String(profile.countryId) : "",
    stateProvinceId: profile.stateProvinceId ? String(profile.stateProvinceId) : "",
    address: profile.address ?? "",
    city: profile.city ?? "",
    postCode: profile.postCode ?? "",
    phone: profile.phoneNumber ?? "",
  };
}

/**
 * The profile form (spec document 2 §2): every field required; a changed phone shows Verify and
 * disables Save until the new number is verified.
 */
export function ProfileForm({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation();
  const toast = useToast();
  const countries = useCountries();
  const update = useUpdateProfile();
  const [values, setValues] = useState(() => valuesOf(profile));
  const [codeIndex, setCodeIndex] = useState(() => countryCodeIndexOf(profile.phoneCountryCode));
  const [touched, setTouched] = useState<Partial<Record<ProfileField, boolean>>>({});
  const [verifying, setVerifying] = useState(false);

  const countryList = countries.data?.items ?? [];
  const states = useMemo(
    () => countryList.find((c) => String(c.id) === values.countryId)?.stateProvinces ?? [],
    [countryList, values.countryId],
  );
  const errors = checkProfile(values, states.length > 0);
  const countryCode = countryCodeAt(codeIndex);
  const phoneChanged =
    values.phone !== (profile.phoneNumber ?? "") || countryCode !== (profile.phoneCountryCode ?? defaultCountryCode);
  const otherErrors = Object.entries(errors).some(([field, error]) => field !== "phone" && error !== null);
  const canSave = !otherErrors && !phoneChanged && !update.isPending;

  const set = (field: ProfileField) => (value: string) => setValues((all) => ({ ...all, [field]: value }));
  const touch = (field: ProfileField) => () => setTouched((all) => ({ ...all, [field]: true }));
  const message = (field: ProfileField) => {
    const key = touched[field] ? errors[field] : null;
    return key ? t(key) : null;
  };
  const inputProps = (field: Exclude<ProfileField, "phone" | "countryId" | "stateProvinceId">) => ({
    value: values[field],
    onChange: (event: { target: { value: string } }) => set(field)(event.target.value),
    onBlur: touch(field),
    error: message(field),
    required: true,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(Object.fromEntries(Object.keys(values).map((k) => [k, true])));
    if (!canSave) return;
    update.mutate(
      {
        name: values.name.trim(),
        surname: values.surname.trim(),
        emailAddress: values.emailAddress.trim(),
        countryId: Number(values.countryId),
        stateProvinceId: values.stateProvinceId ? Number(values.stateProvinceId) : null,
        address: values.address.trim(),
        city: values.city.trim(),
        postCode: values.postCode.trim(),
      },
      {
        onSuccess: () => toast.show({ message: t("account.toasts.saved"), tone: "success", durationMs: 3000 }),
        onError: (error) => {
          const reason =
            error instanceof ApiError && error.status >= 400 && error.status < 500
              ? (error.details ?? error.message)
              : null;
          toast.show({
            message: reason ? `${t("account.toasts.failed")}: ${reason}` : t("account.toasts.failed"),
            tone: "error",
            durationMs: 3000,
          });
        },
      },
    );
  };

  return (
    <>
      <form className="account-form" onSubmit={submit} noValidate aria-labelledby="profile-title">
        <div className="account-form__grid">
          <TextField label={t("account.fields.firstName")} autoComplete="given-name" {...inputProps("name")} />
          <TextField label={t("account.fields.lastName")} autoComplete="family-name" {...inputProps("surname")} />
          <TextField
            label={t("account.fields.email")}
            type="email"
            autoComplete="email"
            className="account-form__wide"
            {...inputProps("emailAddress")}
          />
          <SelectField
            label={t("account.fields.country")}
            autoComplete="country"
            value={values.countryId}
            onChange={(event) => setValues((all) => ({ ...all, countryId: event.target.value, stateProvinceId: "" }))}
            onBlur={touch("countryId")}
            error={countries.isError ? t("account.errors.countries") : message("countryId")}
            disabled={countries.isPending}
            required
          >
            <option value="">{countries.isPending ? t("common.loading") : t("account.fields.chooseCountry")}</option>
            {countryList.map((country) => (
              <option key={country.id} value={country.id}>
                {country.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t("account.fields.state")}
            value={values.stateProvinceId}
            onChange={(event) => set("stateProvinceId")(event.target.value)}
            onBlur={touch("stateProvinceId")}
            error={message("stateProvinceId")}
            disabled={states.length === 0}
            required={states.length > 0}
          >
            <option value="">
              {values.countryId ? t("account.fields.chooseState") : t("account.fields.countryFirst")}
            </option>
            {states.map((state) => (
              <option key={state.id} value={state.id}>
                {state.name}
              </option>
            ))}
          </SelectField>
          <TextField
            label={t("account.fields.address")}
            autoComplete="street-address"
            className="account-form__wide"
            {...inputProps("address")}
          />
          <TextField label={t("account.fields.city")} autoComplete="address-level2" {...inputProps("city")} />
          <TextField label={t("account.fields.zip")} autoComplete="postal-code" {...inputProps("postCode")} />
          <div className="account-form__phone account-form__wide">
            <CountryCodeSelect label={t("account.fields.phoneCode")} index={codeIndex} onChange={setCodeIndex} />
            <PhoneField
              label={t("account.fields.phone")}
              value={values.phone}
              onChange={set("phone")}
              onBlur={touch("phone")}
              error={message("phone")}
              hint={phoneChanged ? t("account.phone.verifyHint") : undefined}
              required
            />
            {phoneChanged ? (
              <Button
                variant="secondary"
                className="account-form__verify"
                disabled={errors.phone !== null}
                onClick={() => setVerifying(true)}
              >
                {t("account.phone.verify")}
              </Button>
            ) : null}
          </div>
        </div>
        <div className="account-form__actions">
          <Button type="submit" disabled={!canSave} loading={update.isPending}>
            {t("account.save")}
          </Button>
        </div>
      </form>
      <VerifyPhoneDialog
        open={verifying}
        countryCode={countryCode}
        phoneNumber={values.phone}
        onClose={() => setVerifying(false)}
        onVerified={() => setVerifying(false)}
      />
    </>
  );
}
