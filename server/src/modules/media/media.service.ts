import { type ImagePurpose, type MediaFile, uploadedImagePath } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { processImage } from "./image-processing.ts";
import { findMediaFile, insertMediaFile } from "./media.repository.ts";

/** A v4-shaped uuid (the ids `gen_random_uuid()` gives); anything else is no stored image. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Uploaded images (`media_files`): checked, resized and stored in the database; served by id. */
export function createMediaService(db: DbOrTx) {
  return {
    /** Stores an upload of `tenantId` (null: a host admin) and answers its public URL. */
    async upload(tenantId: number | null, bytes: Buffer, purpose: ImagePurpose): Promise<MediaFile> {
      const image = await processImage(bytes, purpose);
      const { id } = await insertMediaFile(db, { tenantId, ...image });
      return { id, url: uploadedImagePath(id), width: image.width, height: image.height };
    },

    /** The stored bytes of `<id>.webp`, or null for a name that is no stored image. */
    async file(fileName: string) {
      const match = /^(.+)\.webp$/i.exec(fileName);
      const id = match?.[1];
      if (!id || !uuidPattern.test(id)) return null;
      return findMediaFile(db, id.toLowerCase());
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
