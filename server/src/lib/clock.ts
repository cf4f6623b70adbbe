/**
 * The one clock of the server (issue 14): every rule that depends on "now" (subscription deliveries,
 * scheduled-order release, the refund window, the fulfilment simulator) reads `app.clock.now()`, so
 * tests move time instead of waiting for it.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock a test sets and moves; it does not tick on its own. */
export interface TestClock extends Clock {
  set(at: Date | string): void;
  advance(ms: number): Date;
}

export function testClock(start: Date | string = new Date()): TestClock {
  let current = new Date(start);
  return {
    now: () => new Date(current),
    set(at) {
      current = new Date(at);
    },
    advance(ms) {
      current = new Date(current.getTime() + ms);
      return new Date(current);
    },
  };
}

declare module "fastify" {
  interface FastifyInstance {
    /** Now, for every time rule (server/src/lib/clock.ts); a test clock in tests that move time. */
    clock: Clock;
  }
}
