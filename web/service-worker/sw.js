/**
 * The storefront's service worker (issue 16 item 18), hand-written. The build (vite-service-worker.ts)
 * replaces the version and the precache list; every build is a new cache, and older ones are deleted.
 *
 * - Pages: network first; the page and the app shell are kept for when the network is gone. A page
 *   never seen offline gets /offline.html (translated, it says the network is gone).
 * - /assets/* (hashed, immutable): cache first, kept as they are fetched.
 * - API: only the public catalogue reads (stores, menus, categories) of signed-out visitors, network
 *   first, kept for offline in their own cache of at most `dataEntries` answers, the oldest written
 *   out first (a visitor browsing many stores would otherwise keep every menu until the next build).
 *   Writes, signed-in calls (Authorization) and everything else pass through.
 */
const version = "__BUILD_VERSION__";
const precache = /* __PRECACHE__ */ [];
const cacheName = `dutchpot-${version}`;
const dataCacheName = `dutchpot-data-${version}`;
/** Catalogue answers kept at most: menus run to tens of kilobytes, so a few megabytes. */
const dataEntries = 60;
const offlinePage = "/offline.html";
const shellKey = "/__shell";
const catalogue =
  /^\/api\/services\/app\/(Shop\/(GetStoreInfo|GetAll\w*|SearchStores|GetShopTags|GetOpeningHours)|FoodMenu\/GetMenus\w*|MenuCategory\/(Get|GetAll)|ShopType\/GetAll)$/i;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(cacheName)
      .then(async (cache) => {
        await cache.addAll([offlinePage, "/offline.css", "/offline.js", ...precache]);
        // The landing (this host's index.html) is the app shell: a page seen before the worker took
        // over, opened offline, still gets the app.
        const shell = await fetch("/", { cache: "no-cache" });
        if (shell.ok) await Promise.all([cache.put("/", shell.clone()), cache.put(shellKey, shell)]);
      })
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((n) => n.startsWith("dutchpot-") && n !== cacheName && n !== dataCacheName)
            .map((n) => caches.delete(n)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** A page's cache key: its path and query, without the fragment. */
const pageKey = (url) => {
  const u = new URL(url);
  return u.origin === self.location.origin ? `${u.pathname}${u.search}` : null;
};

/** The page a client shows is "seen": offline, it gets the shell (its data comes from the cache). */
async function markSeen(clientId) {
  const client = clientId ? await self.clients.get(clientId) : null;
  const key = client ? pageKey(client.url) : null;
  if (!key) return;
  const cache = await caches.open(cacheName);
  const shell = await cache.match(shellKey);
  if (shell && !(await cache.match(key))) await cache.put(key, shell);
}

async function page(request) {
  const cache = await caches.open(cacheName);
  try {
    const response = await fetch(request);
    // A 404 page carries the app too, but only pages that exist are kept.
    if (response.ok && response.headers.get("content-type")?.includes("text/html")) {
      await Promise.all([cache.put(pageKey(request.url), response.clone()), cache.put(shellKey, response.clone())]);
    }
    return response;
  } catch (error) {
    const kept = (await cache.match(pageKey(request.url))) ?? (await cache.match(offlinePage));
    if (kept) return kept;
    throw error;
  }
}

async function asset(request) {
  const cache = await caches.open(cacheName);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/**
 * Drops the oldest answers beyond `dataEntries`. A put moves its entry to the end of the cache's
 * list (Cache API: the old entry is removed, the new one appended), so the list's head is the
 * answer written longest ago.
 */
async function trimData(cache) {
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - dataEntries)).map((key) => cache.delete(key)));
}

async function catalogueRead(event) {
  const { request } = event;
  const cache = await caches.open(dataCacheName);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request.url, response.clone());
      await trimData(cache);
      await markSeen(event.clientId);
    }
    return response;
  } catch (error) {
    const kept = await cache.match(request.url);
    if (kept) return kept;
    throw error;
  }
}

/** A search as the visitor types (menu or store search): one entry per keystroke is not worth keeping. */
const searches = (url) => ["Keyword", "keyword", "Input", "input"].some((name) => url.searchParams.get(name));

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    if (/^\/(api|media|docs|health)(\/|$)/i.test(url.pathname)) return;
    event.respondWith(page(request));
  } else if (url.pathname.startsWith("/assets/")) {
    event.respondWith(asset(request));
  } else if (catalogue.test(url.pathname) && !request.headers.has("authorization") && !searches(url)) {
    event.respondWith(catalogueRead(event));
  }
});
