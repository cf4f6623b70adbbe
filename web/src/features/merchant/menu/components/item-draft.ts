import type { MerchantMenuItem } from "@dutchpot/contract";
import { merchantMenuLimits } from "@dutchpot/contract/constants";
import type { ItemBody } from "../api/menu.ts";

/** An option value being edited: `id` when it exists on the server (kept, so carts holding it stay valid). */
export interface ValueDraft {
  key: string;
  id?: number;
  name: string;
  cost: string;
  isPreSelected: boolean;
}

export interface GroupDraft {
  key: string;
  id?: number;
  textPrompt: string;
  controlType: 2 | 3;
  isRequired: boolean;
  values: ValueDraft[];
}

/** The item editor's fields as typed (numbers stay text until saved). */
export interface ItemDraft {
  id: number | null;
  tagId: number | null;
  name: string;
  description: string;
  price: string;
  imageUrl: string | null;
  isActive: boolean;
  isOutOfStock: boolean;
  groups: GroupDraft[];
}

let counter = 0;
/** A key for a new row of the editor (React needs one before the server gives an id). */
export const newKey = () => `new-${++counter}`;

export const newValue = (): ValueDraft => ({ key: newKey(), name: "", cost: "0", isPreSelected: false });
export const newGroup = (): GroupDraft => ({
  key: newKey(),
  textPrompt: "",
  controlType: 2,
  isRequired: false,
  values: [newValue()],
});

export function draftOf(item: MerchantMenuItem | null, tagId: number | null): ItemDraft {
  if (!item) {
    return {
      id: null,
      tagId,
      name: "",
      description: "",
      price: "",
      imageUrl: null,
      isActive: true,
      isOutOfStock: false,
      groups: [],
    };
  }
  return {
    id: item.id,
    tagId: item.tagId,
    name: item.name,
    description: item.description,
    price: item.price.toFixed(2),
    imageUrl: item.imageUrl,
    isActive: item.isActive,
    isOutOfStock: item.isOutOfStock,
    groups: item.optionGroups.map((g) => ({
      key: `g${g.id}`,
      id: g.id,
      textPrompt: g.textPrompt,
      controlType: g.controlType === 2 ? 2 : 3,
      isRequired: g.isRequired,
      values: g.values.map((v) => ({
        key: `v${v.id}`,
        id: v.id,
        name: v.name,
        cost: v.cost.toFixed(2),
        isPreSelected: v.isPreSelected,
      })),
    })),
  };
}

/** What is wrong with the draft: locale keys of `merchantMenu.problems` by field key. */
export type Problems = Record<string, string>;

const money = /^\d{1,5}(\.\d{1,2})?$/;
const amountOf = (text: string) => {
  const trimmed = text.trim().replace(",", ".");
  if (!money.test(trimmed)) return null;
  const value = Number(trimmed);
  return value <= merchantMenuLimits.maxPrice ? value : null;
};

/** The request body, or the problems that keep it from being sent (nothing invalid is sent). */
export function bodyOf(draft: ItemDraft): { body: ItemBody } | { problems: Problems } {
  const problems: Problems = {};
  if (!draft.name.trim()) problems.name = "nameRequired";
  const price = amountOf(draft.price);
  if (price === null) problems.price = "price";
  const optionGroups = draft.groups.map((g) => {
    if (!g.textPrompt.trim()) problems[`${g.key}.prompt`] = "promptRequired";
    if (g.isRequired && g.values.length === 0) problems[`${g.key}.values`] = "valueRequired";
    if (g.controlType === 2 && g.values.filter((v) => v.isPreSelected).length > 1) {
      problems[`${g.key}.values`] = "onePreSelected";
    }
    return {
      ...(g.id ? { id: g.id } : {}),
      textPrompt: g.textPrompt.trim(),
      controlType: g.controlType,
      isRequired: g.isRequired,
      values: g.values.map((v) => {
        if (!v.name.trim()) problems[`${v.key}.name`] = "nameRequired";
        const cost = amountOf(v.cost);
        if (cost === null) problems[`${v.key}.cost`] = "price";
        return { ...(v.id ? { id: v.id } : {}), name: v.name.trim(), cost: cost ?? 0, isPreSelected: v.isPreSelected };
      }),
    };
  });
  if (Object.keys(problems).length > 0) return { problems };
  return {
    body: {
      tagId: draft.tagId,
      name: draft.name.trim(),
      description: draft.description.trim(),
      price: price ?? 0,
      imageUrl: draft.imageUrl,
      isActive: draft.isActive,
      isOutOfStock: draft.isOutOfStock,
      optionGroups,
    },
  };
}

/** `list` with the element at `index` moved by `by` (−1 up, +1 down); unchanged at the ends. */
export function moved<T>(list: readonly T[], index: number, by: -1 | 1): T[] {
  const to = index + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(index, 1);
  next.splice(to, 0, item as T);
  return next;
}
