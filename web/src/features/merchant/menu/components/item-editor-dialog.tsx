import type { MerchantMenuItem, MerchantMenuTag } from "@dutchpot/contract";
import { merchantMenuLimits } from "@dutchpot/contract/constants";
import { type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ImageUpload, type UploadImage } from "../../../../components/image-upload.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { SelectField } from "../../../../components/ui/select-field.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import type { ItemBody } from "../api/menu.ts";
import { bodyOf, draftOf, type ItemDraft, type Problems } from "./item-draft.ts";
import { OptionGroupsEditor } from "./option-groups-editor.tsx";

export interface ItemEditorProps {
  /** The item edited, or null for a new one in section `tagId`. */
  item: MerchantMenuItem | null;
  tagId: number | null;
  tags: MerchantMenuTag[];
  upload: UploadImage;
  onSave: (id: number | null, body: ItemBody) => Promise<unknown>;
  onClose: () => void;
}

/** A server refusal as the form's problems (the member it names), or null when it is about something else. */
function refusalOf(err: unknown): Problems | null {
  if (!(err instanceof ApiError) || err.status !== 400) return null;
  const problems: Problems = {};
  for (const v of err.validationErrors ?? []) {
    const member = v.members?.[0] ?? "";
    if (member === "name" || member === "price" || member === "description" || member === "imageUrl") {
      problems[member] = "server";
    }
  }
  return Object.keys(problems).length > 0 ? problems : null;
}

/** Adds or edits an item: name, description, price, image, section, active, out of stock, options. */
export function ItemEditorDialog({ item, tagId, tags, upload, onSave, onClose }: ItemEditorProps) {
  const { t } = useTranslation();
  const formId = useId();
  const [draft, setDraft] = useState<ItemDraft>(() => draftOf(item, tagId));
  const [problems, setProblems] = useState<Problems>({});
  const [failure, setFailure] = useState("");
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ItemDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problem = (key: string) => (problems[key] ? t(`merchantMenu.problems.${problems[key]}`) : null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure("");
    const checked = bodyOf(draft);
    if ("problems" in checked) {
      setProblems(checked.problems);
      return;
    }
    setProblems({});
    setBusy(true);
    try {
      await onSave(draft.id, checked.body);
      onClose();
    } catch (err) {
      const refused = refusalOf(err);
      if (refused) setProblems(refused);
      else setFailure(t("merchantMenu.saveFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={item ? t("merchantMenu.item.editTitle", { name: item.name }) : t("merchantMenu.item.newTitle")}
      actions={
        <>
          <Button type="button" variant="secondary" onClick={onClose}>
            {t("merchantMenu.cancel")}
          </Button>
          <Button type="submit" form={formId} loading={busy}>
            {t("merchantMenu.item.save")}
          </Button>
        </>
      }
    >
      <form id={formId} className="menu-item-form" onSubmit={submit} noValidate>
        {failure && (
          <p role="alert" className="menu-error">
            {failure}
          </p>
        )}
        <TextField
          label={t("merchantMenu.item.name")}
          value={draft.name}
          maxLength={merchantMenuLimits.maxNameLength}
          required
          onChange={(e) => set({ name: e.target.value })}
          error={problem("name")}
        />
        <div className="field">
          <label htmlFor={`${formId}-description`} className="field__label">
            {t("merchantMenu.item.description")}
          </label>
          <textarea
            id={`${formId}-description`}
            className="field__input"
            dir="auto"
            rows={3}
            maxLength={merchantMenuLimits.maxDescriptionLength}
            value={draft.description}
            onChange={(e) => set({ description: e.target.value })}
          />
        </div>
        <TextField
          label={t("merchantMenu.item.price")}
          hint={t("merchantMenu.item.priceHint")}
          inputMode="decimal"
          value={draft.price}
          required
          onChange={(e) => set({ price: e.target.value })}
          error={problem("price")}
        />
        <SelectField
          label={t("merchantMenu.item.section")}
          value={draft.tagId === null ? "" : String(draft.tagId)}
          onChange={(e) => set({ tagId: e.target.value === "" ? null : Number(e.target.value) })}
        >
          {tags.map((tag) => (
            <option key={tag.id} value={tag.id}>
              {tag.name}
            </option>
          ))}
          <option value="">{t("merchantMenu.untagged")}</option>
        </SelectField>
        <ImageUpload
          label={t("merchantMenu.item.image")}
          value={draft.imageUrl}
          onChange={(imageUrl) => set({ imageUrl })}
          purpose="item"
          upload={upload}
        />
        {problem("imageUrl") && <p className="field__error">{problem("imageUrl")}</p>}
        <label className="menu-check">
          <input type="checkbox" checked={draft.isActive} onChange={(e) => set({ isActive: e.target.checked })} />
          {t("merchantMenu.item.active")}
        </label>
        <label className="menu-check">
          <input
            type="checkbox"
            checked={draft.isOutOfStock}
            onChange={(e) => set({ isOutOfStock: e.target.checked })}
          />
          {t("merchantMenu.item.outOfStock")}
        </label>
        <OptionGroupsEditor groups={draft.groups} onChange={(groups) => set({ groups })} problems={problems} />
      </form>
    </Dialog>
  );
}
