import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin, Rollup } from "vite";

type OutputChunk = Rollup.OutputChunk;

const languages = [
  { code: "en", lang: "en-US", dir: "ltr" },
  { code: "fr", lang: "fr-FR", dir: "ltr" },
  { code: "afg", lang: "fa-AF", dir: "rtl" },
] as const;

/** Files every page needs offline, besides the entry's code and styles. */
const staticFiles = ["/favicon.svg", "/icons/icon-192.png"];

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c);

/**
 * Emits the service worker (`service-worker/sw.js`) and the offline page (`service-worker/offline.*`)
 * of each build (issue 16 item 18): the worker gets the build's version (a hash of every output file
 * name, so each build is a new cache) and the entry's code and styles to precache; the offline page
 * gets its texts from the app's locales (`offline.*` in en, fr and afg).
 */
export function serviceWorker(): Plugin {
  let root = ".";
  return {
    name: "dutchpot-service-worker",
    apply: "build",
    // After Vite's own hooks, which drop the chunks that only carried CSS.
    enforce: "post",
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is OutputChunk => file.type === "chunk");
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) this.error("no entry chunk");
      const shellFiles = new Set<string>();
      const visit = (chunk: OutputChunk) => {
        if (shellFiles.has(chunk.fileName)) return;
        shellFiles.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) shellFiles.add(css);
        for (const name of chunk.imports) {
          const imported = bundle[name];
          if (imported?.type === "chunk") visit(imported);
        }
      };
      visit(entry);
      const version = createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
      // The script that starts the app on the pages the server renders (vite-app-start.ts, decision 043).
      for (const name of Object.keys(bundle)) if (/^assets\/app-start-[\w-]+\.js$/.test(name)) shellFiles.add(name);
      const precache = [...[...shellFiles].map((name) => `/${name}`), ...staticFiles];
      const template = (name: string) => readFileSync(path.join(root, "service-worker", name), "utf8");
      this.emitFile({
        type: "asset",
        fileName: "sw.js",
        source: template("sw.js")
          .replace("__BUILD_VERSION__", version)
          .replace("/* __PRECACHE__ */ []", JSON.stringify(precache)),
      });

      const texts = Object.fromEntries(
        languages.map(({ code, lang, dir }) => {
          const locale = JSON.parse(template(`../src/locales/${code}.json`)) as {
            offline: { title: string; body: string; retry: string };
          };
          return [code, { lang, dir, ...locale.offline }];
        }),
      );
      const english = texts.en as { title: string; body: string; retry: string };
      const json = JSON.stringify(texts).replace(/</g, "\\u003c");
      this.emitFile({
        type: "asset",
        fileName: "offline.html",
        source: template("offline.html")
          .replaceAll("__TITLE__", escapeHtml(english.title))
          .replace("__BODY__", escapeHtml(english.body))
          .replace("__RETRY__", escapeHtml(english.retry)),
      });
      this.emitFile({
        type: "asset",
        fileName: "offline.js",
        source: template("offline.js").replace("/* __OFFLINE_TEXTS__ */ {}", json),
      });
      this.emitFile({ type: "asset", fileName: "offline.css", source: template("offline.css") });
    },
  };
}
