/** `/api` and everything under it. */
export const isApiPath = (url: string) => /^\/api(\/|$|\?)/i.test(url);

/**
 * Whether a request calls the API, judged by the route it matched (the router decodes the path, so
 * `/%61pi/…` reaches an `/api/…` route: the raw URL alone would let it skip the tenant, auth, guest
 * and rate-limit hooks); an unmatched request by its URL.
 */
export const isApiRequest = (request: { url: string; routeOptions: { url?: string } }) =>
  isApiPath(request.routeOptions.url ?? request.url);

/**
 * Paths that name a file rather than a client route: a miss there is a plain 404, never the SPA
 * (a missing script answered with HTML only produces confusing errors in the browser).
 */
export const isFilePath = (url: string) => {
  const pathname = url.split("?")[0] ?? "";
  if (/^\/index\.html$/i.test(pathname)) return false;
  return /^\/(assets|media)\//i.test(pathname) || /\.[a-z0-9]{1,8}$/i.test(pathname);
};
