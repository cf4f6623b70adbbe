import type { PartnerShopKind, RegisterTenantResult } from "@dutchpot/contract";
import { partnerTexts } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { passwordMinLength } from "../../../lib/validation.ts";
import { useCountries, useRegisterPartner } from "../api/partners.ts";
import {
  businessIdOf,
  businessNameMax,
  checkBusinessName,
  checkChosen,
  checkEmail,
  checkMobile,
  checkNewPassword,
} from "../validation.ts";
import { type AddressChoice, type AddressFieldSlot, PlainAddressField } from "./address-field.tsx";
import { MobileField } from "./mobile-field.tsx";
import { focusFirstInvalid, useShownErrors } from "./use-shown-errors.ts";
import { WelcomeDialog } from "./welcome-dialog.tsx";
import "./partner-forms.css";

const fields = ["businessName", "phone", "address", "country", "state", "email", "password"] as const;
type Field = (typeof fields)[number];

export interface RegistrationFormProps {
  shopKind: PartnerShopKind;
  /** The address input (the storefront's address search, composed in app/); a text field by default. */
  AddressField?: AddressFieldSlot;
}

/**
 * The home-chef and convenience registration (spec §2, same layout): business name, mobile number,
 * address, country, state (listed once a country is chosen), email and password. Invalid input is
 * never sent: Submit shows each field's message and moves focus to the first.
 */
export function RegistrationForm({ shopKind, AddressField = PlainAddressField }: RegistrationFormProps) {
  const { t } = useTranslation();
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const showError = useErrorDialog();
  const register = useRegisterPartner();
  const countries = useCountries();
  const { touch, shown, submit: markSubmitted } = useShownErrors<Field>();
  const [values, setValues] = useState({
    businessName: "",
    phone: "",
    country: "",
    state: "",
    email: "",
    password: "",
  });
  const [address, setAddressChoice] = useState<AddressChoice | null>(null);
  // The address text the server could not place on the map (its 400): shown on the field until changed.
  const [refusedAddress, setRefusedAddress] = useState<string | null>(null);
  const setAddress = (choice: AddressChoice | null) => {
    setAddressChoice(choice);
    setRefusedAddress(null);
  };
  const [welcome, setWelcome] = useState<RegisterTenantResult | null>(null);
  const set = (field: keyof typeof values) => (value: string) => setValues((all) => ({ ...all, [field]: value }));

  const states = useMemo(
    () => countries.data?.items.find((c) => String(c.id) === values.country)?.stateProvinces ?? [],
    [countries.data, values.country],
  );
  const errors: Record<Field, string | null> = {
    businessName: checkBusinessName(values.businessName),
    phone: checkMobile(values.phone),
    address: !address
      ? "partner.errors.addressRequired"
      : refusedAddress === address.address
        ? "partner.errors.addressNotFound"
        : null,
    country: checkChosen(values.country, "countryRequired"),
    state: checkChosen(values.state, "stateRequired"),
    email: checkEmail(values.email),
    password: checkNewPassword(values.password),
  };
  const message = (field: Field) => {
    const key = shown(field, errors[field]);
    return key ? t(key, { min: passwordMinLength, id: businessIdOf(values.businessName) }) : null;
  };
  const businessId = businessIdOf(values.businessName);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (register.isPending) return;
    markSubmitted();
    if (fields.some((f) => errors[f] !== null) || !address) {
      focusFirstInvalid(fields, errors, idOf);
      return;
    }
    register.mutate(
      {
        tenancyName: businessId,
        businessName: values.businessName.trim(),
        adminEmailAddress: values.email.trim(),
        address: address.address,
        placeId: address.placeId ?? null,
        latitude: address.latitude ?? null,
        longitude: address.longitude ?? null,
        phoneNumber: values.phone,
        countryId: Number(values.country),
        stateProvinceId: Number(values.state),
        password: values.password,
        shopKind,
      },
      {
        onSuccess: setWelcome,
        onError: (error) => {
          // An address no geocoder knows: the server's 400, shown on the Address field, not a dialog.
          if (error instanceof ApiError && error.status === 400 && error.message === partnerTexts.addressNotFound) {
            setRefusedAddress(address.address);
            document.getElementById(idOf("address"))?.focus();
          } else showError(error);
        },
      },
    );
  };

  return (
    <>
      <form className="partner-form" onSubmit={submit} noValidate aria-label={t("partner.register.formLabel")}>
        <TextField
          id={idOf("businessName")}
          label={t("partner.register.businessName")}
          autoComplete="organization"
          maxLength={businessNameMax}
          value={values.businessName}
          onChange={(event) => set("businessName")(event.target.value)}
          onBlur={() => touch("businessName")}
          hint={businessId ? t("partner.register.businessIdHint", { id: businessId }) : undefined}
          error={message("businessName")}
          required
        />
        <MobileField
          id={idOf("phone")}
          label={t("partner.fields.mobile")}
          value={values.phone}
          onChange={set("phone")}
          onBlur={() => touch("phone")}
          error={message("phone")}
        />
        <AddressField
          id={idOf("address")}
          label={t("partner.register.address")}
          error={message("address")}
          onChange={setAddress}
          onBlur={() => touch("address")}
        />
        <div className="partner-form__row">
          <SelectField
            id={idOf("country")}
            label={t("partner.register.country")}
            value={values.country}
            onChange={(event) => setValues((all) => ({ ...all, country: event.target.value, state: "" }))}
            onBlur={() => touch("country")}
            error={message("country")}
            aria-busy={countries.isPending || undefined}
            required
          >
            <option value="">{t("partner.register.chooseCountry")}</option>
            {countries.data?.items.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </SelectField>
          <SelectField
            id={idOf("state")}
            label={t("partner.register.state")}
            value={values.state}
            onChange={(event) => set("state")(event.target.value)}
            onBlur={() => touch("state")}
            error={message("state")}
            hint={values.country ? undefined : t("partner.register.chooseCountryFirst")}
            disabled={!values.country}
            required
          >
            <option value="">{t("partner.register.chooseState")}</option>
            {states.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </SelectField>
        </div>
        <TextField
          id={idOf("email")}
          label={t("partner.fields.email")}
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(event) => set("email")(event.target.value)}
          onBlur={() => touch("email")}
          error={message("email")}
          required
        />
        <TextField
          id={idOf("password")}
          label={t("partner.register.password")}
          type="password"
          autoComplete="new-password"
          hint={t("partner.register.passwordHint", { min: passwordMinLength })}
          value={values.password}
          onChange={(event) => set("password")(event.target.value)}
          onBlur={() => touch("password")}
          error={message("password")}
          required
        />
        <Button type="submit" block size="lg" loading={register.isPending}>
          {t("partner.submit")}
        </Button>
      </form>
      <WelcomeDialog result={welcome} onClose={() => setWelcome(null)} />
    </>
  );
}
