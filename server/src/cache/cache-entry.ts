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
  const identity = ownBytes(typeof body === "string" ? Buffer.from(body, "utf8") : Buffer.from(body as ArrayBuffer));
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
  return {
    ...entry,
    br: { body: ownBytes(br), etag: `"${hash}-br"` },
    gzip: { body: ownBytes(gz), etag: `"${hash}-gzip"` },
  };
}

/**
 * The bytes in a memory block of their own. A small Buffer is often a view of a bigger block that
 * stays alive as long as the view does: `Buffer.from` of a string under 4 KB is a slice of Node's
 * shared 8 KB pool, and zlib's output is a slice of its 16 KB output chunk (a 121-byte Brotli twin
 * kept 16,384 bytes alive). Kept as they came, a cache of small answers held 10-20 times the bytes
 * its cap counts (decision 041); copied once per fill, the cap is what the entries really hold.
 */
function ownBytes(bytes: Buffer): Buffer {
  if (bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength) return bytes;
  const own = Buffer.allocUnsafeSlow(bytes.byteLength);
  bytes.copy(own);
  return own;
}

/** Bytes an entry holds (the LRU's size cap counts these): the memory blocks of its bodies, its key, its objects. */
export const entryBytes = (entry: CacheEntry, key: string) =>
  entry.identity.body.buffer.byteLength +
  (entry.br?.body.buffer.byteLength ?? 0) +
  (entry.gzip?.body.buffer.byteLength ?? 0) +
  key.length * 2 +
  128;
