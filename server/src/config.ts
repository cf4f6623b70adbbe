import path from "node:path";
import { z } from "zod";

/** "true"/"1" or "false"/"0"; absent means the given default. */
const boolish = (fallback: boolean) =>
  z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === "true" || v === "1"));

/** Splits a comma-separated setting into its trimmed, non-empty parts. */
export const splitList = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

const portMessage = "must be a port number between 0 and 65535";
/** An IPv4/IPv6 address or CIDR, or a proxy-addr range name, as Fastify's trustProxy list takes. */
const trustedProxyPattern =
  /^(loopback|linklocal|uniquelocal|\d{1,3}(\.\d{1,3}){3}(\/\d{1,2})?|[\da-f]*:[\da-f:.]*(\/\d{1,3})?)$/i;

/** Every setting the process reads from its environment, validated at boot (fails fast). */
export const ConfigSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce
    .number({ error: portMessage })
    .int({ error: portMessage })
    .min(0, { error: portMessage })
    .max(65535, { error: portMessage })
    .default(3000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  JWT_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  JWT_EXPIRE_SECONDS: z.coerce.number().int().min(60).default(86_400),
  /** On SIGTERM/SIGINT, how long streams and jobs may drain before the process exits anyway (code 1). */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional(),
  /** Comma-separated origins (scheme://host[:port]) allowed to call the API cross-site; none by default. */
  CORS_ORIGINS: z
    .string()
    .default("")
    .refine(
      (v) => splitList(v).every((o) => /^https?:\/\/[^/\s]+$/i.test(o)),
      "must be comma-separated origins such as https://shop.example.com (no path)",
    ),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /**
   * Prometheus metrics (docs/operations.md, "Metrics and alerts") on a port of their own, never the
   * public one, so each instance is scraped directly rather than through the balancer; absent: off.
   */
  METRICS_PORT: z.coerce
    .number({ error: portMessage })
    .int({ error: portMessage })
    .min(0, { error: portMessage })
    .max(65535, { error: portMessage })
    .optional(),
  /** Interface of the metrics port: loopback by default, so only this host can scrape. */
  METRICS_HOST: z.string().min(1).default("127.0.0.1"),
  /** When set, a scrape must send `Authorization: Bearer <token>` (a metrics port other hosts reach). */
  METRICS_TOKEN: z.string().min(16, "must be at least 16 characters").optional(),
  WEB_DIST_DIR: z.string().optional(),
  /** Folder served at /media/* (catalogue images); default server/public/media. */
  MEDIA_DIR: z.string().optional(),
  /** Public base URL of the API as browsers reach it; empty means "same origin as the page". */
  PUBLIC_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  /** The storefront tenant for requests that name none and come from no configured host name. */
  DEFAULT_TENANT_ID: z.coerce.number().int().min(1).default(3),
  /**
   * Honour X-Forwarded-* from reverse proxies (client IP for rate limits, host for the storefront):
   * `false` (default); the balancers' addresses or CIDRs, comma-separated (`loopback`, `10.0.0.0/8`),
   * so only hops from them are believed and a client cannot choose its own address by sending
   * X-Forwarded-For; or `true` (`1`), every hop, only when the proxy overwrites that header
   * (docs/operations.md). Fastify 5 refuses hop counts (it cannot check the peer), so there are none.
   */
  TRUST_PROXY: z
    .string()
    .default("false")
    .refine(
      (v) => /^(true|false|1|0)$/.test(v) || splitList(v).every((part) => trustedProxyPattern.test(part)),
      "must be true, false or comma-separated proxy addresses/CIDRs (e.g. loopback, or 10.0.0.0/8)",
    )
    .transform((v): boolean | string[] =>
      v === "true" || v === "1" ? true : v === "false" || v === "0" ? false : splitList(v),
    ),
  SEED_DEMO_DATA: boolish(true),
  RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Key prefix of the shared rate-limit counters in Redis. */
  RATE_LIMIT_NAMESPACE: z.string().min(1).default("dutchpot:rate-limit:"),
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// XYZ tile URL")
    .default("https://tile.openstreetmap.org/{z}/{x}/{y}.png"),
  /** Place search and reverse look-ups: `local` (offline gazetteer), `nominatim` or `google` (server/src/providers/geocoding). */
  GEOCODING_PROVIDER: z.enum(["local", "nominatim", "google"]).default("local"),
  /** Per-request timeout of an external geocoder, in milliseconds. */
  GEOCODING_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3000),
  /** Comma-separated ISO country codes external geocoders search in. */
  GEOCODING_COUNTRIES: z
    .string()
    .regex(/^[a-z]{2}(,[a-z]{2})*$/i, "must be comma-separated two-letter country codes")
    .default("ca"),
  /** Identifies the application to Nominatim (its usage policy requires one). */
  GEOCODING_USER_AGENT: z.string().min(3).default("Dutchpot/0.1 (white-label marketplace)"),
  NOMINATIM_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL")
    .default("https://nominatim.openstreetmap.org"),
  /** Contact email sent to Nominatim with each request (recommended for production use). */
  NOMINATIM_EMAIL: z.string().optional(),
  GOOGLE_MAPS_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL")
    .default("https://maps.googleapis.com"),
  /** Server-side key for Places Autocomplete, Place Details and Geocoding (GEOCODING_PROVIDER=google). */
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  /** SMS (one-time codes): `log` stores and logs them (the message log); `twilio` sends through Twilio's REST API. */
  SMS_PROVIDER: z.enum(["log", "twilio"]).default("log"),
  TWILIO_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .default("https://api.twilio.com"),
  TWILIO_ACCOUNT_SID: z.string().optional(),
  TWILIO_AUTH_TOKEN: z.string().optional(),
  /** Sending number (E.164) or messaging service sid (`MG…`). */
  TWILIO_FROM: z.string().optional(),
  /** Email: `log` stores and logs it (the message log); `smtp` sends through SMTP_HOST. */
  EMAIL_PROVIDER: z.enum(["log", "smtp"]).default("log"),
  SMTP_HOST: z.string().optional(),
  SMTP_PORT: z.coerce.number().int().min(1).max(65535).default(587),
  /** Implicit TLS (port 465); otherwise STARTTLS is used when the server offers it. */
  SMTP_SECURE: boolish(false),
  SMTP_USER: z.string().optional(),
  SMTP_PASSWORD: z.string().optional(),
  MAIL_FROM: z.string().min(3).default("Dutchpot <no-reply@dutchpot.local>"),
  /** Card payments (docs/payments.md): `sandbox` (offline, test cards) or `square` (the official SDK). */
  PAYMENT_PROVIDER: z.enum(["sandbox", "square"]).default("sandbox"),
  /** How long a charge, refund or card call may take before it counts as unanswered (then voided by key). */
  PAYMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** Test hook of the sandbox: every charge answers this many milliseconds late (refused in production). */
  SANDBOX_PAYMENT_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(0),
  /** Square: the seller's access token (server only; never sent to browsers). */
  SQUARE_ACCESS_TOKEN: z.string().optional(),
  SQUARE_ENVIRONMENT: z.enum(["sandbox", "production"]).default("sandbox"),
  /** Overrides Square's API URL (the tests' local fake). */
  SQUARE_BASE_URL: z
    .string()
    .regex(/^https?:\/\/[^\s]+$/i, "must be an http:// or https:// URL")
    .transform((v) => v.replace(/\/+$/, ""))
    .optional(),
  /** Square Web Payments SDK ids the browser uses (a tenant's `settings.payments` may give its own). */
  SQUARE_APPLICATION_ID: z.string().optional(),
  SQUARE_LOCATION_ID: z.string().optional(),
  /** Development and end-to-end tests only: serves the message log at GET /api/dev/messages. */
  EXPOSE_DEV_MESSAGES: boolish(false),
  /** Server-sent event streams (docs/events.md): a heartbeat comment this often, in milliseconds. */
  SSE_HEARTBEAT_MS: z.coerce.number().int().min(50).max(300_000).default(15_000),
  /** Open event streams one instance serves at most; one more gets 503 with Retry-After. */
  SSE_MAX_STREAMS: z.coerce.number().int().min(1).default(1000),
  /** Bytes queued for a slow event-stream client before it is disconnected (it reconnects and replays). */
  SSE_MAX_BUFFER_BYTES: z.coerce.number().int().min(1024).default(1_048_576),
  /** Events older than this many days are purged daily (each stream keeps its last one). */
  EVENTS_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  /** Bytes the storefront read caches keep per instance (docs/decisions/033); the least recently used go first. */
  READ_CACHE_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(65_536)
    .default(32 * 1024 * 1024),
  /**
   * How far V8 lets the JavaScript heap grow past what a full collection left alive, in percent
   * (docs/decisions/041): 50 starts the next full collection at 1.5 times the live heap. 0 leaves it
   * to V8, which on a machine with much memory grows a busy heap up to 4 times its live size.
   */
  V8_HEAP_GROWING_PERCENT: z.coerce.number().int().min(0).max(300).default(50),
  /** Run the job runner (docs/jobs.md) in this process; absent means yes, except when NODE_ENV is test. */
  JOBS_ENABLED: z
    .enum(["true", "false", "1", "0"])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === "true" || v === "1")),
  /** Run job handlers and schedules here too; false sends only (the jobs run in `npm run worker`). */
  JOBS_WORK: boolish(true),
  /** On shutdown, how long running jobs may finish before they are failed for a retry. */
  JOBS_SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(60_000).default(8000),
  /**
   * The demo's fulfilment simulator (docs/orders.md "Fulfilment, release and notifications"): `tenant`
   * moves the orders of storefronts whose settings say `simulateFulfilment: true`; `on` every
   * storefront's; `off` none.
   */
  SIMULATOR: z.enum(["on", "off", "tenant"]).default("tenant"),
  /** The simulator moves an order one step this many seconds after its last status change. */
  SIMULATOR_STEP_SECONDS: z.coerce.number().int().min(1).max(86_400).default(30),
  /**
   * A scheduled order is released to its shop this many minutes before slot start − preparation
   * time. Slots are booked at most 7 days ahead, so 10080 releases every scheduled order at once (e2e).
   */
  RELEASE_LEAD_MINUTES: z.coerce.number().int().min(0).max(10_080).default(15),
});
export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {}

