import { z } from "zod";
import { PagedRequestSchema, pagedResultOf } from "./paging.ts";
import { idQuerySchema } from "./primitives.ts";

/** The four kinds of shop on the marketplace. */
export const shopKinds = ["restaurant", "grocery", "convenience", "homeChef"] as const;
export const ShopKindSchema = z.enum(shopKinds);
export type ShopKind = z.infer<typeof ShopKindSchema>;

export const ShopTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: ShopKindSchema,
  imageUrl: z.string().nullable(),
});
export type ShopType = z.infer<typeof ShopTypeSchema>;
export const ShopTypePageSchema = pagedResultOf(ShopTypeSchema);

export const ShopTagSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  imageUrl: z.string().nullable(),
});
export type ShopTag = z.infer<typeof ShopTagSchema>;
export const ShopTagPageSchema = pagedResultOf(ShopTagSchema);

/** `Shop/GetShopTags`: the menu sections of the shops on the request's marketplace, or of one shop. */
export const ShopTagsRequestSchema = PagedRequestSchema.extend({
  ShopId: idQuerySchema.optional(),
});
export type ShopTagsRequest = z.infer<typeof ShopTagsRequestSchema>;
