import { guestIdHeader, tenantHeaderNames } from "@dutchpot/contract";
import fastifyCors from "@fastify/cors";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import helmet, { type HelmetOptions } from "helmet";
import { type Config, splitList } from "../config.ts";
import { squareBrowserOrigins } from "../providers/payments/square.ts";

/** The origin(s) an XYZ tile URL loads from; `{s}` subdomains become a wildcard. */
export function tileSources(tileUrl: string): string[] {
  const match = /^(https?:\/\/[^/]+)/i.exec(tileUrl);
  if (!match?.[1]) return [];
  return [match[1].replace(/\{[a-z]+\}/gi, "*").toLowerCase()];
}

const originOf = (url: string | undefined) => {
  try {
    return url ? [new URL(url).origin] : [];
  } catch {
    return [];
  }
};

/** Response headers a browser script on an allowed origin may read. */
const exposedHeaders = [
  "x-request-id",
  "retry-after",
  "x-ratelimit-limit",
  "x-ratelimit-remaining",
  "x-ratelimit-reset",
  "idempotent-replayed",
  ...tenantHeaderNames,
];

/** Origins the card-entry SDK of the configured payment provider needs (none for the sandbox). */
function paymentOrigins(config: Config): { script: string[]; frame: string[]; connect: string[] } {
  if (config.PAYMENT_PROVIDER !== "square") return { script: [], frame: [], connect: [] };
  const origins = squareBrowserOrigins[config.SQUARE_ENVIRONMENT];
  return { script: [...origins.script], frame: [...origins.frame], connect: [...origins.connect] };
}

/**
 * The headers helmet sets for `options`, computed once: with no per-request directive (no nonce,
 * no function) they are the same for every response, and helmet would otherwise rebuild the CSP
 * string on each request (~7 % of a cached storefront read in the issue 17 profile).
 */
export function securityHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => {},
  };
  let failure: unknown;
  helmet(options)({} as never, response as never, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/**
 * Security headers for every response (helmet's, computed once) and CORS for the configured origins
 * only. The CSP allows no inline script: the page's tenant configuration is a JSON data block
 * (spa.ts). With Square as the payment provider it also allows Square's card-entry script, frames
 * and hosts.
 */
export const securityPlugin = fp(async (app: FastifyInstance) => {
  const { config } = app;
  const payment = paymentOrigins(config);
  const headers = securityHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...payment.script],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", "data:", ...tileSources(config.MAP_TILE_URL)],
        fontSrc: ["'self'", "data:"],
        connectSrc: ["'self'", ...originOf(config.PUBLIC_URL), ...payment.connect],
        frameSrc: ["'self'", ...payment.frame],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // Map tile servers (OpenStreetMap's usage policy) require a Referer: send the origin only.
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    // Media may be shown by a storefront on another origin (PUBLIC_URL); API JSON is not a resource.
    crossOriginResourcePolicy: { policy: "same-site" },
    xFrameOptions: { action: "deny" },
  });
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(headers);
    done();
  });

  const origins = splitList(config.CORS_ORIGINS).map((o) => o.toLowerCase());
  if (origins.length > 0) {
    await app.register(fastifyCors, {
      origin: (origin, callback) => callback(null, origin !== undefined && origins.includes(origin.toLowerCase())),
      methods: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      // ABP clients send the tenant, guest, XSRF, culture and cache headers besides the usual ones.
      allowedHeaders: [
        "authorization",
        "content-type",
        "accept",
        "accept-language",
        "x-requested-with",
        "x-xsrf-token",
        "x-request-id",
        ".aspnetcore.culture",
        "pragma",
        "cache-control",
        "expires",
        "idempotency-key",
        guestIdHeader,
        ...tenantHeaderNames,
      ],
      exposedHeaders,
      credentials: false,
      maxAge: 600,
    });
  }
});
