import type { OpeningState } from "@dutchpot/contract";

const minuteMs = 60_000;

/**
 * Until when these opening states stay true (epoch ms): the earliest next transition — an open
 * shop's closing, a closed shop's opening (a busy pause's end included, to the millisecond). A
 * state without one (open or closed for more than the 7 days looked at) changes only when the
 * 7-day window slides onto an opening's minute, so it holds until the next minute after the answer
 * was started. No states: nothing in the answer depends on the clock (null).
 */
export function openingExpiry(states: readonly OpeningState[], startedAt: Date): number | null {
  if (states.length === 0) return null;
  const nextMinute = (Math.floor(startedAt.getTime() / minuteMs) + 1) * minuteMs;
  let earliest = Number.POSITIVE_INFINITY;
  for (const state of states) {
    const next = state.isOpen ? state.closesAt : state.opensAt;
    earliest = Math.min(earliest, next ? Date.parse(next) : nextMinute);
  }
  return earliest;
}
