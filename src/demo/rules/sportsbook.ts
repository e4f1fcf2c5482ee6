// The demo sportsbook as the demo platform runs it: events on the platform's clock (one every
// minute, betting closes as it starts, the result is known a minute later), decimal odds in
// hundredths, and what a single bet returns in whole centavos (stake included).
//
// Sabong (cockfights): Meron and Wala pay 1.90, Draw pays 8.00; on a draw, Meron and Wala bets
// are returned. Sports and esports matches: Home or Away at the match's line.
import type { Rng } from '@/demo/rules/rng';

/** How long an event runs on the platform's clock: bets close as one starts and settle as it ends. */
export const EVENT_MS = 60_000;

/**
 * Sports fixtures (the matches home lists and the sportsbook takes bets on): one clock for both.
 * Fixture k kicks off at k · FIXTURE_INTERVAL_MS on the platform's clock and lasts MATCH_MS; bets
 * on it close at kick-off, and it settles when kick-off plus its length has passed.
 */
export const FIXTURE_INTERVAL_MS = 3 * 3_600_000;
export const MATCH_MS = 2 * 3_600_000;
/** The fixtures on the board (and on home): the next four not kicked off. */
export const FIXTURES_SHOWN = 4;
export const fixtureKickOff = (fixture: number): number => fixture * FIXTURE_INTERVAL_MS;
export const fixtureSettlesAt = (fixture: number): number => fixtureKickOff(fixture) + MATCH_MS;
/** The numbers of the next fixtures not kicked off at `now`, soonest first. */
export function upcomingFixtures(now: number, count = FIXTURES_SHOWN): number[] {
  const first = Math.floor(now / FIXTURE_INTERVAL_MS) + 1;
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The event that bets placed at `now` are on: it starts (and settles) at `eventNo · EVENT_MS`. */
export const eventNoAt = (now: number): number => Math.floor(now / EVENT_MS) + 1;
export const eventStartsAt = (eventNo: number): number => eventNo * EVENT_MS;

export const SABONG_SIDES = ['meron', 'draw', 'wala'] as const;
export type SabongSide = (typeof SABONG_SIDES)[number];
export const MATCH_SIDES = ['home', 'away'] as const;
export type MatchSide = (typeof MATCH_SIDES)[number];
export type SportSide = SabongSide | MatchSide;

/** Sabong odds, decimal in hundredths. */
export const SABONG_ODDS: Readonly<Record<SabongSide, number>> = { meron: 190, draw: 800, wala: 190 };
/** How often each side wins a fight, in ten-thousandths (a draw about one fight in fourteen). */
export const SABONG_WEIGHTS: Readonly<Record<SabongSide, number>> = { meron: 4_650, draw: 700, wala: 4_650 };

/** The lines of the matches on a board, in order: [home, away] decimal odds in hundredths. */
export const MATCH_LINES: readonly (readonly [number, number])[] = [
  [165, 225],
  [190, 190],
  [210, 172],
  [150, 260],
];

/** A match's line by its place on the board. */
export function matchLine(match: number): readonly [number, number] {
  const line = MATCH_LINES[((match % MATCH_LINES.length) + MATCH_LINES.length) % MATCH_LINES.length];
  if (!line) throw new Error('no match line');
  return line;
}

/** How often home wins a match, in ten-thousandths: its share of the two sides' implied chances. */
export function homeWeight(line: readonly [number, number]): number {
  const [home, away] = line;
  return Math.round((10_000 * away) / (home + away));
}

/** Odds as the page shows them: 190 → "1.90". */
export const oddsText = (hundredths: number): string => `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;

/** What a stake returns at decimal odds (in hundredths) when it wins, rounded down to the centavo. */
export const winReturnCents = (stakeCents: number, oddsHundredths: number): number => Math.floor((stakeCents * oddsHundredths) / 100);

/** What a sabong bet returns for a fight's result, stake included (0 when it loses). */
export function sabongReturnCents(pick: SabongSide, stakeCents: number, result: SabongSide): number {
  if (pick === result) return winReturnCents(stakeCents, SABONG_ODDS[pick]);
  return result === 'draw' ? stakeCents : 0;
}

/** What a match bet returns for the match's result, stake included (0 when it loses). */
export function matchReturnCents(pick: MatchSide, stakeCents: number, line: readonly [number, number], result: MatchSide): number {
  return pick === result ? winReturnCents(stakeCents, pick === 'home' ? line[0] : line[1]) : 0;
}

/** A fight's result from the seeded source, by the sides' weights. */
export function fightResult(rng: Rng): SabongSide {
  const r = rng.below(10_000);
  if (r < SABONG_WEIGHTS.meron) return 'meron';
  if (r < SABONG_WEIGHTS.meron + SABONG_WEIGHTS.draw) return 'draw';
  return 'wala';
}

/** A match's result from the seeded source, by its line. */
export const matchResult = (rng: Rng, line: readonly [number, number]): MatchSide => (rng.below(10_000) < homeWeight(line) ? 'home' : 'away');
