import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./paths.ts";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli 4: the menu's 20 KB envelope shrinks about as much as at 11 for a small fraction of the CPU
 * (11 is meant for files compressed once, docs/decisions/032-…); gzip 6 is zlib's own default.
 */
const brotliQuality = 4;
const gzipLevel = 6;

/** JSON answers only (`application/json`, `application/problem+json`…): never event streams or files. */
const jsonContentType = /^application\/(?:[\w.-]+\+)?json(?:\s*;|$)/i;

/**
 * Compressed API answers (issue 17): a JSON answer of `/api` over 1 KB goes out as Brotli or gzip
 * when the client accepts one, with `Vary: Accept-Encoding`. Pages and assets are not touched (the
 * SPA plugin sends their precompressed `.br`/`.gz` twins), nor is an answer that already carries a
 * `Content-Encoding` (the read caches' stored Brotli and gzip bodies), a server-sent event stream or
 * a 304. Request bodies are not decompressed: a call sent with a `Content-Encoding` is read as before.
 * Registered before the routes: @fastify/compress attaches itself to each route as it is added.
 */
export const compressionPlugin = fp(async (app: FastifyInstance) => {
  app.addHook("onRoute", (route) => {
    if (!isApiPath(route.url) && route.compress === undefined) route.compress = false;
  });
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ["br", "gzip"],
    threshold: compressionThresholdBytes,
    customTypes: jsonContentType,
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      },
    },
    zlibOptions: { level: gzipLevel },
  });
});
