import { useCallback, useState } from "react";

/**
 * Which fields show their error: each once left, all once the form is submitted (the spec's client
 * sent invalid forms; here a submit shows every problem instead and sends nothing).
 */
export function useShownErrors<K extends string>() {
  const [touched, setTouched] = useState<Partial<Record<K, true>>>({});
  const [submitted, setSubmitted] = useState(false);
  const touch = useCallback((name: K) => setTouched((all) => (all[name] ? all : { ...all, [name]: true })), []);
  const shown = useCallback(
    <T>(name: K, error: T | null): T | null => (submitted || touched[name] ? error : null),
    [submitted, touched],
  );
  const submit = useCallback(() => setSubmitted(true), []);
  return { touch, shown, submit };
}

/** Moves focus to the first field with a problem (by the id of its control). */
export function focusFirstInvalid(
  order: readonly string[],
  errors: Record<string, unknown>,
  idOf: (f: string) => string,
) {
  const first = order.find((f) => errors[f] !== null);
  if (first) document.getElementById(idOf(first))?.focus();
}
