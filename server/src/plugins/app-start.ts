import { readFileSync } from "node:fs";
import path from "node:path";
import { escapeHtml } from "./first-screen.ts";

/**
 * The app's code requested after the server's first screen has painted (decision 043). On the pages
 * whose first screen the server writes (the landing, the store pages), the entry's
 * `<script type=module>` and `modulepreload` links leave the page; a small script the build emits
 * (web/app-start/app-start.js) requests them, with the route's own code, once the first screen and
 * its image have painted. Lighthouse's simulation puts every script that finished before the largest
 * paint on that paint's path; locally all of them did (issue 16 item 17).
 */

/** The file the build writes (web/vite-app-start.ts `appStartFile`). */
export const appStartFile = "app-start.json";

/** JSON that cannot end its <script> element or start a comment: `<`, `>`, `&` and line separators escaped. */
export const jsonForScript = (value: unknown) =>
  JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`);

/** What a page needs to start the app later: the loader's URL, the entry and its preloads, and their tags in the page. */
export interface AppStart {
  loader: string;
  entry: string;
  scripts: string[];
  /** The build's own tags for them in index.html, taken out of a page that starts the app later. */
  tags: string[];
}

const entryTagPattern = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/i;
const modulePreloadPattern = /<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/gi;

/**
 * The build's loader (app-start.json) and index.html's entry and module preloads; null when the build
 * has no loader or the page no module entry (the page then keeps the build's tags).
 */
export function loadAppStart(distDir: string, template: string): AppStart | null {
  let loader: unknown;
  try {
    loader = (JSON.parse(readFileSync(path.join(distDir, appStartFile), "utf8")) as { loader?: unknown }).loader;
  } catch {
    return null;
  }
  const entry = entryTagPattern.exec(template);
  if (typeof loader !== "string" || !entry?.[1]) return null;
  const preloads = [...template.matchAll(modulePreloadPattern)];
  return {
    loader,
    entry: entry[1],
    scripts: preloads.map((match) => match[1] ?? ""),
    tags: [entry[0], ...preloads.map((match) => match[0])],
  };
}

/**
 * The page (with a server-written first screen) without the app's script tags, and with the list of
 * the app's code (the entry, its preloads, the route's scripts and styles) and the deferred loader
 * that requests it once the first screen has painted.
 */
export function withAppStartedAfterPaint(
  html: string,
  start: AppStart,
  route: { scripts: string[]; styles: string[] } | undefined,
): string {
  let page = html;
  for (const tag of start.tags) page = page.replace(tag, "");
  const code = {
    entry: start.entry,
    scripts: [...new Set([...start.scripts, ...(route?.scripts ?? [])])],
    styles: route?.styles ?? [],
  };
  const tags =
    `<script id="app-code" type="application/json">${jsonForScript(code)}</script>` +
    `<script defer src="${escapeHtml(start.loader)}"></script>`;
  return page.replace(/<\/head>/i, () => `${tags}</head>`);
}
