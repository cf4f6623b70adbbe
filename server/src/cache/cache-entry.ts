import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes an answer is sent as it is: compressing it saves less than it costs. */
export const compressFromBytes = 1024;

/** One cached answer: its serialized body, compressed once when filled, and its validator. */
export interface CacheEntry {
  /** Strong ETag of the identity body (the same on every instance for the same answer). */
  etag: string;
  identity: Buffer;
  br: Buffer | null;
  gzip: Buffer | null;
  /** Epoch ms after which the answer may differ though no data changed (opening hours); null = never. */
  expiresAt: number | null;
}

/**
 * Builds an entry from a serialized answer: Brotli and gzip variants are computed here, once, off
 * the event loop (zlib's thread pool) at a higher quality than per-request compression can afford.
 */
export async function buildEntry(body: string | Buffer | ArrayBuffer, expiresAt: number | null): Promise<CacheEntry> {
  const identity = typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body as ArrayBuffer);
  const etag = `"${createHash("sha1").update(identity).digest("base64url")}"`;
  if (identity.length < compressFromBytes) return { etag, identity, br: null, gzip: null, expiresAt };
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 9,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: identity.length,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ]);
  return { etag, identity, br, gzip: gz, expiresAt };
}

/** Bytes an entry holds (the LRU's size cap counts these). */
export const entryBytes = (entry: CacheEntry, key: string) =>
  entry.identity.length + (entry.br?.length ?? 0) + (entry.gzip?.length ?? 0) + key.length * 2 + 64;
