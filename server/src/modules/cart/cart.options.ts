import { cartTexts } from "@dutchpot/contract";
import { FieldValidationError } from "../../lib/errors.ts";
import type { MenuItemWithOptions } from "../menus/menu-items.service.ts";

/**
 * The option values of a line, checked against the item's attributes: every value belongs to one
 * of them; single-choice attributes (control type 2) take at most one value; required ones at
 * least one. `undefined`/`null` means "not given": the pre-selected values apply. Returns the
 * value ids sorted, and the key that makes identical item + options one line.
 */
export function chooseOptions(
  item: MenuItemWithOptions,
  chosen: readonly number[] | null | undefined,
  member: string,
): { valueIds: number[]; optionsKey: string } {
  const attributeOf = new Map<number, number>();
  for (const o of item.options) if (o.valueId !== null) attributeOf.set(o.valueId, o.attributeId);
  const ids =
    chosen == null
      ? item.options.filter((o) => o.isPreSelected && o.valueId !== null).map((o) => o.valueId as number)
      : [...new Set(chosen)];
  for (const id of ids) {
    if (!attributeOf.has(id)) throw new FieldValidationError(member, `${cartTexts.valueNotOfItem} (${id})`);
  }
  const attributes = new Map(item.options.map((o) => [o.attributeId, o]));
  for (const [attributeId, attribute] of attributes) {
    const picked = ids.filter((id) => attributeOf.get(id) === attributeId).length;
    if (attribute.controlType === 2 && picked > 1) throw new FieldValidationError(member, cartTexts.singleChoice);
    if (attribute.isRequired && picked === 0) throw new FieldValidationError(member, cartTexts.requiredChoice);
  }
  const valueIds = ids.sort((a, b) => a - b);
  return { valueIds, optionsKey: valueIds.join(",") };
}
