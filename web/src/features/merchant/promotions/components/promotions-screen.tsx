import type { MerchantPromotion } from "@dutchpot/contract";
import { promotionTexts } from "@dutchpot/contract/constants";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { ApiError } from "../../../../lib/api-client.ts";
import type { PromotionDraft } from "../api/promotions.ts";
import { emptyFields, type FieldName, type FieldProblems, fieldsOf, type PromotionFields } from "./promotion-draft.ts";
import { PromotionForm } from "./promotion-form.tsx";
import { PromotionList } from "./promotion-list.tsx";

export interface PromotionsScreenProps {
  shopId: number;
  promotions: MerchantPromotion[];
  canManageMarketplaceCodes: boolean;
  save: (draft: PromotionDraft) => Promise<MerchantPromotion>;
  end: (id: number) => Promise<MerchantPromotion>;
}

const fieldNames = new Set<string>(Object.keys(emptyFields));

/** A refusal of the server as the form's problems (locale keys); null when it is not about the form. */
export function refusalOf(err: unknown, code: string): FieldProblems | null {
  if (!(err instanceof ApiError)) return null;
  if (err.status === 409) {
    const used = err.message === promotionTexts.codeUsed.replace("{code}", code);
    return { code: used ? "codeUsed" : "codeInUse" };
  }
  if (err.status === 403) return { scope: "marketplaceOnly" };
  if (err.status === 400) {
    const problems: FieldProblems = {};
    for (const v of err.validationErrors ?? []) {
      const member = v.members?.[0];
      if (member && fieldNames.has(member)) problems[member as FieldName] = "invalid";
    }
    return Object.keys(problems).length > 0 ? problems : null;
  }
  return null;
}

/** The promotions section: the codes, a form to create or edit one, and End with a confirmation. */
export function PromotionsScreen({ shopId, promotions, canManageMarketplaceCodes, save, end }: PromotionsScreenProps) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ id: number | null; fields: PromotionFields } | null>(null);
  const [ending, setEnding] = useState<MerchantPromotion | null>(null);
  const [endBusy, setEndBusy] = useState(false);
  const [notice, setNotice] = useState("");
  const [failure, setFailure] = useState("");

  const submit = async (draft: PromotionDraft): Promise<FieldProblems | null> => {
    setFailure("");
    try {
      const saved = await save(draft);
      setEditing(null);
      setNotice(t("merchantPromotions.saved", { code: saved.code }));
      return null;
    } catch (err) {
      const refused = refusalOf(err, draft.code);
      if (!refused) setFailure(t("merchantPromotions.saveFailed"));
      return refused ?? {};
    }
  };

  const confirmEnd = async () => {
    if (!ending) return;
    setEndBusy(true);
    setFailure("");
    try {
      const ended = await end(ending.id);
      setNotice(t("merchantPromotions.ended", { code: ended.code }));
      setEnding(null);
    } catch {
      setFailure(t("merchantPromotions.endFailed"));
      setEnding(null);
    } finally {
      setEndBusy(false);
    }
  };

  return (
    <div className="promotions">
      <p className="visually-hidden" role="status">
        {notice}
      </p>
      {failure ? (
        <p className="promotions__failure" role="alert">
          {failure}
        </p>
      ) : null}
      {editing ? (
        <PromotionForm
          key={editing.id ?? "new"}
          editingId={editing.id}
          initial={editing.fields}
          shopId={shopId}
          canManageMarketplaceCodes={canManageMarketplaceCodes}
          onSubmit={submit}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button onClick={() => setEditing({ id: null, fields: emptyFields })}>{t("merchantPromotions.create")}</Button>
      )}
      <PromotionList
        promotions={promotions}
        onEdit={(p) => setEditing({ id: p.id, fields: fieldsOf(p) })}
        onEnd={setEnding}
      />
      <Dialog
        open={ending !== null}
        role="alertdialog"
        onClose={() => setEnding(null)}
        title={t("merchantPromotions.endTitle", { code: ending?.code ?? "" })}
        actions={
          <>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              {t("merchantPromotions.keep")}
            </Button>
            <Button variant="danger" loading={endBusy} onClick={confirmEnd}>
              {t("merchantPromotions.confirmEnd")}
            </Button>
          </>
        }
      >
        <p>{t("merchantPromotions.endBody")}</p>
      </Dialog>
    </div>
  );
}
