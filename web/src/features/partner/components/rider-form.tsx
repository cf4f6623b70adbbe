import { riderVehicles } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { SelectField } from "../../../components/ui/select-field.tsx";
import { TextField } from "../../../components/ui/text-field.tsx";
import { nameMaxLength } from "../../../lib/validation.ts";
import { useApplyToRide } from "../api/partners.ts";
import { checkChosen, checkEmail, checkMobile, checkRequired, cityMax } from "../validation.ts";
import { MobileField } from "./mobile-field.tsx";
import { focusFirstInvalid, useShownErrors } from "./use-shown-errors.ts";
import "./partner-forms.css";

const fields = ["firstName", "lastName", "email", "phone", "city", "vehicle"] as const;
type Field = (typeof fields)[number];
type Vehicle = (typeof riderVehicles)[number];
const empty: Record<Field, string> = { firstName: "", lastName: "", email: "", phone: "", city: "", vehicle: "" };

/** The rider sign-up (spec §2): every field required, mobile number digits only (at most 10). */
export function RiderForm() {
  const { t } = useTranslation();
  const base = useId();
  const idOf = (field: string) => `${base}-${field}`;
  const showError = useErrorDialog();
  const apply = useApplyToRide();
  const { touch, shown, submit: markSubmitted } = useShownErrors<Field>();
  const [values, setValues] = useState(empty);
  const [done, setDone] = useState(false);
  const set = (field: Field) => (value: string) => setValues((all) => ({ ...all, [field]: value }));

  const errors: Record<Field, string | null> = {
    firstName: checkRequired(values.firstName),
    lastName: checkRequired(values.lastName),
    email: checkEmail(values.email),
    phone: checkMobile(values.phone),
    city: checkRequired(values.city),
    vehicle: checkChosen(values.vehicle, "vehicleRequired"),
  };
  const message = (field: Field) => {
    const key = shown(field, errors[field]);
    return key ? t(key) : null;
  };
  const text = (field: Field, label: string, extra: { autoComplete: string; maxLength: number; type?: string }) => (
    <TextField
      id={idOf(field)}
      label={label}
      value={values[field]}
      onChange={(event) => set(field)(event.target.value)}
      onBlur={() => touch(field)}
      error={message(field)}
      required
      {...extra}
    />
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (apply.isPending) return;
    markSubmitted();
    if (fields.some((f) => errors[f] !== null)) {
      focusFirstInvalid(fields, errors, idOf);
      return;
    }
    apply.mutate(
      {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        emailAddress: values.email.trim(),
        phoneNumber: values.phone,
        city: values.city.trim(),
        vehicle: values.vehicle as Vehicle,
      },
      {
        onSuccess: () => {
          setDone(true);
          setValues(empty);
        },
        onError: showError,
      },
    );
  };

  return (
    <>
      <form className="partner-form" onSubmit={submit} noValidate aria-label={t("partner.rider.formLabel")}>
        <div className="partner-form__row">
          {text("firstName", t("partner.rider.firstName"), { autoComplete: "given-name", maxLength: nameMaxLength })}
          {text("lastName", t("partner.rider.lastName"), { autoComplete: "family-name", maxLength: nameMaxLength })}
        </div>
        {text("email", t("partner.fields.email"), { autoComplete: "email", maxLength: 256, type: "email" })}
        <MobileField
          id={idOf("phone")}
          label={t("partner.fields.mobile")}
          value={values.phone}
          onChange={set("phone")}
          onBlur={() => touch("phone")}
          error={message("phone")}
        />
        <div className="partner-form__row">
          {text("city", t("partner.rider.city"), { autoComplete: "address-level2", maxLength: cityMax })}
          <SelectField
            id={idOf("vehicle")}
            label={t("partner.rider.vehicle")}
            value={values.vehicle}
            onChange={(event) => set("vehicle")(event.target.value)}
            onBlur={() => touch("vehicle")}
            error={message("vehicle")}
            required
          >
            <option value="">{t("partner.rider.chooseVehicle")}</option>
            {riderVehicles.map((v) => (
              <option key={v} value={v}>
                {t(`partner.rider.vehicles.${v}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" block size="lg" loading={apply.isPending}>
          {t("partner.submit")}
        </Button>
      </form>
      <Dialog
        open={done}
        onClose={() => setDone(false)}
        title={t("partner.rider.successTitle")}
        actions={<Button onClick={() => setDone(false)}>{t("common.close")}</Button>}
      >
        <p>{t("partner.rider.successText")}</p>
      </Dialog>
    </>
  );
}
