/**
 * Integer money arithmetic. Every rate is an integer over a power of ten (basis points over 10 000,
 * tax rates over 100 000), so a share of an amount is one integer division, rounded half up once.
 */

/** `numerator / denominator` rounded half up (0.5 cent → 1 cent), for non-negative integers. */
export function divideHalfUp(numerator: number, denominator: number): number {
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || numerator < 0 || denominator <= 0) {
    throw new RangeError(`divideHalfUp needs non-negative integers (${numerator} / ${denominator})`);
  }
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `cents × rate / scale`, rounded half up: a percentage share of an amount. */
export const shareOf = (cents: number, rate: number, scale: number) => divideHalfUp(cents * rate, scale);
