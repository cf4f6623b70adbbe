/**
 * Small builders that keep the demo content files compact.
 * Image names are given without extension and resolve to `/media/food/<name>.svg`.
 */
import type { SeedItem, SeedOptionGroup, SeedOptionValue, SeedShop, SeedTag } from "./types.ts";

export function item(
  name: string,
  priceCents: number,
  image: string,
  description: string,
  options?: SeedOptionGroup[],
): SeedItem {
  const result: SeedItem = { name, description, priceCents, image: `${image}.svg` };
  if (options && options.length > 0) result.options = options;
  return result;
}

export function tag(name: string, items: SeedItem[]): SeedTag {
  return { name, items };
}

/** "Name:cost" or "Name:cost*" (the star marks a pre-selected value). */
function values(spec: string[]): SeedOptionValue[] {
  return spec.map((s) => {
    const [rawName = s, rawCost = "0"] = s.split(":");
    const preSelected = rawCost.endsWith("*");
    const value: SeedOptionValue = { name: rawName.trim(), costCents: Number.parseInt(rawCost, 10) || 0 };
    if (preSelected) value.preSelected = true;
    return value;
  });
}

export function single(prompt: string, spec: string[], required = true): SeedOptionGroup {
  return { prompt, controlType: 2, required, values: values(spec) };
}

export function multi(prompt: string, spec: string[], controlType: 3 | 4 = 3): SeedOptionGroup {
  return { prompt, controlType, required: false, values: values(spec) };
}

/** Small / Medium / Large, medium pre-selected. */
export function sizes(medium = 300, large = 600): SeedOptionGroup {
  return single("Choose a size", ["Small:0", `Medium:${medium}*`, `Large:${large}`]);
}

export function spice(): SeedOptionGroup {
  return single("How hot?", ["Mild:0", "Medium:0*", "Hot:0", "Scotch-bonnet hot:0"]);
}

export function sides(choices: string[] = ["Rice & peas:0*", "White rice:0", "Steamed cabbage:0", "Fries:150"]) {
  return single("Choose your side", choices);
}

export function extras(
  choices: string[] = ["Extra gravy:150", "Festival:299", "Fried plantain:399", "Coco bread:199"],
) {
  return multi("Add extras", choices, 3);
}

export function drinkSize(large = 250): SeedOptionGroup {
  return single("Bottle size", ["Regular (500 ml):0*", `Large (1 L):${large}`]);
}

export function packSize(spec: string[]): SeedOptionGroup {
  return single("Pack size", spec);
}

/** Fill in the Toronto defaults so shop literals stay short. */
export function shop(s: Omit<SeedShop, "city">): SeedShop {
  return { ...s, city: "Toronto" };
}
