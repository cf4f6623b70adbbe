import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The service worker's source (web/service-worker/sw.js) run against an in-memory CacheStorage that
 * keeps the Cache API's order (a put removes the old entry and appends the new one) and a network
 * that answers or is gone.
 */
const source = readFileSync(path.join(__dirname, "../../service-worker/sw.js"), "utf8");
const origin = "https://shop.test";

class MemoryCache {
  readonly entries = new Map<string, Response>();
  private key = (request: RequestInfo) => new URL(typeof request === "string" ? request : request.url, origin).href;
  async match(request: RequestInfo) {
    return this.entries.get(this.key(request))?.clone();
  }
  async put(request: RequestInfo, response: Response) {
    const key = this.key(request);
    this.entries.delete(key);
    this.entries.set(key, response);
  }
  async delete(request: RequestInfo) {
    return this.entries.delete(this.key(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

function startWorker() {
  const stores = new Map<string, MemoryCache>();
  const caches = {
    open: async (name: string) => stores.get(name) ?? stores.set(name, new MemoryCache()).get(name),
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  const network = { online: true };
  const fetch = async (request: RequestInfo) => {
    if (!network.online) throw new TypeError("Failed to fetch");
    const url = typeof request === "string" ? request : request.url;
    return new Response(JSON.stringify({ url }), { headers: { "content-type": "application/json" } });
  };
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = {
    location: new URL(`${origin}/sw.js`),
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      listeners[type] = listener;
    },
    clients: { get: async () => null, claim: async () => {} },
    skipWaiting: async () => {},
  };
  new Function("self", "caches", "fetch", source)(self, caches, fetch);

  /** A page's GET as the app makes it; resolves with the worker's answer (or its failure). */
  const get = (url: string) => {
    let answer: Promise<Response> | undefined;
    listeners.fetch?.({
      request: new Request(`${origin}${url}`),
      clientId: "",
      respondWith: (response: Promise<Response>) => {
        answer = response;
      },
    });
    if (!answer) throw new Error(`the worker let ${url} through`);
    return answer;
  };
  const kept = async () =>
    (await Promise.all([...stores.values()].map((cache) => cache.keys()))).flat().map((r) => new URL(r.url).search);
  return { get, kept, network, stores, listeners };
}

const menu = (shop: number) => `/api/services/app/FoodMenu/GetMenusByShop?shopId=${shop}`;

describe("service worker: the catalogue cache has a bound", () => {
  it("keeps the 60 menus read last, the oldest out first; a menu read again counts as new", async () => {
    const worker = startWorker();
    for (let shop = 1; shop <= 70; shop += 1) {
      await worker.get(menu(shop));
      // Shop 1's menu is read again after shop 30's: it is then newer than shops 2-30.
      if (shop === 30) await worker.get(menu(1));
    }
    const kept = await worker.kept();
    expect(kept).toHaveLength(60);
    expect(kept).toContain("?shopId=1");
    expect(kept).toContain("?shopId=70");
    for (let shop = 2; shop <= 11; shop += 1) expect(kept).not.toContain(`?shopId=${shop}`);
    expect(kept).toContain("?shopId=12");

    // Offline: a kept menu still answers, one let go does not.
    worker.network.online = false;
    expect(await (await worker.get(menu(70))).json()).toEqual({ url: `${origin}${menu(70)}` });
    expect(await (await worker.get(menu(1))).json()).toEqual({ url: `${origin}${menu(1)}` });
    await expect(worker.get(menu(2))).rejects.toThrow("Failed to fetch");
  });
});
