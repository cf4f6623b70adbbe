/**
 * The merchant console's menu editor (issue 15): limits and texts shared by the server's checks and
 * the web's editor (zod-free, so the web imports them from `@dutchpot/contract/constants`).
 */
export const merchantMenuLimits = {
  /** Dollars: an item's price and an option value's cost. */
  maxPrice: 10_000,
  maxNameLength: 128,
  maxDescriptionLength: 2000,
  maxOptionGroups: 20,
  /** Values per option group. */
  maxOptionValues: 50,
  maxImageUrlLength: 512,
  /** Sections (tags) per shop, and items per reorder call. */
  maxTags: 100,
  maxReorderIds: 1000,
} as const;

/** Option group kinds the console writes: 2 = single choice, 3 = multiple choice (4 is read as multiple). */
export const optionControlTypes = { single: 2, multiple: 3 } as const;

/** The event appended to `shop-menu:<shopId>` by every menu change (docs/events.md). */
export const menuChangedEvent = "menu.changed";
export const shopMenuStreamOf = (shopId: number) => `shop-menu:${shopId}`;

export const menuTexts = {
  /** AddShoppingCartItem / UpdateShoppingCartItem (more of it) while the shop marked the item out of stock. */
  itemOutOfStock: "This item is out of stock for now.",
  twoDecimals: "must have at most two decimals",
  imageUrl: "must be an uploaded image (/media/…)",
  imageNotStored: "The image is not one of the uploaded images: upload it again.",
  requiredGroupNeedsValue: "A required option group needs at least one value.",
  singleChoiceOnePreSelected: "A single-choice option group can pre-select at most one value.",
  reorderNotExact: "The ids must be exactly the sections (or items) being ordered, each once.",
} as const;
