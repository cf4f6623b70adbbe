import type { MerchantMenuItem, MerchantMenuTag } from "@dutchpot/contract";
import { merchantMenuLimits } from "@dutchpot/contract/constants";
import { type DragEvent, type FormEvent, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../../components/ui/button.tsx";
import { TextField } from "../../../../components/ui/text-field.tsx";
import { formatMoney } from "../../../../lib/format.ts";
import { moved } from "./item-draft.ts";

export interface SectionView {
  /** null: the items of no section. */
  tag: MerchantMenuTag | null;
  items: MerchantMenuItem[];
}

interface Props {
  section: SectionView;
  index: number;
  tagCount: number;
  onMoveTag: (index: number, by: -1 | 1) => void;
  onReorderTags: (ids: number[]) => void;
  onReorderItems: (tagId: number | null, items: MerchantMenuItem[], name: string, position: number) => void;
  onRename: (id: number, name: string) => Promise<boolean>;
  onDeleteTag: (id: number, name: string) => void;
  onAddItem: (tagId: number | null) => void;
  onEditItem: (item: MerchantMenuItem) => void;
  onDeleteItem: (item: MerchantMenuItem) => void;
  onSetStock: (item: MerchantMenuItem, isOutOfStock: boolean) => void;
}

/** What is being dragged (HTML5 drag and drop; the arrow buttons are the keyboard path). */
const dragType = "application/x-dutchpot-menu";
type Dragged = { kind: "item"; id: number; tagId: number | null } | { kind: "tag"; id: number };
const readDrag = (event: DragEvent): Dragged | null => {
  try {
    return JSON.parse(event.dataTransfer.getData(dragType)) as Dragged;
  } catch {
    return null;
  }
};

/** One section of the editor: its name (rename, delete, move), its items (move, edit, stock, delete). */
export function MenuSection(props: Props) {
  const { section, index, tagCount } = props;
  const { t } = useTranslation();
  const headingId = useId();
  const [renaming, setRenaming] = useState(false);
  const [name, setName] = useState(section.tag?.name ?? "");
  const tag = section.tag;
  const title = tag ? tag.name : t("merchantMenu.untagged");
  const tagId = tag?.id ?? null;

  const rename = async (event: FormEvent) => {
    event.preventDefault();
    if (!tag || !name.trim()) return;
    if (await props.onRename(tag.id, name.trim())) setRenaming(false);
  };

  const moveItem = (i: number, by: -1 | 1) => {
    const item = section.items[i];
    if (item) props.onReorderItems(tagId, moved(section.items, i, by), item.name, i + by + 1);
  };

  const dropOn = (event: DragEvent, target: { kind: "item"; index: number } | { kind: "tag" }) => {
    const dragged = readDrag(event);
    if (!dragged) return;
    event.preventDefault();
    if (dragged.kind === "item" && target.kind === "item" && dragged.tagId === tagId) {
      const from = section.items.findIndex((i) => i.id === dragged.id);
      if (from < 0 || from === target.index) return;
      const items = [...section.items];
      const [item] = items.splice(from, 1);
      if (!item) return;
      items.splice(target.index, 0, item);
      props.onReorderItems(tagId, items, item.name, target.index + 1);
    }
    if (dragged.kind === "tag" && target.kind === "tag" && tag && dragged.id !== tag.id) {
      props.onReorderTags(
        tagIdsAfterDrop(document.querySelectorAll<HTMLElement>("[data-menu-tag]"), dragged.id, tag.id),
      );
    }
  };

  return (
    <section
      className="menu-section"
      aria-labelledby={headingId}
      data-menu-tag={tag?.id}
      onDragOver={(e) => tag && e.preventDefault()}
      onDrop={(e) => dropOn(e, { kind: "tag" })}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is a pointer shortcut; the Move up/down buttons are the keyboard path */}
      <header
        className="menu-section__header"
        draggable={tag !== null && !renaming}
        onDragStart={(e) => tag && e.dataTransfer.setData(dragType, JSON.stringify({ kind: "tag", id: tag.id }))}
      >
        {renaming && tag ? (
          <form className="menu-section__rename" onSubmit={rename}>
            <TextField
              label={t("merchantMenu.sectionName")}
              value={name}
              maxLength={merchantMenuLimits.maxNameLength}
              onChange={(e) => setName(e.target.value)}
              autoFocus
            />
            <Button type="submit" size="sm" disabled={!name.trim()}>
              {t("merchantMenu.save")}
            </Button>
            <Button type="button" size="sm" variant="ghost" onClick={() => setRenaming(false)}>
              {t("merchantMenu.cancel")}
            </Button>
          </form>
        ) : (
          <h2 id={headingId} className="menu-section__title">
            {title}
          </h2>
        )}
        {tag && !renaming && (
          <div className="menu-tools">
            <Button
              size="sm"
              variant="ghost"
              disabled={index === 0}
              aria-label={t("merchantMenu.moveUp", { name: tag.name })}
              onClick={() => props.onMoveTag(index, -1)}
            >
              ↑
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={index >= tagCount - 1}
              aria-label={t("merchantMenu.moveDown", { name: tag.name })}
              onClick={() => props.onMoveTag(index, 1)}
            >
              ↓
            </Button>
            <Button
              size="sm"
              variant="secondary"
              aria-label={t("merchantMenu.renameSection", { name: tag.name })}
              onClick={() => {
                setName(tag.name);
                setRenaming(true);
              }}
            >
              {t("merchantMenu.rename")}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={t("merchantMenu.deleteSection", { name: tag.name })}
              onClick={() => props.onDeleteTag(tag.id, tag.name)}
            >
              {t("merchantMenu.delete")}
            </Button>
          </div>
        )}
      </header>
      {section.items.length === 0 && <p className="menu-section__empty">{t("merchantMenu.noItems")}</p>}
      <ol className="menu-items">
        {section.items.map((item, i) => (
          <li
            key={item.id}
            className="menu-item"
            draggable
            onDragStart={(e) => {
              e.stopPropagation();
              e.dataTransfer.setData(dragType, JSON.stringify({ kind: "item", id: item.id, tagId }));
            }}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => {
              e.stopPropagation();
              dropOn(e, { kind: "item", index: i });
            }}
          >
            <div className="menu-item__main">
              {item.imageUrl ? <img src={item.imageUrl} alt="" className="menu-item__image" /> : null}
              <div>
                <p className="menu-item__name">{item.name}</p>
                <p className="menu-item__meta">
                  {formatMoney(item.price)}
                  {!item.isActive && <span className="menu-badge">{t("merchantMenu.inactive")}</span>}
                  {item.isOutOfStock && (
                    <span className="menu-badge menu-badge--warn">{t("merchantMenu.outOfStock")}</span>
                  )}
                  {item.optionGroups.length > 0 && (
                    <span className="menu-item__options">
                      {t("merchantMenu.optionCount", { count: item.optionGroups.length })}
                    </span>
                  )}
                </p>
              </div>
            </div>
            <div className="menu-tools">
              <label className="menu-check menu-check--switch">
                <input
                  type="checkbox"
                  checked={item.isOutOfStock}
                  aria-label={t("merchantMenu.outOfStockSwitch", { name: item.name })}
                  onChange={(e) => props.onSetStock(item, e.target.checked)}
                />
                <span aria-hidden="true">{t("merchantMenu.outOfStock")}</span>
              </label>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === 0}
                aria-label={t("merchantMenu.moveUp", { name: item.name })}
                onClick={() => moveItem(i, -1)}
              >
                ↑
              </Button>
              <Button
                size="sm"
                variant="ghost"
                disabled={i === section.items.length - 1}
                aria-label={t("merchantMenu.moveDown", { name: item.name })}
                onClick={() => moveItem(i, 1)}
              >
                ↓
              </Button>
              <Button
                size="sm"
                variant="secondary"
                aria-label={t("merchantMenu.editItem", { name: item.name })}
                onClick={() => props.onEditItem(item)}
              >
                {t("merchantMenu.edit")}
              </Button>
              <Button
                size="sm"
                variant="ghost"
                aria-label={t("merchantMenu.deleteItem", { name: item.name })}
                onClick={() => props.onDeleteItem(item)}
              >
                {t("merchantMenu.delete")}
              </Button>
            </div>
          </li>
        ))}
      </ol>
      <Button size="sm" variant="secondary" onClick={() => props.onAddItem(tagId)}>
        {tag ? t("merchantMenu.addItemTo", { name: tag.name }) : t("merchantMenu.addItem")}
      </Button>
    </section>
  );
}

/** The sections' ids in page order with `dragged` moved to where `target` is. */
function tagIdsAfterDrop(nodes: NodeListOf<HTMLElement>, dragged: number, target: number): number[] {
  const ids = [...nodes].map((n) => Number(n.dataset.menuTag)).filter((id) => id > 0);
  const from = ids.indexOf(dragged);
  const to = ids.indexOf(target);
  if (from < 0 || to < 0) return ids;
  ids.splice(from, 1);
  ids.splice(to, 0, dragged);
  return ids;
}
