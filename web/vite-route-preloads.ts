import type { OutputBundle, OutputChunk } from "rolldown";
import type { Plugin } from "vite";

/**
 * The pages a visitor opens first (server route pattern → the route module the router loads lazily).
 * Their code is otherwise found only once the entry has run, a whole round trip after the page.
 */
const firstScreens: Record<string, string> = {
  "/": "src/app/routes/landing.tsx",
  "/customer/main": "src/features/discovery/routes/main.tsx",
  "/customer/store/:storeId": "src/app/routes/store.tsx",
  "/shop": "src/app/routes/shop.tsx",
};

/** The file the server reads (server/src/plugins/spa.ts `routePreloadsFile`). */
export const routePreloadsFile = "route-preloads.json";

/** What a route needs besides what index.html already loads: its scripts and its stylesheets. */
export interface RoutePreloads {
  scripts: string[];
  styles: string[];
}

const isChunk = (output: OutputBundle[string] | undefined): output is OutputChunk => output?.type === "chunk";

/**
 * Writes `route-preloads.json`: for each first screen, the chunks and CSS its lazy route module
 * needs that the entry does not, so the server can list them in the page (`modulepreload`, and
 * `preload` for styles, which must not block the server-rendered first paint) and the browser
 * fetches them with the entry instead of after it (Lighthouse LCP, issue 16 item 17).
 */
export function routePreloads(): Plugin {
  return {
    name: "dutchpot-route-preloads",
    apply: "build",
    // After Vite's own generateBundle hooks, which drop the chunks that only carried CSS.
    generateBundle: {
      order: "post",
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter(isChunk);
        const closure = (start: OutputChunk[]) => {
          const seen = new Set<string>();
          const visit = (chunk: OutputChunk) => {
            if (seen.has(chunk.fileName)) return;
            seen.add(chunk.fileName);
            for (const name of chunk.imports) {
              const next = bundle[name];
              if (isChunk(next)) visit(next);
            }
          };
          for (const chunk of start) visit(chunk);
          return seen;
        };
        const cssOf = (files: Set<string>) =>
          new Set(
            [...files].flatMap((file) => {
              const chunk = bundle[file];
              return isChunk(chunk) ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
            }),
          );
        const entryFiles = closure(chunks.filter((c) => c.isEntry));
        const entryCss = cssOf(entryFiles);
        const table: Record<string, RoutePreloads> = {};
        for (const [pattern, source] of Object.entries(firstScreens)) {
          const route = chunks.find((c) => c.isDynamicEntry && c.facadeModuleId?.endsWith(`/web/${source}`));
          if (!route) this.error(`route-preloads: no lazy chunk for ${source} (${pattern})`);
          const files = closure([route]);
          table[pattern] = {
            scripts: [...files].filter((f) => !entryFiles.has(f)).map((f) => `/${f}`),
            styles: [...cssOf(files)].filter((f) => !entryCss.has(f)).map((f) => `/${f}`),
          };
        }
        this.emitFile({ type: "asset", fileName: routePreloadsFile, source: `${JSON.stringify(table, null, 2)}\n` });
      },
    },
  };
}
