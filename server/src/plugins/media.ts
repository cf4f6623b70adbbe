import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const defaultMediaDir = path.resolve(import.meta.dirname, "../../public/media");

/**
 * Catalogue images (server/public/media) at /media/*, cached for a day. A missing file is a plain
 * 404 (see isFilePath), never the SPA.
 */
export const mediaPlugin = fp(async (app: FastifyInstance, opts: { mediaDir?: string }) => {
  const root = opts.mediaDir ?? defaultMediaDir;
  if (!existsSync(root)) {
    app.log.warn({ root }, "media folder missing: /media/* will answer 404");
    return;
  }
  await app.register(fastifyStatic, {
    root,
    prefix: "/media/",
    decorateReply: false,
    index: false,
    dotfiles: "ignore",
    cacheControl: true,
    maxAge: "1d",
    setHeaders: (reply, filePath) => {
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
