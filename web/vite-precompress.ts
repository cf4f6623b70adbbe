import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Plugin } from "vite";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|txt|map)$/;
/** Smaller files gain nothing worth a second request path. */
const minBytes = 1024;

/**
 * Writes `<file>.br` and `<file>.gz` next to every compressible file of the build, so the server
 * (`@fastify/static` with `preCompressed`) sends them to browsers that accept them, at no CPU cost
 * per request. Brotli at quality 11 and gzip at level 9: the build pays once.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "dutchpot-precompress",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const files = Object.keys(bundle).filter((name) => compressible.test(name) && !name.endsWith(".map"));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(outDir, name);
          const data = await readFile(file);
          if (data.length < minBytes) return;
          const [br, gzipped] = await Promise.all([
            brotli(data, {
              params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: data.length },
            }),
            gz(data, { level: 9 }),
          ]);
          await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gzipped)]);
        }),
      );
    },
  };
}
