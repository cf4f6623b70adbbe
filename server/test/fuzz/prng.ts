/**
 * A small seeded generator (sfc32, seeded through splitmix32): the same seed gives the same
 * requests on every machine, so a failure found in CI replays locally with `FUZZ_SEED`.
 */
function splitmix32(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b) >>> 0;
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35) >>> 0;
    return (z ^ (z >>> 16)) >>> 0;
  };
}

export class Rng {
  #a: number;
  #b: number;
  #c: number;
  #d: number;

  constructor(seed: number) {
    const mix = splitmix32(seed);
    this.#a = mix();
    this.#b = mix();
    this.#c = mix();
    this.#d = mix();
  }

  /** The generator of request `index` in run `seed`: each request can be rebuilt on its own. */
  static forRequest(seed: number, index: number) {
    return new Rng((Math.imul(seed >>> 0, 0x27d4eb2d) ^ Math.imul(index + 1, 0x165667b1)) >>> 0);
  }

  /** A uniform 32-bit unsigned integer. */
  uint32(): number {
    const t = (((this.#a + this.#b) >>> 0) + this.#d) >>> 0;
    this.#d = (this.#d + 1) >>> 0;
    this.#a = this.#b ^ (this.#b >>> 9);
    this.#b = (this.#c + (this.#c << 3)) >>> 0;
    this.#c = ((this.#c << 21) | (this.#c >>> 11)) >>> 0;
    this.#c = (this.#c + t) >>> 0;
    return t;
  }

  /** A float in [0, 1). */
  next(): number {
    return this.uint32() / 4294967296;
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** One of `choices` with probability proportional to its weight. */
  weighted<T>(choices: readonly (readonly [number, T])[]): T {
    const total = choices.reduce((sum, [weight]) => sum + weight, 0);
    let roll = this.next() * total;
    for (const [weight, value] of choices) {
      roll -= weight;
      if (roll < 0) return value;
    }
    return (choices[choices.length - 1] as readonly [number, T])[1];
  }

  hex(length: number): string {
    let out = "";
    while (out.length < length) out += this.uint32().toString(16).padStart(8, "0");
    return out.slice(0, length);
  }

  /** A random (version 4) uuid drawn from this generator, so guest ids are reproducible too. */
  uuid(): string {
    const h = this.hex(32);
    const variant = "89ab"[this.int(0, 3)];
    return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
  }
}
