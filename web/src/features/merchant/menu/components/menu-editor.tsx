import type { MerchantMenu, MerchantMenuItem } from "@dutchpot/contract";
import { merchantMenuLimits } from "@dutchpot/contract/constants";
import { type FormEvent, useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { UploadImage } from "../../../../components/image-upload.tsx";
import { Button } from "../../../../components/ui/button.tsx";
import { Dialog } from "../../../../components/ui/dialog.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import type { MenuActions } from "../api/menu.ts";
import { moved } from "./item-draft.ts";
import { ItemEditorDialog } from "./item-editor-dialog.tsx";
import { MenuSection, type SectionView } from "./menu-section.tsx";

export interface MenuEditorProps {
  menu: MerchantMenu;
  actions: MenuActions;
  upload: UploadImage;
}

type Editing = { item: MerchantMenuItem | null; tagId: number | null } | null;
type Confirming = { kind: "tag" | "item"; id: number; name: string } | null;

/**
 * The menu editor: sections with their items. Reordering and the out-of-stock switch show at once
 * (optimistic) and are undone, with a message, when the server refuses them.
 */
export function MenuEditor({ menu, actions, upload }: MenuEditorProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(menu);
  const [error, setError] = useState("");
  const [status, setStatus] = useState("");
  const [newTag, setNewTag] = useState("");
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  useEffect(() => setShown(menu), [menu]);

  /** Shows `next` now, runs `call`; on failure puts back what was shown and says so. */
  const optimistic = async (next: MerchantMenu, call: () => Promise<unknown>, done?: string) => {
    const before = shown;
    setShown(next);
    setError("");
    try {
      await call();
      if (done) setStatus(done);
    } catch {
      setShown(before);
      setError(t("merchantMenu.changeFailed"));
    }
    await actions.refresh();
  };

  /** Runs a change that is not optimistic (create, rename, delete) and reports a failure. */
  const run = async (call: () => Promise<unknown>, done?: string) => {
    setError("");
    try {
      await call();
      if (done) setStatus(done);
      await actions.refresh();
      return true;
    } catch {
      setError(t("merchantMenu.changeFailed"));
      return false;
    }
  };

  const moveTag = (index: number, by: -1 | 1) => {
    const tags = moved(shown.tags, index, by);
    const tag = shown.tags[index];
    if (!tag) return;
    void optimistic(
      { ...shown, tags },
      () => actions.reorderTags(tags.map((x) => x.id)),
      t("merchantMenu.moved", { name: tag.name, position: index + by + 1 }),
    );
  };

  const reorderItems = (tagId: number | null, items: MerchantMenuItem[], movedName: string, position: number) => {
    const next =
      tagId === null
        ? { ...shown, untaggedItems: items }
        : { ...shown, tags: shown.tags.map((x) => (x.id === tagId ? { ...x, items } : x)) };
    void optimistic(
      next,
      () =>
        actions.reorderItems(
          tagId,
          items.map((i) => i.id),
        ),
      t("merchantMenu.moved", { name: movedName, position }),
    );
  };

  const setStock = (item: MerchantMenuItem, isOutOfStock: boolean) => {
    const patch = (items: MerchantMenuItem[]) => items.map((i) => (i.id === item.id ? { ...i, isOutOfStock } : i));
    void optimistic(
      {
        ...shown,
        tags: shown.tags.map((x) => ({ ...x, items: patch(x.items) })),
        untaggedItems: patch(shown.untaggedItems),
      },
      () => actions.setStock(item.id, isOutOfStock),
      t(isOutOfStock ? "merchantMenu.nowOutOfStock" : "merchantMenu.nowInStock", { name: item.name }),
    );
  };

  const addTag = async (event: FormEvent) => {
    event.preventDefault();
    const name = newTag.trim();
    if (!name) return;
    if (await run(() => actions.createTag(name), t("merchantMenu.sectionAdded", { name }))) setNewTag("");
  };

  const sections: SectionView[] = [
    ...shown.tags.map((tag) => ({ tag, items: tag.items })),
    ...(shown.untaggedItems.length > 0 ? [{ tag: null, items: shown.untaggedItems }] : []),
  ];

  return (
    <div className="menu-editor">
      <p role="status" className="visually-hidden">
        {status}
      </p>
      {error && (
        <p role="alert" className="menu-error">
          {error}
        </p>
      )}
      <form className="menu-editor__add" onSubmit={addTag}>
        <TextField
          label={t("merchantMenu.newSection")}
          value={newTag}
          maxLength={merchantMenuLimits.maxNameLength}
          onChange={(e) => setNewTag(e.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!newTag.trim()}>
          {t("merchantMenu.addSection")}
        </Button>
      </form>
      {sections.length === 0 && <p>{t("merchantMenu.empty")}</p>}
      {sections.map((section, index) => (
        <MenuSection
          key={section.tag?.id ?? "untagged"}
          section={section}
          index={index}
          tagCount={shown.tags.length}
          onMoveTag={moveTag}
          onReorderTags={(ids) => {
            const tags = ids.map((id) => shown.tags.find((x) => x.id === id)).filter((x) => x !== undefined);
            void optimistic({ ...shown, tags }, () => actions.reorderTags(ids));
          }}
          onReorderItems={reorderItems}
          onRename={(id, name) => run(() => actions.renameTag(id, name), t("merchantMenu.renamed", { name }))}
          onDeleteTag={(id, name) => setConfirming({ kind: "tag", id, name })}
          onAddItem={(tagId) => setEditing({ item: null, tagId })}
          onEditItem={(item) => setEditing({ item, tagId: item.tagId })}
          onDeleteItem={(item) => setConfirming({ kind: "item", id: item.id, name: item.name })}
          onSetStock={setStock}
        />
      ))}
      {editing && (
        <ItemEditorDialog
          item={editing.item}
          tagId={editing.tagId}
          tags={shown.tags}
          upload={upload}
          onSave={async (id, body) => {
            await actions.saveItem(id, body);
            setStatus(t("merchantMenu.item.saved", { name: body.name }));
            await actions.refresh();
          }}
          onClose={() => setEditing(null)}
        />
      )}
      <Dialog
        open={confirming !== null}
        role="alertdialog"
        onClose={() => setConfirming(null)}
        title={
          confirming?.kind === "tag"
            ? t("merchantMenu.deleteSectionTitle", { name: confirming.name })
            : t("merchantMenu.deleteItemTitle", { name: confirming?.name ?? "" })
        }
        actions={
          <>
            <Button variant="secondary" onClick={() => setConfirming(null)}>
              {t("merchantMenu.cancel")}
            </Button>
            <Button
              variant="danger"
              onClick={() => {
                const target = confirming;
                setConfirming(null);
                if (!target) return;
                void run(
                  () => (target.kind === "tag" ? actions.deleteTag(target.id) : actions.deleteItem(target.id)),
                  t("merchantMenu.deleted", { name: target.name }),
                );
              }}
            >
              {t("merchantMenu.delete")}
            </Button>
          </>
        }
      >
        <p>{confirming?.kind === "tag" ? t("merchantMenu.deleteSectionBody") : t("merchantMenu.deleteItemBody")}</p>
      </Dialog>
    </div>
  );
}
