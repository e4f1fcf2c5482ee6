// Slot machines of the demo platform: five reels of three rows, fixed paylines read left to
// right, a wild that stands for every symbol but the scatter (and pays on its own), and a
// scatter that pays anywhere on the screen. Pure integer math: a line pays a whole multiple of
// the line bet, the scatter a whole multiple of the total bet, so a win is whole centavos.
// `exactRtp` computes a machine's return to player from its reel strips and paytable (every
// stop of every reel is equally likely); `simulateRtp` plays it with the seeded source.
import type { Rng } from '@/demo/rules/rng';

/** One character a symbol: W wild, S scatter, 7 seven, B bar, D diamond, C crown, A K Q J. */
export type SlotSymbol = string;

export interface SlotMachine {
  readonly id: string;
  readonly name: string;
  /** The declared return to player, in hundredths of a percent (9650 = 96.50 %). */
  readonly rtpBp: number;
  readonly rows: number;
  /** One strip a reel, a symbol a character; a stop shows `rows` consecutive symbols (wrapping). */
  readonly reels: readonly string[];
  /** A payline: the row of each reel, top row 0. */
  readonly lines: readonly (readonly number[])[];
  /** What a symbol pays in multiples of the line bet for 3, 4 and 5 in a row from the left. */
  readonly pays: Readonly<Record<SlotSymbol, readonly [number, number, number]>>;
  readonly wild: SlotSymbol;
  readonly scatter: SlotSymbol;
  /** What 3, 4 and 5 scatters anywhere pay, in multiples of the total bet. */
  readonly scatterPays: readonly [number, number, number];
  /** The total bets offered, centavos; each a whole multiple of the number of lines. */
  readonly betsCents: readonly number[];
}

export interface LineWin {
  /** Index into the machine's lines. */
  readonly line: number;
  readonly symbol: SlotSymbol;
  readonly count: number;
  /** Multiple of the line bet. */
  readonly multiplier: number;
}

export interface SpinOutcome {
  readonly stops: readonly number[];
  /** window[reel][row]. */
  readonly window: readonly (readonly SlotSymbol[])[];
  readonly lineWins: readonly LineWin[];
  readonly scatterCount: number;
  /** Multiple of the total bet. */
  readonly scatterMultiplier: number;
}

/** A machine in numbers, for the hot loops: symbols as indexes, pays by symbol and run length. */
interface Compiled {
  readonly reels: readonly Int8Array[];
  /** pays[symbol][count] for count 0…5. */
  readonly pays: readonly (readonly number[])[];
  readonly wild: number;
  readonly scatter: number;
  readonly symbols: readonly SlotSymbol[];
  readonly lines: readonly (readonly number[])[];
  readonly rows: number;
  /** scatterPays by count 0…15. */
  readonly scatterPays: readonly number[];
}

const compiledCache = new WeakMap<SlotMachine, Compiled>();

function compile(m: SlotMachine): Compiled {
  const cached = compiledCache.get(m);
  if (cached) return cached;
  const symbols = [...new Set([m.wild, m.scatter, ...Object.keys(m.pays), ...m.reels.join('')])];
  const index = new Map(symbols.map((s, i) => [s, i]));
  const idx = (s: string): number => index.get(s) ?? -1;
  const pays = symbols.map((s) => {
    const p = m.pays[s];
    return p ? [0, 0, 0, p[0], p[1], p[2]] : [0, 0, 0, 0, 0, 0];
  });
  const scatterPays = Array.from({ length: m.reels.length * m.rows + 1 }, (_, n) => (n >= 3 ? (m.scatterPays[Math.min(n, 5) - 3] ?? 0) : 0));
  const c: Compiled = {
    reels: m.reels.map((strip) => Int8Array.from(strip, idx)),
    pays,
    wild: idx(m.wild),
    scatter: idx(m.scatter),
    symbols,
    lines: m.lines,
    rows: m.rows,
    scatterPays,
  };
  compiledCache.set(m, c);
  return c;
}

// What the last `lineWin` paid for (kept here so that the hot loops allocate nothing).
let wonSymbol = -1;
let wonCount = 0;

/**
 * What a line of symbols pays (multiple of the line bet): the better of the leading wilds on
 * their own and the first other symbol's run with the wilds standing for it. A scatter ends a
 * run. The symbol and run length paid for are left in `wonSymbol` and `wonCount`.
 */
function lineWin(c: Compiled, s: ArrayLike<number>): number {
  const n = s.length;
  let w = 0;
  while (w < n && s[w] === c.wild) w++;
  const wildPay = c.pays[c.wild]?.[w] ?? 0;
  let symPay = 0;
  let sym = -1;
  let run = 0;
  if (w < n && s[w] !== c.scatter) {
    sym = s[w] ?? -1;
    run = w;
    while (run < n && (s[run] === sym || s[run] === c.wild)) run++;
    symPay = c.pays[sym]?.[run] ?? 0;
  }
  if (symPay > 0 && symPay >= wildPay) {
    wonSymbol = sym;
    wonCount = run;
    return symPay;
  }
  wonSymbol = wildPay > 0 ? c.wild : -1;
  wonCount = wildPay > 0 ? w : 0;
  return wildPay;
}

/** The screen as symbol indexes, reel by reel (`rows` a reel), from the stops. */
function fillScreen(c: Compiled, stops: ArrayLike<number>, out: Int8Array): Int8Array {
  let i = 0;
  for (let r = 0; r < c.reels.length; r++) {
    const strip = c.reels[r] as Int8Array;
    const stop = stops[r] ?? 0;
    for (let row = 0; row < c.rows; row++) out[i++] = strip[(stop + row) % strip.length] ?? -1;
  }
  return out;
}

