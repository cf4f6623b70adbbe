import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { buildEntry, type CacheEntry, entryBytes } from "./cache-entry.ts";

/**
 * What a read-cache entry keeps in memory (cache-entry.ts, decision 041): the LRU's byte cap
 * (READ_CACHE_MAX_BYTES) is only a bound on the process if an entry's counted bytes are the memory
 * it keeps alive, including the blocks its Buffers are views of.
 */
const answer = (items: number) =>
  JSON.stringify({
    result: { items: Array.from({ length: items }, (_, id) => ({ id, name: `Dish ${id}`, unitPrice: 10 + id })) },
  });

const representations = (entry: CacheEntry) => [entry.identity, entry.br, entry.gzip].filter((r) => r !== null);

describe("read-cache entries", () => {
  // ~0.9 KB (under the compression floor), ~1.7 KB and ~3.5 KB (pooled strings, small zlib output), ~35 KB.
  for (const items of [20, 40, 80, 800]) {
    it(`keep no more memory than the cap counts (${items} items)`, async () => {
      const body = answer(items);
      const entry = await buildEntry(body, null);
      const key = `/api/services/app/FoodMenu/GetMenusByTag|tenant:3@1|MaxResultCount=${items}`;
      let held = key.length * 2;
      for (const { body: bytes } of representations(entry)) {
        // Each body owns its whole memory block: no view of Node's 8 KB pool or zlib's 16 KB chunk.
        expect(bytes.byteOffset).toBe(0);
        expect(bytes.buffer.byteLength).toBe(bytes.byteLength);
        held += bytes.buffer.byteLength;
      }
      expect(entryBytes(entry, key)).toBeGreaterThanOrEqual(held);
      // Still the same answer in every encoding.
      expect(entry.identity.body.toString("utf8")).toBe(body);
      if (entry.br) expect(brotliDecompressSync(entry.br.body).toString("utf8")).toBe(body);
      if (entry.gzip) expect(gunzipSync(entry.gzip.body).toString("utf8")).toBe(body);
    });
  }

  it("count a 64 KB cap's worth of small answers as the memory they hold", async () => {
    // 40 menus of ~1.7 KB with their twins: counted ~2.3 KB each, as held.
    let counted = 0;
    let held = 0;
    for (let n = 0; n < 40; n++) {
      const entry = await buildEntry(answer(40 + (n % 3)), null);
      counted += entryBytes(entry, `k${n}`);
      for (const { body } of representations(entry)) held += body.buffer.byteLength;
    }
    expect(held).toBeLessThanOrEqual(counted);
    expect(counted).toBeLessThan(40 * 4096);
  });
});
