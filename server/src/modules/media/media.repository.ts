import { eq } from "drizzle-orm";
import type { DbOrTx } from "../../db/client.ts";
import { mediaFiles } from "../../db/schema/index.ts";

export interface NewMediaFile {
  tenantId: number | null;
  contentType: string;
  width: number;
  height: number;
  bytes: Buffer;
}

export async function insertMediaFile(db: DbOrTx, file: NewMediaFile): Promise<{ id: string }> {
  const [row] = await db.insert(mediaFiles).values(file).returning({ id: mediaFiles.id });
  return row as { id: string };
}

/** The stored image with this id, or null. */
export async function findMediaFile(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: mediaFiles.id, contentType: mediaFiles.contentType, bytes: mediaFiles.bytes })
    .from(mediaFiles)
    .where(eq(mediaFiles.id, id));
  return row ?? null;
}

/** The uploader's tenant of the stored image with this id (null: a host admin), or undefined when none. */
export async function findMediaFileTenant(db: DbOrTx, id: string): Promise<number | null | undefined> {
  const [row] = await db.select({ tenantId: mediaFiles.tenantId }).from(mediaFiles).where(eq(mediaFiles.id, id));
  return row ? row.tenantId : undefined;
}
