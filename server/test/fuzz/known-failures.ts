import type { Failure } from "./runner.ts";

/**
 * Failure classes the fuzzer knows about and tolerates for now, each tied to its finding in
 * /tmp/findings/fuzz.md (issue 13) and to be removed when the fix lands. Empty is the goal.
 */
export const knownFailures: { finding: string; why: string; matches: (f: Failure) => boolean }[] = [];

export const knownFailure = (failure: Failure) => knownFailures.some((k) => k.matches(failure));
