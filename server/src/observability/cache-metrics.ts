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

/** One field of a cache's stats. */
type StatField = (stats: CacheStats) => number | undefined;

/**
 * Cache hits, misses, evictions and size, per named cache. A cache keeps its own plain counters
 * (no cost per hit beyond an increment) and registers a reader with `app.metrics.trackCache`; the
 * hit ratio is `rate(hits) / (rate(hits) + rate(misses))`.
 */
export function cacheMetrics(registry: Registry): CacheTracker {
  const sources = new Map<string, () => CacheStats>();
  /** Each cache's current value of one field (a cache that does not keep it is left out). */
  const readings = (pick: StatField) =>
    [...sources].flatMap(([cache, stats]) => {
      const value = pick(stats());
      return value === undefined ? [] : [{ cache, value }];
    });
  // Refilled from the caches at each scrape: a counter from the cache's own running total, a gauge
  // from its size now (after the reset, adding the value sets it).
  const metric = (Kind: typeof Counter | typeof Gauge, name: string, help: string, pick: StatField) =>
    new Kind({
      name,
      help,
      labelNames: ["cache"] as const,
      registers: [registry],
      collect() {
        this.reset();
        for (const { cache, value } of readings(pick)) this.inc({ cache }, value);
      },
    });
  metric(Counter, "dutchpot_cache_hits_total", "Answers served from the cache.", (s) => s.hits);
  metric(Counter, "dutchpot_cache_misses_total", "Look-ups the cache could not answer (then filled).", (s) => s.misses);
  metric(Counter, "dutchpot_cache_evictions_total", "Entries dropped to stay within the size cap.", (s) => s.evictions);
  metric(Gauge, "dutchpot_cache_entries", "Entries held now.", (s) => s.entries);
  metric(Gauge, "dutchpot_cache_bytes", "Bytes held now.", (s) => s.bytes);
  return (name, stats) => {
    sources.set(name, stats);
  };
}
