import { promotionKindNames, promotionLimits } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { PromotionDraft } from "../api/promotions.ts";
import { draftOf, type FieldName, type FieldProblems, type PromotionFields, problemsOf } from "./promotion-draft.ts";
import "./promotions.css";

export interface PromotionFormProps {
  /** The code being edited (null: a new one). */
  editingId: number | null;
  initial: PromotionFields;
  shopId: number;
  /** The admin may create codes valid at every shop of the marketplace. */
  canManageMarketplaceCodes: boolean;
  /** Sends the request; resolves with problems to show (a taken code) or null when saved. */
  onSubmit: (draft: PromotionDraft) => Promise<FieldProblems | null>;
  onCancel: () => void;
}

/** Create or edit a code: the kind decides which amount fields show; every rule of the engine is here. */
export function PromotionForm({
  editingId,
  initial,
  shopId,
  canManageMarketplaceCodes,
  onSubmit,
  onCancel,
}: PromotionFormProps) {
  const { t } = useTranslation();
  const [fields, setFields] = useState(initial);
  const [problems, setProblems] = useState<FieldProblems>({});
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  const set = <K extends FieldName>(key: K, value: PromotionFields[K]) => setFields((f) => ({ ...f, [key]: value }));
  const error = (key: FieldName) =>
    problems[key] ? t(`merchantPromotions.errors.${problems[key]}`, { code: fields.code.trim().toUpperCase() }) : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = problemsOf(fields);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      const first = Object.keys(found)[0];
      document.getElementById(`promotion-${first}`)?.focus();
      return;
    }
    setSaving(true);
    try {
      const refused = await onSubmit(draftOf(fields, editingId, shopId));
      if (refused) setProblems(refused);
    } finally {
      setSaving(false);
    }
  };

  const money = t("merchantPromotions.form.dollars");
  return (
    <form className="promotion-form" aria-labelledby={titleId} onSubmit={submit} noValidate>
      <h2 id={titleId} className="promotion-form__title">
        {editingId === null ? t("merchantPromotions.form.createTitle") : t("merchantPromotions.form.editTitle")}
      </h2>
      {editingId === null && canManageMarketplaceCodes ? (
        <fieldset className="promotion-form__choices">
          <legend>{t("merchantPromotions.form.scope")}</legend>
          {(["shop", "marketplace"] as const).map((scope) => (
            <label key={scope} className="promotion-form__choice">
              <input type="radio" name="scope" checked={fields.scope === scope} onChange={() => set("scope", scope)} />
              {t(`merchantPromotions.scope.${scope}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {error("scope") ? (
        <p className="promotion-form__error" role="alert">
          {error("scope")}
        </p>
      ) : null}
      <div className="promotion-form__grid">
        <TextField
          id="promotion-code"
          label={t("merchantPromotions.form.code")}
          hint={t("merchantPromotions.form.codeHint")}
          value={fields.code}
          maxLength={promotionLimits.codeMax}
          autoCapitalize="characters"
          autoComplete="off"
          dir="ltr"
          required
          error={error("code")}
          onChange={(e) => set("code", e.target.value)}
        />
        <TextField
          id="promotion-description"
          label={t("merchantPromotions.form.description")}
          value={fields.description}
          maxLength={promotionLimits.descriptionMax}
          error={error("description")}
          onChange={(e) => set("description", e.target.value)}
        />
      </div>
      <fieldset className="promotion-form__choices">
        <legend>{t("merchantPromotions.form.kind")}</legend>
        {promotionKindNames.map((kind) => (
          <label key={kind} className="promotion-form__choice">
            <input type="radio" name="kind" checked={fields.kind === kind} onChange={() => set("kind", kind)} />
            {t(`merchantPromotions.kind.${kind}`)}
          </label>
        ))}
      </fieldset>
      <div className="promotion-form__grid">
        {fields.kind === "freeDelivery" ? null : (
          <TextField
            id="promotion-value"
            label={fields.kind === "percentage" ? t("merchantPromotions.form.percent") : money}
            inputMode="decimal"
            value={fields.value}
            required
            error={error("value")}
            onChange={(e) => set("value", e.target.value)}
          />
        )}
        {fields.kind === "percentage" ? (
          <TextField
            id="promotion-maxDiscount"
            label={t("merchantPromotions.form.maxDiscount")}
            hint={t("merchantPromotions.form.optional")}
            inputMode="decimal"
            value={fields.maxDiscount}
            error={error("maxDiscount")}
            onChange={(e) => set("maxDiscount", e.target.value)}
          />
        ) : null}
        <TextField
          id="promotion-minSubtotal"
          label={t("merchantPromotions.form.minSubtotal")}
          inputMode="decimal"
          value={fields.minSubtotal}
          error={error("minSubtotal")}
          onChange={(e) => set("minSubtotal", e.target.value)}
        />
        <TextField
          id="promotion-perCustomerLimit"
          label={t("merchantPromotions.form.perCustomerLimit")}
          hint={t("merchantPromotions.form.noLimit")}
          inputMode="numeric"
          value={fields.perCustomerLimit}
          error={error("perCustomerLimit")}
          onChange={(e) => set("perCustomerLimit", e.target.value)}
        />
        <TextField
          id="promotion-totalLimit"
          label={t("merchantPromotions.form.totalLimit")}
          hint={t("merchantPromotions.form.noLimit")}
          inputMode="numeric"
          value={fields.totalLimit}
          error={error("totalLimit")}
          onChange={(e) => set("totalLimit", e.target.value)}
        />
        <TextField
          id="promotion-startsAt"
          type="datetime-local"
          label={t("merchantPromotions.form.startsAt")}
          hint={t("merchantPromotions.form.dateHint")}
          value={fields.startsAt}
          error={error("startsAt")}
          onChange={(e) => set("startsAt", e.target.value)}
        />
        <TextField
          id="promotion-endsAt"
          type="datetime-local"
          label={t("merchantPromotions.form.endsAt")}
          hint={t("merchantPromotions.form.dateHint")}
          value={fields.endsAt}
          error={error("endsAt")}
          onChange={(e) => set("endsAt", e.target.value)}
        />
      </div>
      <div className="promotion-form__checks">
        <label className="promotion-form__choice">
          <input
            type="checkbox"
            checked={fields.firstOrderOnly}
            onChange={(e) => set("firstOrderOnly", e.target.checked)}
          />
          {t("merchantPromotions.form.firstOrderOnly")}
        </label>
        <label className="promotion-form__choice">
          <input type="checkbox" checked={fields.isActive} onChange={(e) => set("isActive", e.target.checked)} />
          {t("merchantPromotions.form.isActive")}
        </label>
      </div>
      <div className="promotion-form__actions">
        <Button type="submit" loading={saving}>
          {editingId === null ? t("merchantPromotions.form.create") : t("merchantPromotions.form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("merchantPromotions.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
