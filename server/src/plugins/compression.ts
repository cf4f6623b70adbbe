import { constants } from "node:zlib";
import fastifyCompress from "@fastify/compress";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import { isApiPath } from "./paths.ts";

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const compressionThresholdBytes = 1024;

/**
 * Brotli 3 for answers compressed per call (the read caches store their own Brotli 9 twins): the
 * 16 KB near-me answer is 3,144 B at 3 against 3,066 B at 4, for 61 % of the CPU (73 against 120 µs),
 * the 20 KB menu 3,597 against 3,592 B (84 against 141 µs); docs/decisions/042-…, 032-…. gzip 6 is
 * zlib's own default.
 */
const brotliQuality = 3;
const gzipLevel = 6;

/**
 * A string or Buffer answer up to this size is compressed in one synchronous call (~0.1 ms for the
 * near-me answer) instead of through a zlib stream per answer, which cost twice the CPU in setup and
 * thread-pool hand-offs. @fastify/compress's default ceiling on a 2-core host is 8 KB, which sent the
 * 16–20 KB answers down the stream path. Bigger answers, and streams, still stream: a synchronous
 * call holds the event loop (milliseconds per MiB).
 */
export const syncCompressionMaxBytes = 1024 * 1024;

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
    syncThreshold: syncCompressionMaxBytes,
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
