import { z } from "zod";
import { merchantMenuLimits as limits, menuTexts } from "./constants/merchant-menu.ts";
import { idQuerySchema, idSchema, nameText, text } from "./primitives.ts";

export * from "./constants/merchant-menu.ts";

/** Dollars with at most two decimals, 0–10,000 (cents on the server). */
const dollars = z
  .number()
  .min(0)
  .max(limits.maxPrice)
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, menuTexts.twoDecimals);

/** An image of the app: uploaded (`/media/uploads/…`) or one of its own (`/media/…`); no `..`, no host. */
const imageUrl = text({ max: limits.maxImageUrlLength }).refine(
  (v) => /^\/media\/[A-Za-z0-9._~%/-]+$/.test(v) && !v.split("/").includes(".."),
  menuTexts.imageUrl,
);

const itemName = nameText({ min: 1, max: limits.maxNameLength });

// ── Answers ───────────────────────────────────────────────────────────────────────────────────

export const MerchantOptionValueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Dollars. */
  cost: z.number(),
  isPreSelected: z.boolean(),
  sortOrder: z.number().int(),
});

export const MerchantOptionGroupSchema = z.object({
  id: z.number().int(),
  textPrompt: z.string(),
  /** 2 = single choice; 3 (and 4, older rows) = multiple choice. */
  controlType: z.union([z.literal(2), z.literal(3), z.literal(4)]),
  isRequired: z.boolean(),
  sortOrder: z.number().int(),
  values: z.array(MerchantOptionValueSchema),
});
export type MerchantOptionGroup = z.infer<typeof MerchantOptionGroupSchema>;

export const MerchantMenuItemSchema = z.object({
  id: z.number().int(),
  tagId: z.number().int().nullable(),
  name: z.string(),
  description: z.string(),
  /** Dollars. */
  price: z.number(),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
  isOutOfStock: z.boolean(),
  sortOrder: z.number().int(),
  optionGroups: z.array(MerchantOptionGroupSchema),
});
export type MerchantMenuItem = z.infer<typeof MerchantMenuItemSchema>;

export const MerchantMenuTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  sortOrder: z.number().int(),
});
export type MerchantMenuTag = z.infer<typeof MerchantMenuTagSchema>;

/** `GET MerchantMenu/Get`: the whole menu for editing, inactive items included, in menu order. */
export const MerchantMenuSchema = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  tags: z.array(MerchantMenuTagSchema.extend({ items: z.array(MerchantMenuItemSchema) })),
  /** Items of no section (their section was deleted, or none was chosen). */
  untaggedItems: z.array(MerchantMenuItemSchema),
});
export type MerchantMenu = z.infer<typeof MerchantMenuSchema>;

// ── Requests ──────────────────────────────────────────────────────────────────────────────────

export const MenuShopQuerySchema = z.object({ shopId: idQuerySchema });
export const MenuIdQuerySchema = z.object({ Id: idQuerySchema });

export const CreateTagInputSchema = z.object({ shopId: idSchema, name: itemName });
export const UpdateTagInputSchema = z.object({ id: idSchema, name: itemName });
export type CreateTagInput = z.infer<typeof CreateTagInputSchema>;
export type UpdateTagInput = z.infer<typeof UpdateTagInputSchema>;

const orderedIds = z.array(idSchema).max(limits.maxReorderIds);
export const ReorderTagsInputSchema = z.object({ shopId: idSchema, ids: orderedIds });
/** The items of one section (`tagId`) or the untagged ones (`tagId: null`), in their new order. */
export const ReorderItemsInputSchema = z.object({ shopId: idSchema, tagId: idSchema.nullable(), ids: orderedIds });
export type ReorderTagsInput = z.infer<typeof ReorderTagsInputSchema>;
export type ReorderItemsInput = z.infer<typeof ReorderItemsInputSchema>;

/** An option value: `id` keeps an existing value (carts holding it stay valid); none creates one. */
export const OptionValueInputSchema = z.object({
  id: idSchema.optional(),
  name: itemName,
  cost: dollars.default(0),
  isPreSelected: z.boolean().default(false),
});

export const OptionGroupInputSchema = z
  .object({
    id: idSchema.optional(),
    textPrompt: text({ min: 1, max: limits.maxNameLength }),
    controlType: z.union([z.literal(2), z.literal(3)]),
    isRequired: z.boolean().default(false),
    values: z.array(OptionValueInputSchema).max(limits.maxOptionValues),
  })
  .superRefine((group, ctx) => {
    if (group.isRequired && group.values.length === 0) {
      ctx.addIssue({ code: "custom", path: ["values"], message: menuTexts.requiredGroupNeedsValue });
    }
    if (group.controlType === 2 && group.values.filter((v) => v.isPreSelected).length > 1) {
      ctx.addIssue({ code: "custom", path: ["values"], message: menuTexts.singleChoiceOnePreSelected });
    }
  });
export type OptionGroupInput = z.infer<typeof OptionGroupInputSchema>;

const itemFields = {
  tagId: idSchema.nullable().default(null),
  name: itemName,
  description: text({ max: limits.maxDescriptionLength, multiline: true }).default(""),
  price: dollars,
  imageUrl: imageUrl.nullable().default(null),
  isActive: z.boolean().default(true),
  isOutOfStock: z.boolean().default(false),
  /** Replaced as a whole: groups and values left out are removed, those with an id are kept. */
  optionGroups: z.array(OptionGroupInputSchema).max(limits.maxOptionGroups).default([]),
};

export const CreateItemInputSchema = z.object({ shopId: idSchema, ...itemFields });
export const UpdateItemInputSchema = z.object({ id: idSchema, ...itemFields });
export type CreateItemInput = z.infer<typeof CreateItemInputSchema>;
export type UpdateItemInput = z.infer<typeof UpdateItemInputSchema>;
export type ItemFields = Omit<CreateItemInput, "shopId">;

export const SetItemStockInputSchema = z.object({ id: idSchema, isOutOfStock: z.boolean() });
export type SetItemStockInput = z.infer<typeof SetItemStockInputSchema>;
