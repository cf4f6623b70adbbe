import { type ReactElement, useMemo } from "react";
import { Trans } from "react-i18next";

/**
 * A translated sentence with values in it — a place, an apartment, a promo code, a number. In the
 * locale files each value is a self-closing tag named after it (`"Delivering near <place/>"`), and
 * here it becomes a `<bdi>` element holding the value as a React text child. So the value is shown
 * once, as text: never parsed as markup, never escaped twice (`<`, `&` and quotes show as typed),
 * and isolated for right-to-left pages. Use this, not `<Trans values>`, whenever a value reaches a
 * sentence that has markup.
 */
export function TransText({ i18nKey, values }: { i18nKey: string; values: Record<string, string> }) {
  const components = useMemo(
    () =>
      Object.fromEntries(
        Object.entries(values).map(([name, value]) => [name, <bdi key={name}>{value}</bdi>]),
      ) as Record<string, ReactElement>,
    [values],
  );
  return <Trans i18nKey={i18nKey} components={components} />;
}
