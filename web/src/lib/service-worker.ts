/**
 * Registers the service worker (`/sw.js`, written by the build: web/vite-service-worker.ts) once the
 * page has loaded, so it never competes with the first screen. Not in development (Vite serves no
 * worker) nor where the browser has none.
 */
export function registerServiceWorker(
  nav: Navigator = navigator,
  win: Pick<Window, "addEventListener"> & { document: Document } = window,
): void {
  if (!("serviceWorker" in nav)) return;
  const register = () => {
    nav.serviceWorker
      .register("/sw.js")
      .catch((error: unknown) => console.warn("Service worker not registered", error));
  };
  if (win.document.readyState === "complete") register();
  else win.addEventListener("load", register, { once: true });
}
