import { createHash } from "node:crypto";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const defaultMediaDir = path.resolve(import.meta.dirname, "../../public/media");
const aDay = "public, max-age=86400";
/** A year: the `?v=` of the URL is the file's content hash, so a changed file gets a new URL. */
const immutable = "public, max-age=31536000, immutable";

declare module "fastify" {
  interface FastifyInstance {
    /**
     * A `/media/...` catalogue file's URL with `?v=<content hash>`, served cached for a year; any
     * other URL (uploads, which are immutable by id, other sites, missing files) unchanged.
     */
    versionedMediaUrl: (url: string) => string;
  }
}

/**
 * Catalogue images (server/public/media) at /media/*: cached for a day, or a year when the URL
 * carries the file's current content hash (`versionedMediaUrl`, used for the brand's logo and
 * header image in the page config). A missing file is a plain 404 (see isFilePath), never the SPA.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { mediaDir?: string }) => {
  const root = opts.mediaDir ?? defaultMediaDir;
  const rooted = existsSync(root);
  // Hashes by file, recomputed when the file's size or modification time changes.
  const hashes = new Map<string, { stamp: string; hash: string }>();
  const hashOf = (relative: string): string | null => {
    const file = path.resolve(root, relative);
    if (!rooted || !file.startsWith(root + path.sep)) return null;
    try {
      const stat = statSync(file);
      if (!stat.isFile()) return null;
      const stamp = `${stat.size}:${stat.mtimeMs}`;
      const known = hashes.get(file);
      if (known?.stamp === stamp) return known.hash;
      const hash = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);
      hashes.set(file, { stamp, hash });
      return hash;
    } catch {
      return null;
    }
  };
  const catalogueFile = (pathname: string) => {
    const match = /^\/media\/((?!uploads\/)[A-Za-z0-9._~/-]+)$/.exec(pathname);
    return match?.[1] && !match[1].includes("..") ? match[1] : null;
  };

  app.decorate("versionedMediaUrl", (url: string) => {
    const relative = catalogueFile(url);
    const hash = relative ? hashOf(relative) : null;
    return hash ? `${url}?v=${hash}` : url;
  });

  if (!rooted) {
    app.log.warn({ root }, "media folder missing: /media/* will answer 404");
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "ignore",
    cacheControl: false,
    setHeaders: (reply, filePath) => {
      // A year only for the URL of this content; an old or missing version gets a day.
      const version = new URL(reply.request.url, "http://media.invalid").searchParams.get("v");
      const relative = path.relative(root, filePath).split(path.sep).join("/");
      reply.header("cache-control", version !== null && version === hashOf(relative) ? immutable : aDay);
      // Images may be shown by a storefront served from another origin (PUBLIC_URL).
      reply.header("cross-origin-resource-policy", "cross-origin");
      if (filePath.endsWith(".svg")) {
        reply.header("content-type", "image/svg+xml");
        // An SVG opened directly must not run script.
        reply.header("content-security-policy", "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      }
    },
  });
});
