/** `/api` and everything under it. */
export const isApiPath = (url: string) => /^\/api(\/|$|\?)/i.test(url);

/**
 * Paths that name a file rather than a client route: a miss there is a plain 404, never the SPA
 * (a missing script answered with HTML only produces confusing errors in the browser).
 */
export const isFilePath = (url: string) => {
  const pathname = url.split("?")[0] ?? "";
  if (/^\/index\.html$/i.test(pathname)) return false;
  return /^\/(assets|media)\//i.test(pathname) || /\.[a-z0-9]{1,8}$/i.test(pathname);
};
