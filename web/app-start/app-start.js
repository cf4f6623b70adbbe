/**
 * Starts the app once the server's first screen has painted (decision 043). The server writes this
 * script, and the list of the app's code (`#app-code`), into the pages whose first screen it renders
 * (the landing, the store pages: server/src/plugins/app-start.ts) instead of the entry's
 * `<script type=module>` and `modulepreload` links. The app's ~180 KB of scripts are then requested
 * after the first screen's largest image has loaded and a frame has been painted, so that neither
 * the first paint nor that image waits for them (Lighthouse LCP, issue 16 item 17). On other pages
 * the entry is in the page as the build wrote it.
 */
(() => {
  const data = document.getElementById("app-code");
  if (!data) return;
  /** @type {{ entry: string; scripts: string[]; styles: string[] }} */
  const code = JSON.parse(data.textContent || "{}");
  let started = false;
  const add = (tag, attributes) => {
    const element = document.createElement(tag);
    // Anonymous CORS, as the build's own `crossorigin` tags: the preloads and the imports share a cache entry.
    element.crossOrigin = "";
    Object.assign(element, attributes);
    document.head.append(element);
  };
  const start = () => {
    if (started) return;
    started = true;
    add("script", { type: "module", src: code.entry });
    for (const href of code.scripts) add("link", { rel: "modulepreload", href });
    for (const href of code.styles) add("link", { rel: "preload", as: "style", href });
  };
  const image = document.querySelector("[data-first-screen] img[fetchpriority='high']");
  // Chromium reports the largest paint: the app is requested once the first screen's image (or, with
  // none, its text) has been painted on screen.
  const reportsLargestPaint = globalThis.PerformanceObserver?.supportedEntryTypes?.includes("largest-contentful-paint");
  if (reportsLargestPaint) {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntries().some((entry) => !image || entry.element === image)) return;
      observer.disconnect();
      setTimeout(start, 0);
    });
    observer.observe({ type: "largest-contentful-paint", buffered: true });
  }
  // Otherwise (Safari; an image that failed or is not the largest paint): two frames after the image
  // has loaded, so the frame that paints it has been drawn; half a second more where the largest paint
  // is reported, as it normally comes first.
  const afterPaint = () =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start, reportsLargestPaint ? 500 : 0)));
  if (image && !image.complete) {
    image.addEventListener("load", afterPaint, { once: true });
    image.addEventListener("error", afterPaint, { once: true });
  } else afterPaint();
})();
