import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";
import { TooManyRequestsError } from "./errors.ts";

/**
 * Password hashing with scrypt (node:crypto, no native dependency). The stored string names its
 * own parameters, `scrypt$N$r$p$salt$hash` (base64url), so the cost can be raised later without
 * invalidating existing hashes.
 */
const defaults = { N: 16_384, r: 8, p: 1 } as const;
const KEY_LENGTH = 64;
const SALT_LENGTH = 16;
/** Refuse parameters that would let a tampered hash burn CPU or memory at sign-in. */
const MAX_N = 1 << 20;

/**
 * At most MAX_RUNNING derivations run at once (each holds a libuv thread and 16 MB for ~50 ms) and
 * MAX_WAITING wait their turn; any more answer 429 at once. A burst of sign-ins (or sign-ups) then
 * cannot take every thread and core from the rest of the API (issue 13 item 1; decision 025).
 */
const MAX_RUNNING = 2;
const MAX_WAITING = 16;
let running = 0;
const waiting: (() => void)[] = [];

async function inTurn<T>(work: () => Promise<T>): Promise<T> {
  if (running < MAX_RUNNING) running++;
  else if (waiting.length >= MAX_WAITING) throw new TooManyRequestsError(1);
  else await new Promise<void>((resolve) => waiting.push(resolve));
  try {
    return await work();
  } finally {
    // Hand the slot to the next in line, or free it.
    const next = waiting.shift();
    if (next) next();
    else running--;
  }
}

/** Derivations running and waiting right now (tests, diagnostics). */
export function hashingLoad(): { running: number; waiting: number; maxRunning: number; maxWaiting: number } {
  return { running, waiting: waiting.length, maxRunning: MAX_RUNNING, maxWaiting: MAX_WAITING };
}

function derive(password: string, salt: Buffer, N: number, r: number, p: number, length: number) {
  const options: ScryptOptions = { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
  return inTurn(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scrypt(password.normalize("NFKC"), salt, length, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const { N, r, p } = defaults;
  const key = await derive(password, salt, N, r, p, KEY_LENGTH);
  return ["scrypt", N, r, p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

/**
 * True when `password` matches `stored`; false for a wrong password or an unreadable hash. Both
 * hashing calls throw a 429 TooManyRequestsError when the hashing queue is full.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [N, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
  const validCost = Number.isInteger(N) && N > 1 && N <= MAX_N && (N & (N - 1)) === 0;
  if (!validCost || !Number.isInteger(r) || r < 1 || r > 32 || !Number.isInteger(p) || p < 1 || p > 16) return false;
  const salt = Buffer.from(parts[4] ?? "", "base64url");
  const expected = Buffer.from(parts[5] ?? "", "base64url");
  if (salt.length === 0 || expected.length < 16) return false;
  const actual = await derive(password, salt, N, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
