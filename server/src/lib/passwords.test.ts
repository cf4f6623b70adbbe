import { describe, expect, it } from "vitest";
import { TooManyRequestsError } from "./errors.ts";
import { hashingLoad, hashPassword, verifyPassword } from "./passwords.ts";

describe("password hashing", () => {
  it("stores a self-describing scrypt hash that verifies the right password only", async () => {
    const stored = await hashPassword("Dutchpot2026!");
    expect(stored).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword("Dutchpot2026!", stored)).toBe(true);
    expect(await verifyPassword("dutchpot2026!", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("salts every hash", async () => {
    const [a, b] = await Promise.all([hashPassword("same"), hashPassword("same")]);
    expect(a).not.toBe(b);
  });

  it("verifies hashes made with other parameters, as their string says", async () => {
    const stored = (await hashPassword("x")).split("$");
    expect(stored[1]).toBe("16384");
    // A hash written at a lower cost (as an older release might have) still verifies.
    const { scryptSync } = await import("node:crypto");
    const salt = Buffer.from("0123456789abcdef");
    const key = scryptSync("legacy", salt, 32, { N: 1024, r: 8, p: 1 });
    const legacy = `scrypt$1024$8$1$${salt.toString("base64url")}$${key.toString("base64url")}`;
    expect(await verifyPassword("legacy", legacy)).toBe(true);
  });

  it("rejects malformed or abusive hashes instead of throwing", async () => {
    for (const bad of [
      "",
      "plain",
      "bcrypt$1$2$3$4$5",
      "scrypt$abc$8$1$c2FsdA$aGFzaA",
      "scrypt$1073741824$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNoaGFzaA",
    ]) {
      expect(await verifyPassword("x", bad)).toBe(false);
    }
  });

  it("runs a bounded number of derivations at once and refuses the excess at once with a 429", async () => {
    const stored = await hashPassword("queued");
    const { maxRunning, maxWaiting } = hashingLoad();
    const burst = maxRunning + maxWaiting + 10;
    const calls = Array.from({ length: burst }, (_, i) => verifyPassword(i === 0 ? "queued" : `wrong ${i}`, stored));
    // Before any derivation ends: the slots are full, the queue is full, the rest already refused.
    expect(hashingLoad()).toMatchObject({ running: maxRunning, waiting: maxWaiting });
    const settled = await Promise.allSettled(calls);
    const refused = settled.filter((r) => r.status === "rejected");
    expect(refused).toHaveLength(10);
    for (const r of refused) {
      expect(r.reason).toBeInstanceOf(TooManyRequestsError);
      expect(r.reason.headers["retry-after"]).toBe("1");
    }
    expect(settled[0]).toEqual({ status: "fulfilled", value: true });
    expect(hashingLoad()).toMatchObject({ running: 0, waiting: 0 });
  });
});
