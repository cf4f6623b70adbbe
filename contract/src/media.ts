import { z } from "zod";
import { imagePurposes } from "./constants/media.ts";

export * from "./constants/media.ts";

/** The `purpose` field of an upload form (docs/media.md). */
export const ImagePurposeSchema = z.enum(imagePurposes);

/** An uploaded image, as stored and served (`url` is a path on this site). */
export const MediaFileSchema = z.object({
  id: z.uuid(),
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
});
export type MediaFile = z.infer<typeof MediaFileSchema>;
