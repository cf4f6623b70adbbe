import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Below this many bytes an answer is sent as it is: compressing it saves less than it costs. */
export const compressFromBytes = 1024;

/** One byte sequence of an answer and its validator. */
export interface Representation {
  body: Buffer;
  /**
   * Strong ETag of these bytes (equal on every instance for the same answer). The Brotli and gzip
   * twins carry the identity's tag with `-br` / `-gzip` appended: a strong validator names one
   * representation (RFC 9110 8.8.1), and a shared cache keeps each encoding apart.
   */
  etag: string;
}

/** One cached answer: its serialized body and the compressed twins, made once when filled. */
export interface CacheEntry {
  identity: Representation;
  br: Representation | null;
  gzip: Representation | null;
  /** Epoch ms after which the answer may differ though no data changed (opening hours); null = never. */
  expiresAt: number | null;
}

/**
 * Builds an entry from a serialized answer: Brotli and gzip variants are computed here, once, off
 * the event loop (zlib's thread pool) at a higher quality than per-request compression can afford.
 */
export async function buildEntry(body: string | Buffer | ArrayBuffer, expiresAt: number | null): Promise<CacheEntry> {
  const identity = typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body as ArrayBuffer);
  const hash = createHash("sha1").update(identity).digest("base64url");
  const entry: CacheEntry = { identity: { body: identity, etag: `"${hash}"` }, br: null, gzip: null, expiresAt };
  if (identity.length < compressFromBytes) return entry;
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
  return { ...entry, br: { body: br, etag: `"${hash}-br"` }, gzip: { body: gz, etag: `"${hash}-gzip"` } };
}

/** Bytes an entry holds (the LRU's size cap counts these). */
export const entryBytes = (entry: CacheEntry, key: string) =>
  entry.identity.body.length + (entry.br?.body.length ?? 0) + (entry.gzip?.body.length ?? 0) + key.length * 2 + 128;
