import { Counter, Gauge, type Registry } from "prom-client";

/** What a cache reports: counters since start (hits, misses, evictions) and its current size. */
export interface CacheStats {
  hits: number;
  misses: number;
  evictions?: number;
  entries?: number;
  bytes?: number;
}

/** Reads the registered caches' counters at scrape time, labelled by the cache's name. */
export type CacheTracker = (name: string, stats: () => CacheStats) => void;

/**
 * Cache hits, misses, evictions and size, per named cache. A cache keeps its own plain counters
 * (no cost per hit beyond an increment) and registers a reader with `app.metrics.trackCache`; the
 * hit ratio is `rate(hits) / (rate(hits) + rate(misses))`.
 */
export function cacheMetrics(registry: Registry): CacheTracker {
  const sources = new Map<string, () => CacheStats>();
  const read = (pick: (s: CacheStats) => number | undefined) =>
    [...sources].map(([cache, stats]) => ({ cache, value: pick(stats()) }));
  const counter = (name: string, help: string, pick: (s: CacheStats) => number | undefined) =>
    new Counter({
      name,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { cache, value } of read(pick)) if (value !== undefined) this.inc({ cache }, value);
      },
    });
  const gauge = (name: string, help: string, pick: (s: CacheStats) => number | undefined) =>
    new Gauge({
      name,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { cache, value } of read(pick)) if (value !== undefined) this.set({ cache }, value);
      },
    });
  counter("dutchpot_cache_hits_total", "Answers served from the cache.", (s) => s.hits);
  counter("dutchpot_cache_misses_total", "Look-ups the cache could not answer (then filled).", (s) => s.misses);
  counter("dutchpot_cache_evictions_total", "Entries dropped to stay within the size cap.", (s) => s.evictions);
  gauge("dutchpot_cache_entries", "Entries held now.", (s) => s.entries);
  gauge("dutchpot_cache_bytes", "Bytes held now.", (s) => s.bytes);
  return (name, stats) => {
    sources.set(name, stats);
  };
}
