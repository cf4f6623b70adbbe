import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../../config.ts";
import type { DbOrTx } from "../../db/client.ts";
import { createPaymentProvider } from "./index.ts";

const base = { NODE_ENV: "test", JWT_SECRET: "test-secret-test-secret-test-secret!" };
/** No database call happens while choosing a provider or reading its browser configuration. */
const noDb = {} as DbOrTx;

describe("payment provider configuration", () => {
  it("defaults to the sandbox, with a 10 s timeout and no delay", () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      PAYMENT_PROVIDER: "sandbox",
      PAYMENT_TIMEOUT_MS: 10_000,
      SANDBOX_PAYMENT_DELAY_MS: 0,
    });
    const provider = createPaymentProvider(config, noDb);
    expect(provider.name).toBe("sandbox");
    expect(provider.tokenize).toBeTypeOf("function");
  });

  it("builds Square from its settings, and warns at boot when its credentials are missing", () => {
    const warnings: unknown[] = [];
    const log = { warn: (obj: unknown) => void warnings.push(obj), error: () => undefined };
    const bare = createPaymentProvider(loadConfig({ ...base, PAYMENT_PROVIDER: "square" }), noDb, log);
    expect(bare.name).toBe("square");
    expect(bare.browserConfiguration().missingCredentials).toBe(true);
    expect(warnings).toEqual([{ missing: ["SQUARE_ACCESS_TOKEN", "SQUARE_APPLICATION_ID", "SQUARE_LOCATION_ID"] }]);
    const full = createPaymentProvider(
      loadConfig({
        ...base,
        PAYMENT_PROVIDER: "square",
        SQUARE_ENVIRONMENT: "production",
        SQUARE_ACCESS_TOKEN: "EAAA-token",
        SQUARE_APPLICATION_ID: "sq0idp-app",
        SQUARE_LOCATION_ID: "LOC",
      }),
      noDb,
      log,
    );
    expect(full.browserConfiguration()).toMatchObject({
      missingCredentials: false,
      square: { applicationId: "sq0idp-app", locationId: "LOC", scriptUrl: "https://web.squarecdn.com/v1/square.js" },
    });
    expect(warnings).toHaveLength(1);
  });

  it("refuses an unknown provider, a bad Square URL, and the sandbox delay hook in production", () => {
    const messageOf = (env: Record<string, string>) => {
      try {
        loadConfig(env);
        return null;
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        return (error as Error).message;
      }
    };
    expect(messageOf({ ...base, PAYMENT_PROVIDER: "stripe" })).toContain("PAYMENT_PROVIDER");
    expect(messageOf({ ...base, SQUARE_BASE_URL: "ftp://square" })).toContain("SQUARE_BASE_URL");
    expect(messageOf({ ...base, PAYMENT_TIMEOUT_MS: "5" })).toContain("PAYMENT_TIMEOUT_MS");
    expect(messageOf({ ...base, NODE_ENV: "production", SANDBOX_PAYMENT_DELAY_MS: "500" })).toContain(
      "SANDBOX_PAYMENT_DELAY_MS",
    );
  });
});
