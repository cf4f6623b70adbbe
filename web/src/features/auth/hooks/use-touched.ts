import { useCallback, useState } from "react";

/**
 * Which fields the user has left at least once: their errors show from then on (spec: invalid is
 * flagged on blur), while the submit button stays disabled until every field is valid.
 */
export function useTouched<K extends string>() {
  const [touched, setTouched] = useState<Partial<Record<K, boolean>>>({});
  const touch = useCallback((name: K) => setTouched((all) => (all[name] ? all : { ...all, [name]: true })), []);
  const touchAll = useCallback(
    (names: K[]) => setTouched(Object.fromEntries(names.map((n) => [n, true])) as Partial<Record<K, boolean>>),
    [],
  );
  const shown = useCallback(<T>(name: K, error: T | null): T | null => (touched[name] ? error : null), [touched]);
  return { touch, touchAll, shown };
}
