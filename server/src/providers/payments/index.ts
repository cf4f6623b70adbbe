import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { createSandboxProvider } from "./sandbox.ts";
import { createSquareProvider } from "./square.ts";
import type { PaymentProvider } from "./types.ts";

export { createSandboxProvider, sandboxPrefixes } from "./sandbox.ts";
export { createSquareProvider, squareKey, squareScriptUrls } from "./square.ts";
export * from "./types.ts";

type PaymentConfig = Pick<
  Config,
  | "PAYMENT_PROVIDER"
  | "PAYMENT_TIMEOUT_MS"
  | "SANDBOX_PAYMENT_DELAY_MS"
  | "SQUARE_ACCESS_TOKEN"
  | "SQUARE_ENVIRONMENT"
  | "SQUARE_BASE_URL"
  | "SQUARE_APPLICATION_ID"
  | "SQUARE_LOCATION_ID"
>;

/**
 * The configured card payment provider (PAYMENT_PROVIDER, docs/payments.md). Square without its
 * credentials still starts: the browser is told (`missingCredentials`) and charges are refused.
 */
export function createPaymentProvider(
  config: PaymentConfig,
  db: DbOrTx,
  log?: Pick<FastifyBaseLogger, "warn" | "error">,
): PaymentProvider {
  if (config.PAYMENT_PROVIDER === "square") {
    const missing = (["SQUARE_ACCESS_TOKEN", "SQUARE_APPLICATION_ID", "SQUARE_LOCATION_ID"] as const).filter(
      (key) => !config[key],
    );
    if (missing.length > 0) log?.warn({ missing }, "payments: Square is chosen but credentials are missing");
    return createSquareProvider({
      accessToken: config.SQUARE_ACCESS_TOKEN,
      environment: config.SQUARE_ENVIRONMENT,
      baseUrl: config.SQUARE_BASE_URL,
      applicationId: config.SQUARE_APPLICATION_ID,
      locationId: config.SQUARE_LOCATION_ID,
      timeoutMs: config.PAYMENT_TIMEOUT_MS,
      log,
    });
  }
  return createSandboxProvider({
    db,
    delayMs: config.SANDBOX_PAYMENT_DELAY_MS,
    timeoutMs: config.PAYMENT_TIMEOUT_MS,
  });
}
