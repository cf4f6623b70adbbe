import v8 from "node:v8";

/**
 * Sets V8's `--heap-growing-percent` from V8_HEAP_GROWING_PERCENT (0 keeps V8's own rule). V8 reads
 * it at every full collection, so calling this first thing in an entry covers every way that entry is
 * started (npm start, the workspace scripts, the cluster, the bench): decision 041.
 */
export function applyHeapGrowing(percent: number): void {
  if (percent > 0) v8.setFlagsFromString(`--heap-growing-percent=${percent}`);
}
