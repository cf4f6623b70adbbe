import { createContext, useContext, useEffect } from "react";

/** Set by the layout: a screen's own title, or null to fall back to the route's title key. */
export const PageTitleContext = createContext<((title: string | null) => void) | null>(null);

/**
 * A screen names itself in the document title with data its route cannot know (a store's name, a
 * category's): "Mama Ivy's Dutch Pot · Dutchpot". Undefined while loading keeps the route's title.
 */
export function usePageTitle(title: string | null | undefined): void {
  const setTitle = useContext(PageTitleContext);
  useEffect(() => {
    if (!setTitle || !title) return;
    setTitle(title);
    return () => setTitle(null);
  }, [setTitle, title]);
}
