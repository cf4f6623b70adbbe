import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

const secret = "a-shared-secret-of-at-least-32-chars";
const serverUrl = "postgres://app@db.internal:5432/dutchpot";

/** The message of the ConfigError `loadConfig(env)` throws. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error("loadConfig accepted the configuration");
}

describe("JWT_SECRET: shared by every instance", () => {
  it("is required with DATABASE_URL, naming the variable and why", () => {
    expect(refusal({ DATABASE_URL: serverUrl })).toBe(
      "Invalid configuration:\n  JWT_SECRET: required when DATABASE_URL is set (every instance must share it)",
    );
  });

  it("is required when NODE_ENV is production, even on the embedded database", () => {
    expect(refusal({ NODE_ENV: "production" })).toBe(
      "Invalid configuration:\n  JWT_SECRET: required when NODE_ENV is production",
    );
  });

  it("is listed with the other problems of the same configuration", () => {
    expect(refusal({ DATABASE_URL: serverUrl, SMS_PROVIDER: "twilio" })).toMatch(
      /JWT_SECRET: required when DATABASE_URL is set[^\n]*\n {2}TWILIO_ACCOUNT_SID: required/,
    );
  });

  it("is accepted when given in those cases", () => {
    expect(loadConfig({ DATABASE_URL: serverUrl, JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
    expect(loadConfig({ NODE_ENV: "production", JWT_SECRET: secret }).JWT_SECRET).toBe(secret);
  });

  it("stays optional on the embedded database outside production (a generated one is kept in DATA_DIR)", () => {
    expect(loadConfig({}).JWT_SECRET).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test" }).JWT_SECRET).toBeUndefined();
  });
});

describe("the fulfilment settings (docs/orders.md)", () => {
  it("default to the per-storefront simulator on 30-second steps and a 15-minute release lead", () => {
    expect(loadConfig({})).toMatchObject({ SIMULATOR: "tenant", SIMULATOR_STEP_SECONDS: 30, RELEASE_LEAD_MINUTES: 15 });
  });

  it("refuse an unknown simulator mode or a step below one second, naming the variable", () => {
    expect(refusal({ SIMULATOR: "yes" })).toContain("SIMULATOR:");
    expect(refusal({ SIMULATOR_STEP_SECONDS: "0" })).toContain("SIMULATOR_STEP_SECONDS:");
    expect(loadConfig({ SIMULATOR: "off", SIMULATOR_STEP_SECONDS: "2" })).toMatchObject({
      SIMULATOR: "off",
      SIMULATOR_STEP_SECONDS: 2,
    });
  });

  it("let the job runner run under NODE_ENV=test when JOBS_ENABLED says so (the e2e server)", () => {
    expect(loadConfig({ NODE_ENV: "test" }).JOBS_ENABLED).toBeUndefined();
    expect(loadConfig({ NODE_ENV: "test", JOBS_ENABLED: "true" }).JOBS_ENABLED).toBe(true);
  });
});

describe("METRICS_*: the Prometheus port (docs/operations.md)", () => {
  it("is off unless METRICS_PORT is set, and listens on loopback unless told otherwise", () => {
    const config = loadConfig({});
    expect(config.METRICS_PORT).toBeUndefined();
    expect(config.METRICS_HOST).toBe("127.0.0.1");
    expect(loadConfig({ METRICS_PORT: "9464" }).METRICS_PORT).toBe(9464);
  });

  it("refuses a port that is not one and a token too short to guard anything, naming the variable", () => {
    expect(refusal({ METRICS_PORT: "metrics" })).toContain("METRICS_PORT: must be a port number between 0 and 65535");
    expect(refusal({ METRICS_PORT: "70000" })).toContain("METRICS_PORT: must be a port number");
    expect(refusal({ METRICS_TOKEN: "short" })).toContain("METRICS_TOKEN: must be at least 16 characters");
  });
});

describe("TRUST_PROXY: which X-Forwarded-* hops to believe (docs/operations.md)", () => {
  it("is off by default, a list of proxies when addresses, every hop only when true", () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,::1" }).TRUST_PROXY).toEqual([
      "10.0.0.0/8",
      "loopback",
      "::1",
    ]);
    expect(loadConfig({ TRUST_PROXY: "true" }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: "1" }).TRUST_PROXY).toBe(true);
  });

  it("refuses anything else (a hop count too: Fastify 5 would trust nothing), naming the variable", () => {
    expect(refusal({ TRUST_PROXY: "yes please" })).toContain("TRUST_PROXY: must be true, false or comma-separated");
    expect(refusal({ TRUST_PROXY: "2" })).toContain("TRUST_PROXY: must be true, false or comma-separated");
  });
});

describe("memory settings (decision 041)", () => {
  it("bound the JavaScript heap's growth to 50 % by default; 0 leaves it to V8", () => {
    expect(loadConfig({})).toMatchObject({ V8_HEAP_GROWING_PERCENT: 50, READ_CACHE_MAX_BYTES: 32 * 1024 * 1024 });
    expect(loadConfig({ V8_HEAP_GROWING_PERCENT: "0" })).toMatchObject({ V8_HEAP_GROWING_PERCENT: 0 });
    expect(loadConfig({ V8_HEAP_GROWING_PERCENT: "100" })).toMatchObject({ V8_HEAP_GROWING_PERCENT: 100 });
  });

  it("refuse a negative, fractional or absurd growth, naming the variable", () => {
    expect(refusal({ V8_HEAP_GROWING_PERCENT: "-10" })).toContain("V8_HEAP_GROWING_PERCENT:");
    expect(refusal({ V8_HEAP_GROWING_PERCENT: "12.5" })).toContain("V8_HEAP_GROWING_PERCENT:");
    expect(refusal({ V8_HEAP_GROWING_PERCENT: "1000" })).toContain("V8_HEAP_GROWING_PERCENT:");
  });
});
