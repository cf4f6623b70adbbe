import { type ImgHTMLAttributes, useLayoutEffect, useRef, useState } from "react";

/**
 * The first screen the server writes into the page (server/src/plugins/first-screen.ts: the landing's
 * hero, a store page's banner and name) stays on screen until the app's page can show the same thing,
 * and the app's page then shows the server's very image element (decision 039). Before, `createRoot`
 * replaced it with a skeleton at once and the app's own `<img>`, painted seconds later, was the page's
 * largest paint (Lighthouse LCP, issue 16 item 17).
 *
 * `keepServerFirstScreen(root)` runs before React mounts: the server's screen moves out of `#root`,
 * which is hidden while React renders into it. `useFirstScreenHandoff(ready)` (the page, once it shows
 * its first screen or knows it cannot) removes the server's screen and shows the app in one frame.
 */

const firstScreenSelector = "[data-first-screen]";
/** The performance mark set when the app takes over (e2e checks that the largest paint came before it). */
export const handoffMark = "first-screen-handoff";

let pending: { screen: HTMLElement; root: HTMLElement; path: string } | null = null;

/**
 * Before the first render: keeps the server's first screen, if the page has one, outside the app's
 * root; not when it is in another language than the app's (`appHtmlLang`): the app replaces it at once.
 */
export function keepServerFirstScreen(root: HTMLElement, appHtmlLang = document.documentElement.lang) {
  const screen = root.querySelector<HTMLElement>(firstScreenSelector);
  if (!screen || document.documentElement.lang !== appHtmlLang) return;
  root.before(screen);
  root.hidden = true;
  pending = { screen, root, path: window.location.pathname };
  // A page that never says it is ready (a bug) must not keep the app hidden.
  setTimeout(handOffFirstScreen, 15_000);
}

/** The app takes over: the server's screen goes and the app's page shows, in the same frame. */
export function handOffFirstScreen() {
  if (!pending) return;
  pending.screen.remove();
  pending.root.hidden = false;
  pending = null;
  performance.mark?.(handoffMark);
}

/** The server's first-screen image with this `src`, while the server's screen is still up (else null). */
function serverImage(src: string): HTMLImageElement | null {
  if (!pending) return null;
  for (const img of pending.screen.querySelectorAll("img")) if (img.getAttribute("src") === src) return img;
  return null;
}

/**
 * Called by a page with a server-written first screen: once `ready` (it shows that screen, or it knows
 * it cannot, e.g. the store is unavailable), the app takes over. A page left before then (Back, a
 * redirect) takes over too: `FirstScreenGuard` in the root route.
 */
export function useFirstScreenHandoff(ready: boolean) {
  useLayoutEffect(() => {
    if (ready) handOffFirstScreen();
  }, [ready]);
}

/** In the root route: the app takes over as soon as it shows another page than the one the server wrote. */
export function useFirstScreenGuard(pathname: string) {
  useLayoutEffect(() => {
    if (pending && pathname !== pending.path) handOffFirstScreen();
  }, [pathname]);
}

/**
 * The first screen's large image (landing hero, store banner): the server's own `<img>` element when
 * the server's screen shows it — moved into this page, already loaded and painted, so the app paints
 * no new, later image — or a new `<img>` otherwise (navigation inside the app, tests).
 */
export function FirstScreenImage({
  src,
  alt,
  onError,
}: Pick<ImgHTMLAttributes<HTMLImageElement>, "alt"> & { src: string; onError: () => void }) {
  const [adopted] = useState(() => serverImage(src));
  const holder = useRef<HTMLSpanElement>(null);
  const onErrorRef = useRef(onError);
  onErrorRef.current = onError;
  useLayoutEffect(() => {
    if (!adopted || !holder.current) return;
    // Moved once: moving it again would repaint it as a new image.
    if (adopted.parentNode !== holder.current) holder.current.append(adopted);
    const failed = () => onErrorRef.current();
    if (adopted.complete && adopted.naturalWidth === 0) failed();
    adopted.addEventListener("error", failed);
    return () => adopted.removeEventListener("error", failed);
  }, [adopted]);
  useLayoutEffect(() => {
    if (adopted) adopted.alt = alt ?? "";
  }, [adopted, alt]);
  // `display: contents`: the image sizes against the banner or hero box, as the app's own would.
  if (adopted) return <span ref={holder} className="first-screen-image" style={{ display: "contents" }} />;
  return <img src={src} alt={alt} fetchPriority="high" onError={onError} />;
}
