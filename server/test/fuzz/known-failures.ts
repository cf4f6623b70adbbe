import type { Failure } from "./runner.ts";

/**
 * Failure classes the fuzzer tolerates until their fix lands, each tied to its finding (issue 13;
 * reported to whoever owns the code) and removed with the fix. Empty is the goal, and a new
 * failure class never goes here without a finding. An entry looks like
 * `{ finding: "F3", why: "…", matches: (f) => f.kind === "5xx" && f.request.operation === "…" }`.
 */
export const knownFailures: { finding: string; why: string; matches: (f: Failure) => boolean }[] = [];

/** The finding a failure is known under, if any. */
export const knownFailure = (failure: Failure) => knownFailures.find((k) => k.matches(failure))?.finding;