/** For a process entry (server, worker): the configuration, or the ConfigError's message and exit code 1. */
export function loadConfigOrExit(env: NodeJS.ProcessEnv = process.env): Config {
  try {
    return loadConfig(env);
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    console.error(err.message);
    process.exit(1);
  }
}

/** Parses the environment; throws a ConfigError naming each bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ""));
  const parsed = ConfigSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  if (parsed.data.SANDBOX_PAYMENT_DELAY_MS > 0 && parsed.data.NODE_ENV === "production") {
    throw new ConfigError(
      "Invalid configuration:\n  SANDBOX_PAYMENT_DELAY_MS: a test hook, refused when NODE_ENV is production",
    );
  }
  if (parsed.data.EXPOSE_DEV_MESSAGES && parsed.data.NODE_ENV === "production") {
    throw new ConfigError("Invalid configuration:\n  EXPOSE_DEV_MESSAGES: refused when NODE_ENV is production");
  }
  const missing = [...missingSharedSecret(parsed.data), ...missingProviderSettings(parsed.data)];
  if (missing.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${missing.map((m) => `  ${m}`).join("\n")}`);
  }
  return { ...parsed.data, DATA_DIR: path.resolve(parsed.data.DATA_DIR) };
}

/**
 * A generated secret lives in one instance's DATA_DIR: with a database server (several instances)
 * or in production, a token signed by one instance must verify on every other, so the secret is
 * given (docs/decisions/017-operations.md).
 */
function missingSharedSecret(config: Config): string[] {
  if (config.JWT_SECRET) return [];
  if (config.DATABASE_URL) return ["JWT_SECRET: required when DATABASE_URL is set (every instance must share it)"];
  if (config.NODE_ENV === "production") return ["JWT_SECRET: required when NODE_ENV is production"];
  return [];
}

/** Settings a chosen provider cannot work without (checked at boot, like the schema). */
function missingProviderSettings(config: Config): string[] {
  const problems: string[] = [];
  if (config.SMS_PROVIDER === "twilio") {
    for (const key of ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_FROM"] as const) {
      if (!config[key]) problems.push(`${key}: required when SMS_PROVIDER is twilio`);
    }
  }
  if (config.EMAIL_PROVIDER === "smtp" && !config.SMTP_HOST)
    problems.push("SMTP_HOST: required when EMAIL_PROVIDER is smtp");
  if (config.GEOCODING_PROVIDER === "google" && !config.GOOGLE_MAPS_API_KEY)
    problems.push("GOOGLE_MAPS_API_KEY: required when GEOCODING_PROVIDER is google");
  return problems;
}
