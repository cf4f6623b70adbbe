import { useMatches } from "react-router";

/** Static facts a route declares in its `handle`, read by the layout. */
export interface RouteHandle {
  /** i18n key of the screen title (document title, coming-soon heading). */
  titleKey?: string;
  /** The customer footer shows on this route (spec: routes named main and category). */
  footer?: boolean;
  /** The header search box shows on this route (spec: main only). */
  search?: boolean;
}

/** Merges the handles of the matched routes, deepest last. */
export function useRouteHandle(): RouteHandle {
  const matches = useMatches();
  const merged: RouteHandle = {};
  for (const match of matches) Object.assign(merged, match.handle as RouteHandle | undefined);
  return merged;
}
