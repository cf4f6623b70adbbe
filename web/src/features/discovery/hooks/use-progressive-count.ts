import { startTransition, useEffect, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

/** The history entries (location keys) this app has rendered a progressive part on, in this tab. */
const renderedEntries = new Set<string>();

/**
 * How many of `total` parts (a menu's tags, a list's stores) to render: the first `first` with the
 * data's answer, then `step` more per task, each render a transition React slices, so no single task
 * renders the whole answer (decision 046: on `/shop` ~60 cards with their cart controls, on near-me
 * ~30 store cards, were each one task of 200–750 ms on a 4×-throttled CPU, Lighthouse TBT, issue 16
 * item 17). Once every part is shown, a new answer with no more parts renders whole.
 *
 * Back or Forward to an entry already shown renders every part at once: the scroll position React
 * Router restores must exist when it is restored, or the page would open higher up the list.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const { key } = useLocation();
  const returning = useNavigationType() === "POP" && renderedEntries.has(key);
  const [shown, setShown] = useState(() => (returning ? Math.max(first, total) : first));
  useEffect(() => {
    renderedEntries.add(key);
  }, [key]);
  useEffect(() => {
    if (shown >= total) return;
    if (returning) {
      setShown(total);
      return;
    }
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step, returning]);
  return returning ? Math.max(shown, total) : shown;
}
