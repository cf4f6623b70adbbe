import { readFileSync } from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The file the server reads (server/src/plugins/app-start.ts `appStartFile`). */
export const appStartFile = "app-start.json";

/**
 * Emits the script that starts the app after the server's first screen has painted
 * (`app-start/app-start.js`, decision 043) under a content-hashed name in `assets/`, and
 * `app-start.json` naming it for the server. The service worker precaches it
 * (vite-service-worker.ts): an offline landing needs it to start the app.
 */
export function appStart(): Plugin {
  let root = ".";
  return {
    name: "dutchpot-app-start",
    apply: "build",
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const source = readFileSync(path.join(root, "app-start", "app-start.js"), "utf8");
      const loader = this.emitFile({ type: "asset", name: "app-start.js", source });
      this.emitFile({
        type: "asset",
        fileName: appStartFile,
        source: `${JSON.stringify({ loader: `/${this.getFileName(loader)}` })}\n`,
      });
    },
  };
}
