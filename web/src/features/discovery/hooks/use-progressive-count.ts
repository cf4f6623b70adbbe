import { startTransition, useEffect, useState } from "react";

/**
 * How many of `total` parts (a menu's tags, a list's stores) to render: the first `first` with the
 * data's answer, then `step` more per task, each render a transition React slices, so no single task
 * renders the whole answer (decision 046: on `/shop` ~60 cards with their cart controls, on near-me
 * ~30 store cards, were each one task of 200–750 ms on a 4×-throttled CPU, Lighthouse TBT, issue 16
 * item 17). Once every part is shown, a new answer with no more parts renders whole.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [shown, setShown] = useState(first);
  useEffect(() => {
    if (shown >= total) return;
    const timer = setTimeout(() => startTransition(() => setShown((n) => n + step)), 0);
    return () => clearTimeout(timer);
  }, [shown, total, step]);
  return shown;
}
