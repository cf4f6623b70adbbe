import type { SavedCard } from "@dutchpot/contract";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useErrorDialog } from "../../../components/error-dialog.tsx";
import { CardName, expiryOf } from "../../../components/order-summary/card-label.tsx";
import { PotIllustration } from "../../../components/pot-illustration.tsx";
import { Button } from "../../../components/ui/button.tsx";
import { Dialog } from "../../../components/ui/dialog.tsx";
import { Skeleton } from "../../../components/ui/skeleton.tsx";
import { useToast } from "../../../components/ui/toast.tsx";
import { useAuth } from "../../../lib/auth.tsx";
import { useDeleteCard, useSaveCard, useSetDefaultCard } from "../api/saved-cards.ts";
import { CardEntry, useCanTakeCard } from "../card-entry/card-entry.tsx";
import type { CardEntryHandle } from "../card-entry/types.ts";
import { useSavedCards } from "../hooks/use-saved-cards.ts";
import "../components/payment.css";

/** A message dialog with one OK (the spec's 'Default Card Changed' and 'Card Successfully Saved'). */
function Notice({ title, text, onClose }: { title: string; text: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open onClose={onClose} title={title} actions={<Button onClick={onClose}>{t("common.ok")}</Button>}>
      <p>{text}</p>
    </Dialog>
  );
}

function AddCardDialog({ onClose, onSaved }: { onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const entry = useRef<CardEntryHandle>(null);
  const save = useSaveCard();
  const canTakeCard = useCanTakeCard();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async () => {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      const card = await entry.current?.tokenize();
      if (!card) return;
      await save.mutateAsync(card.token);
      onSaved();
    } catch (error) {
      setFailure(error instanceof Error && error.message ? error.message : t("payment.cards.saveFailed"));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t("payment.cards.addTitle")}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t("payment.cards.cancel")}
          </Button>
          <Button loading={busy} disabled={!canTakeCard} onClick={() => void submit()}>
            {busy ? t("payment.cards.saving") : t("payment.cards.save")}
          </Button>
        </>
      }
    >
      <CardEntry ref={entry} />
      {failure ? (
        <p role="alert" className="card-entry__failure">
          {failure}
        </p>
      ) : null}
    </Dialog>
  );
}

function CardRow({
  card,
  onMakeDefault,
  onRemove,
  busy,
}: {
  card: SavedCard;
  onMakeDefault: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li className="saved-card">
      <div className="saved-card__text">
        <p className="saved-card__name">
          <CardName brand={card.cardBrand} last4={card.last4} />
          {card.isDefault ? <span className="payment-badge">{t("payment.cards.default")}</span> : null}
        </p>
        <p className="saved-card__meta">{t("payment.cards.expires", { expiry: expiryOf(card) })}</p>
      </div>
      <div className="saved-card__actions">
        {card.isDefault ? null : (
          <Button size="sm" variant="secondary" disabled={busy} onClick={onMakeDefault}>
            {t("payment.cards.makeDefault")}{" "}
            <span className="visually-hidden">{t("payment.cards.cardEnding", { last4: card.last4 })}</span>
          </Button>
        )}
        <Button size="sm" variant="ghost" disabled={busy} onClick={onRemove}>
          {t("payment.cards.remove")}{" "}
          <span className="visually-hidden">{t("payment.cards.cardEnding", { last4: card.last4 })}</span>
        </Button>
      </div>
    </li>
  );
}

type Open =
  | { kind: "add" }
  | { kind: "saved" }
  | { kind: "defaultChanged" }
  | { kind: "confirmRemove"; card: SavedCard }
  | null;

/** `/customer/payments`: saved cards, Make Default, Add New Card and Remove (spec 001 §2). */
export function Component() {
  const { t } = useTranslation();
  const { isSignedIn, openAuth } = useAuth();
  const saved = useSavedCards();
  const setDefault = useSetDefaultCard();
  const remove = useDeleteCard();
  const showError = useErrorDialog();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);

  if (!isSignedIn) {
    return (
      <div className="page">
        <section className="notice" aria-labelledby="payments-signed-out">
          <PotIllustration className="notice__art" />
          <h1 id="payments-signed-out">{t("payment.cards.title")}</h1>
          <p>{t("payment.cards.signedOut")}</p>
          <div className="notice__actions">
            <Button onClick={() => openAuth("signin")}>{t("payment.signIn")}</Button>
          </div>
        </section>
      </div>
    );
  }

  const busy = setDefault.isPending || remove.isPending;
  const makeDefault = (card: SavedCard) =>
    setDefault.mutate(card.cardId, { onSuccess: () => setOpen({ kind: "defaultChanged" }), onError: showError });
  const confirmRemove = (card: SavedCard) =>
    remove.mutate(card.cardId, {
      onSuccess: () => {
        close();
        toast.show({ tone: "success", message: t("payment.cards.removed"), durationMs: 3000 });
      },
      onError: (error) => {
        close();
        showError(error);
      },
    });

  return (
    <div className="page payment-page">
      <div className="payments-head">
        <h1>{t("payment.cards.title")}</h1>
        <Button onClick={() => setOpen({ kind: "add" })}>{t("payment.cards.add")}</Button>
      </div>
      <section className="payment-panel" aria-labelledby="saved-cards-title">
        <h2 id="saved-cards-title">{t("payment.cards.listTitle")}</h2>
        {saved.isPending ? (
          <div role="status" aria-label={t("payment.cards.loading")}>
            <Skeleton height={120} />
          </div>
        ) : saved.isError ? (
          <p role="alert">{t("payment.cards.loadFailed")}</p>
        ) : saved.cards.length === 0 ? (
          <p>{t("payment.cards.empty")}</p>
        ) : (
          <ul className="saved-cards" aria-labelledby="saved-cards-title">
            {saved.cards.map((card) => (
              <CardRow
                key={card.cardId}
                card={card}
                busy={busy}
                onMakeDefault={() => makeDefault(card)}
                onRemove={() => setOpen({ kind: "confirmRemove", card })}
              />
            ))}
          </ul>
        )}
      </section>
      {open?.kind === "add" ? <AddCardDialog onClose={close} onSaved={() => setOpen({ kind: "saved" })} /> : null}
      {open?.kind === "saved" ? (
        <Notice title={t("payment.cards.savedTitle")} text={t("payment.cards.savedText")} onClose={close} />
      ) : null}
      {open?.kind === "defaultChanged" ? (
        <Notice title={t("payment.cards.defaultTitle")} text={t("payment.cards.defaultText")} onClose={close} />
      ) : null}
      {open?.kind === "confirmRemove" ? (
        <Dialog
          open
          onClose={close}
          role="alertdialog"
          title={t("payment.cards.removeTitle")}
          actions={
            <>
              <Button variant="secondary" onClick={close} disabled={remove.isPending}>
                {t("payment.cards.keep")}
              </Button>
              <Button variant="danger" loading={remove.isPending} onClick={() => confirmRemove(open.card)}>
                {t("payment.cards.removeConfirm")}
              </Button>
            </>
          }
        >
          <p>
            {t("payment.cards.removeText")} <CardName brand={open.card.cardBrand} last4={open.card.last4} />
          </p>
        </Dialog>
      ) : null}
    </div>
  );
}
