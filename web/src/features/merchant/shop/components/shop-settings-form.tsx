import type { MerchantShop } from "@dutchpot/contract";
import { type FormEvent, lazy, Suspense, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageUpload, uploadImageWith } from "../../../../components/image-upload.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { useToast } from "../../../../components/ui/toast.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import { useConsoleSession } from "../../../../lib/console/index.ts";
import { useUpdateShop } from "../api/shop-api.ts";
import { formValuesOf, problemsOf, type ShopField, type ShopFormValues, updateInputOf } from "../shop-form.ts";

const ShopMap = lazy(() => import("./shop-map.tsx"));

/** The shop's settings: identity and images, address with a map pin, delivery and pickup. */
export function ShopSettingsForm({ shop }: { shop: MerchantShop }) {
  const { t } = useTranslation();
  const toast = useToast();
  const { client } = useConsoleSession();
  const update = useUpdateShop();
  const [values, setValues] = useState<ShopFormValues>(() => formValuesOf(shop));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const descriptionId = useId();
  const problems = problemsOf(values);

  const set = <K extends keyof ShopFormValues>(field: K, value: ShopFormValues[K]) => {
    setValues((v) => ({ ...v, [field]: value }));
    setServerErrors((e) => ({ ...e, [field]: undefined }));
  };
  const errorOf = (field: ShopField) => {
    const problem = problems[field];
    if (problem && submitted) return t(`merchantShop.errors.${problem.key}`, problem.values);
    return serverErrors[field] ?? null;
  };
  const text = (field: ShopField, extra: Record<string, unknown> = {}) => ({
    value: String(values[field] ?? ""),
    onChange: (event: { target: { value: string } }) => set(field, event.target.value as never),
    error: errorOf(field),
    ...extra,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    setFailure(null);
    if (Object.keys(problems).length > 0) {
      document.querySelector<HTMLElement>(".shop-settings [aria-invalid='true']")?.focus();
      return;
    }
    update.mutate(updateInputOf(shop.id, values), {
      onSuccess: (saved) => {
        setValues(formValuesOf(saved));
        setSubmitted(false);
        toast.show({ message: t("merchantShop.saved"), tone: "success" });
      },
      onError: (error) => {
        const fields: Partial<Record<string, string>> = {};
        if (error instanceof ApiError) {
          for (const v of error.validationErrors ?? []) for (const m of v.members ?? []) fields[m] = v.message;
        }
        setServerErrors(fields);
        setFailure(error instanceof ApiError && error.status > 0 ? error.message : t("merchantShop.errors.network"));
      },
    });
  };

  const pin = {
    latitude: Number(values.latitude) || shop.latitude,
    longitude: Number(values.longitude) || shop.longitude,
  };
  const upload = uploadImageWith(client);
  return (
    <form className="shop-settings" onSubmit={submit} noValidate aria-labelledby="shop-settings-title">
      <h2 id="shop-settings-title">{t("merchantShop.settings.title")}</h2>
      {failure ? (
        <p role="alert" className="merchant-form__alert">
          {failure}
        </p>
      ) : null}
      <fieldset>
        <legend>{t("merchantShop.settings.identity")}</legend>
        <TextField label={t("merchantShop.fields.name")} autoComplete="organization" required {...text("name")} />
        <div className="field">
          <label htmlFor={descriptionId} className="field__label">
            {t("merchantShop.fields.description")}
          </label>
          <textarea
            id={descriptionId}
            className="field__input"
            dir="auto"
            rows={4}
            value={values.description}
            onChange={(event) => set("description", event.target.value)}
            aria-invalid={errorOf("description") ? true : undefined}
          />
          {errorOf("description") ? <span className="field__error">{errorOf("description")}</span> : null}
        </div>
        <div className="shop-settings__images">
          <ImageUpload
            label={t("merchantShop.fields.logo")}
            value={values.logoUrl}
            onChange={(url) => set("logoUrl", url)}
            purpose="logo"
            upload={upload}
          />
          <ImageUpload
            label={t("merchantShop.fields.banner")}
            value={values.bannerUrl}
            onChange={(url) => set("bannerUrl", url)}
            purpose="banner"
            upload={upload}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("merchantShop.settings.place")}</legend>
        <TextField
          label={t("merchantShop.fields.address")}
          autoComplete="street-address"
          required
          {...text("address")}
        />
        <div className="shop-settings__row">
          <TextField label={t("merchantShop.fields.city")} autoComplete="address-level2" required {...text("city")} />
          <TextField
            label={t("merchantShop.fields.postCode")}
            autoComplete="postal-code"
            required
            {...text("postCode")}
          />
        </div>
        <p className="shop-settings__hint">{t("merchantShop.map.hint")}</p>
        <Suspense fallback={<div className="shop-map" />}>
          <ShopMap
            pin={pin}
            onMove={(p) =>
              setValues((v) => ({ ...v, latitude: String(p.latitude), longitude: String(p.longitude), pinMoved: true }))
            }
          />
        </Suspense>
        <div className="shop-settings__row">
          <TextField
            label={t("merchantShop.fields.latitude")}
            inputMode="decimal"
            {...text("latitude")}
            onChange={(e) => setValues((v) => ({ ...v, latitude: e.target.value, pinMoved: true }))}
          />
          <TextField
            label={t("merchantShop.fields.longitude")}
            inputMode="decimal"
            {...text("longitude")}
            onChange={(e) => setValues((v) => ({ ...v, longitude: e.target.value, pinMoved: true }))}
          />
        </div>
      </fieldset>
      <fieldset>
        <legend>{t("merchantShop.settings.orders")}</legend>
        <div className="shop-settings__row">
          <TextField label={t("merchantShop.fields.deliveryFee")} inputMode="decimal" {...text("deliveryFee")} />
          <TextField
            label={t("merchantShop.fields.deliveryRadiusKm")}
            inputMode="decimal"
            {...text("deliveryRadiusKm")}
          />
        </div>
        <div className="shop-settings__row">
          <TextField
            label={t("merchantShop.fields.prepTimeMinutes")}
            inputMode="numeric"
            {...text("prepTimeMinutes")}
          />
          <TextField label={t("merchantShop.fields.slotCapacity")} inputMode="numeric" {...text("slotCapacity")} />
        </div>
        <div className="shop-settings__row">
          <TextField
            label={t("merchantShop.fields.deliveryTimeMin")}
            inputMode="numeric"
            {...text("deliveryTimeMin")}
          />
          <TextField
            label={t("merchantShop.fields.deliveryTimeMax")}
            inputMode="numeric"
            {...text("deliveryTimeMax")}
          />
        </div>
        <label className="shop-settings__check">
          <input
            type="checkbox"
            checked={values.offersDelivery}
            onChange={(event) => set("offersDelivery", event.target.checked)}
          />
          {t("merchantShop.fields.offersDelivery")}
        </label>
        <label className="shop-settings__check">
          <input
            type="checkbox"
            checked={values.offersPickup}
            onChange={(event) => set("offersPickup", event.target.checked)}
            aria-invalid={errorOf("offersPickup") ? true : undefined}
          />
          {t("merchantShop.fields.offersPickup")}
        </label>
        {errorOf("offersPickup") ? <p className="field__error">{errorOf("offersPickup")}</p> : null}
      </fieldset>
      <Button type="submit" loading={update.isPending}>
        {t("merchantShop.save")}
      </Button>
    </form>
  );
}
