// The seeded random source of the demo games (mulberry32): 32-bit integers from a 32-bit state
// that the platform keeps between rounds, so that every round's outcome follows from the seed and
// the rounds before it, never from Math.random.

export interface Rng {
  /** The next unsigned 32-bit integer. */
  next(): number;
  /** A whole number in [0, n), n ≤ 2^21 (exact: next() · n stays below 2^53). */
  below(n: number): number;
  /** The state to keep; createRng(state()) continues the same sequence. */
  state(): number;
}

export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  const next = (): number => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  return {
    next,
    below: (n) => Math.floor((next() * n) / 4294967296),
    state: () => a,
  };
}
