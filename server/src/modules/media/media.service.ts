import { type ImagePurpose, type MediaFile, uploadedImagePath } from "@dutchpot/contract";
import type { DbOrTx } from "../../db/client.ts";
import { processImage } from "./image-processing.ts";
import { findMediaFile, findMediaFileTenant, insertMediaFile } from "./media.repository.ts";

/** A v4-shaped uuid (the ids `gen_random_uuid()` gives); anything else is no stored image. */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The id in a stored image's file name `<id>.webp`, or null for any other name. */
function storedId(fileName: string): string | null {
  const id = /^(.+)\.webp$/i.exec(fileName)?.[1];
  return id && uuidPattern.test(id) ? id.toLowerCase() : null;
}

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
      const id = storedId(fileName);
      return id === null ? null : findMediaFile(db, id);
    },

    /**
     * Who uploaded `<id>.webp`: the uploader's tenant, null for a host admin, undefined when the name is
     * no stored image. The consoles accept an upload only as their own tenant's.
     */
    async ownerOf(fileName: string): Promise<number | null | undefined> {
      const id = storedId(fileName);
      return id === null ? undefined : findMediaFileTenant(db, id);
    },
  };
}

export type MediaService = ReturnType<typeof createMediaService>;
