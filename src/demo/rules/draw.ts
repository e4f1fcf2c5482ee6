// The demo draw games (lottery) as the demo platform runs them: a draw every minute on the
// platform's clock, tickets on the next draw, the numbers drawn from the platform's seeded source.
//
// 3D: pick three digits 0–9; the three drawn in the exact order return 450 × the stake.
// 6/42: pick six different numbers of 1–42; six are drawn; matches return by LOTTO_PAYS.
import type { Rng } from '@/demo/rules/rng';

export type DrawStyle = '3d' | '6/42';

/** A draw every minute: a ticket bought at `now` is on draw `drawNoAt(now)`, drawn at drawNo · DRAW_MS. */
export const DRAW_MS = 60_000;
export const drawNoAt = (now: number): number => Math.floor(now / DRAW_MS) + 1;
export const drawAt = (drawNo: number): number => drawNo * DRAW_MS;

/** 3D: the exact order returns this many times the stake. */
export const THREE_D_PAYS = 450;
/** 6/42: what each number of matches returns, times the stake (fewer than three return nothing). */
export const LOTTO_PAYS: Readonly<Record<number, number>> = { 3: 10, 4: 100, 5: 2_000, 6: 100_000 };
export const LOTTO_POOL = 42;
export const LOTTO_PICKS = 6;

/** Whether picks are a valid ticket of the style: 3D three digits (repeats allowed), 6/42 six different of 1–42. */
export function validPicks(style: DrawStyle, picks: readonly number[]): boolean {
  if (!picks.every((n) => Number.isInteger(n))) return false;
  if (style === '3d') return picks.length === 3 && picks.every((n) => n >= 0 && n <= 9);
  return picks.length === LOTTO_PICKS && new Set(picks).size === LOTTO_PICKS && picks.every((n) => n >= 1 && n <= LOTTO_POOL);
}

/** A draw's numbers from the seeded source: 3D three digits in order; 6/42 six different numbers, ascending. */
export function drawNumbers(style: DrawStyle, rng: Rng): number[] {
  if (style === '3d') return [rng.below(10), rng.below(10), rng.below(10)];
  const out: number[] = [];
  while (out.length < LOTTO_PICKS) {
    const n = rng.below(LOTTO_POOL) + 1;
    if (!out.includes(n)) out.push(n);
  }
  return out.sort((a, b) => a - b);
}

/** How many picks match: 3D by position, 6/42 in any order. */
export function drawMatches(style: DrawStyle, picks: readonly number[], numbers: readonly number[]): number {
  if (style === '3d') return picks.filter((p, i) => numbers[i] === p).length;
  return picks.filter((p) => numbers.includes(p)).length;
}

/** What a ticket returns for a draw, in centavos (0 when it loses). */
export function drawReturnCents(style: DrawStyle, picks: readonly number[], numbers: readonly number[], stakeCents: number): number {
  const m = drawMatches(style, picks, numbers);
  if (style === '3d') return m === 3 ? THREE_D_PAYS * stakeCents : 0;
  return (LOTTO_PAYS[m] ?? 0) * stakeCents;
}