/** The symbols a line shows on a screen. */
function lineSymbols(c: Compiled, screen: Int8Array, line: readonly number[], out: Int8Array): Int8Array {
  for (let r = 0; r < out.length; r++) out[r] = screen[r * c.rows + (line[r] ?? 0)] ?? -1;
  return out;
}

function scatterCountOf(c: Compiled, screen: Int8Array): number {
  let n = 0;
  for (const s of screen) if (s === c.scatter) n++;
  return n;
}

/** The outcome of a spin at the given reel stops. */
export function evaluateSpin(m: SlotMachine, stops: readonly number[]): SpinOutcome {
  const c = compile(m);
  const buf = new Int8Array(c.reels.length);
  const screen = fillScreen(c, stops, new Int8Array(c.reels.length * c.rows));
  const lineWins: LineWin[] = [];
  c.lines.forEach((line, i) => {
    const multiplier = lineWin(c, lineSymbols(c, screen, line, buf));
    if (multiplier > 0) lineWins.push({ line: i, symbol: c.symbols[wonSymbol] ?? '', count: wonCount, multiplier });
  });
  const scatterCount = scatterCountOf(c, screen);
  const window = c.reels.map((strip, r) => Array.from({ length: c.rows }, (_, row) => c.symbols[strip[((stops[r] ?? 0) + row) % strip.length] ?? 0] ?? ''));
  return { stops: [...stops], window, lineWins, scatterCount, scatterMultiplier: c.scatterPays[scatterCount] ?? 0 };
}

/** Random stops, one per reel, from the seeded source. */
export function spinStops(m: SlotMachine, rng: Rng): number[] {
  return m.reels.map((strip) => rng.below(strip.length));
}

/** What a spin pays in centavos for a total bet (a whole multiple of the number of lines). */
export function spinWinCents(m: SlotMachine, outcome: SpinOutcome, totalBetCents: number): number {
  const lineBet = lineBetCents(m, totalBetCents);
  return outcome.lineWins.reduce((t, w) => t + w.multiplier * lineBet, 0) + outcome.scatterMultiplier * totalBetCents;
}

export function lineBetCents(m: SlotMachine, totalBetCents: number): number {
  if (!Number.isInteger(totalBetCents) || totalBetCents <= 0 || totalBetCents % m.lines.length !== 0) {
    throw new Error(`a total bet is a whole multiple of ${m.lines.length} centavos`);
  }
  return totalBetCents / m.lines.length;
}

/**
 * The exact return to player: every line pays as one line does (each row of a reel shows every
 * symbol of its strip equally often), so the line part is one line's expected multiple, summed
 * over every combination of symbols weighted by how many stops show it; the scatter part comes
 * from the number of scatters each reel's stops show. `numerator / denominator` is exact.
 */
export function exactRtp(m: SlotMachine): { numerator: number; denominator: number; rtp: number } {
  const c = compile(m);
  const k = c.symbols.length;
  const counts = c.reels.map((strip) => {
    const n = new Array<number>(k).fill(0);
    for (const s of strip) n[s] = (n[s] ?? 0) + 1;
    return n;
  });
  const denominator = c.reels.reduce((t, strip) => t * strip.length, 1);
  let lineSum = 0;
  const tuple = new Int8Array(c.reels.length);
  const walk = (reel: number, weight: number): void => {
    if (weight === 0) return;
    if (reel === c.reels.length) {
      lineSum += weight * lineWin(c, tuple);
      return;
    }
    for (let s = 0; s < k; s++) {
      tuple[reel] = s;
      walk(reel + 1, weight * (counts[reel]?.[s] ?? 0));
    }
  };
  walk(0, 1);
  // Scatters: the distribution of the number shown, reel by reel, convolved.
  let dist = [1];
  for (const strip of c.reels) {
    const per = new Array<number>(c.rows + 1).fill(0);
    for (let stop = 0; stop < strip.length; stop++) {
      let n = 0;
      for (let row = 0; row < c.rows; row++) if (strip[(stop + row) % strip.length] === c.scatter) n++;
      per[n] = (per[n] ?? 0) + 1;
    }
    const next = new Array<number>(dist.length + c.rows).fill(0);
    dist.forEach((a, i) => per.forEach((b, j) => (next[i + j] = (next[i + j] ?? 0) + a * b)));
    dist = next;
  }
  const scatterSum = dist.reduce((t, weight, n) => t + weight * (c.scatterPays[n] ?? 0), 0);
  const numerator = lineSum + scatterSum;
  return { numerator, denominator, rtp: numerator / denominator };
}

/**
 * Plays `rounds` spins at one line bet a line from the seeded source; returns what was bet and
 * won in line bets (whole numbers) and the sum of squares of each spin's return, for its spread.
 */
export function simulateRtp(m: SlotMachine, rounds: number, rng: Rng): { bet: number; won: number; sumSquares: number } {
  const c = compile(m);
  const lines = c.lines.length;
  const stops = new Int32Array(c.reels.length);
  const buf = new Int8Array(c.reels.length);
  const screen = new Int8Array(c.reels.length * c.rows);
  let won = 0;
  let sumSquares = 0;
  for (let i = 0; i < rounds; i++) {
    for (let r = 0; r < c.reels.length; r++) stops[r] = rng.below((c.reels[r] as Int8Array).length);
    fillScreen(c, stops, screen);
    let spin = 0;
    for (const line of c.lines) spin += lineWin(c, lineSymbols(c, screen, line, buf));
    spin += (c.scatterPays[scatterCountOf(c, screen)] ?? 0) * lines;
    won += spin;
    sumSquares += spin * spin;
  }
  return { bet: rounds * lines, won, sumSquares };
}
