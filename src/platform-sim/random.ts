// The platform's random source for what must not be guessed: game outcomes, captcha answers and
// other codes. It is the Web Crypto API's generator (crypto.getRandomValues), which Node (20 and
// later, as globalThis.crypto) and every browser provide, so the server and the browser demo share
// this one implementation. Seeded generators (seed-utils.ts, src/demo/rules/rng.ts) stay for
// seed data and for tests that need outcomes they can repeat (PLATFORM_SEED).
import type { Rng } from '@/demo/rules/rng';

const TWO_32 = 4294967296;

/** One unsigned 32-bit integer from the cryptographic generator. */
export function randomUint32(): number {
  const word = new Uint32Array(1);
  globalThis.crypto.getRandomValues(word);
  return word[0] ?? 0;
}

/** A whole number in [0, n), n ≤ 2^32, without modulo bias (rejection sampling). */
export function randomBelow(n: number): number {
  if (!Number.isInteger(n) || n <= 0 || n > TWO_32) throw new RangeError(`randomBelow: ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const x = randomUint32();
    if (x < limit) return x % n;
  }
}

/** `length` random decimal digits, e.g. a captcha answer ('0381'). */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomBelow(10));
  return out;
}

/** An opaque random id (128 bits, hex), e.g. a captcha id: nothing about its answer follows from it. */
export function randomId(prefix = ''): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  return prefix + Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The games' source (src/demo/rules/rng.ts) over the cryptographic generator: no state to keep,
 * nothing an observed round tells about the next. `state()` is 0: there is nothing to continue.
 */
export function cryptoRng(): Rng {
  return {
    next: randomUint32,
    below: (n) => randomBelow(n),
    state: () => 0,
  };
}
