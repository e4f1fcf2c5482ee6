// @vitest-environment node
// The demo sportsbook: sabong and match odds, what each bet returns, the events on the clock and
// the results from the seeded source.
import {
  eventNoAt,
  eventStartsAt,
  fightResult,
  homeWeight,
  matchLine,
  matchResult,
  matchReturnCents,
  oddsText,
  sabongReturnCents,
  SABONG_ODDS,
  type SabongSide,
} from '@/demo/rules/sportsbook';
import { createRng } from '@/demo/rules/rng';

describe('sabong: Meron and Wala pay 1.90, Draw 8.00; a draw returns Meron and Wala bets', () => {
  // [pick, result, return of a ₱100 (10,000 centavo) bet]
  it.each<[SabongSide, SabongSide, number]>([
    ['meron', 'meron', 19_000],
    ['meron', 'wala', 0],
    ['meron', 'draw', 10_000],
    ['wala', 'wala', 19_000],
    ['wala', 'meron', 0],
    ['wala', 'draw', 10_000],
    ['draw', 'draw', 80_000],
    ['draw', 'meron', 0],
    ['draw', 'wala', 0],
  ])('%s on a %s result returns %i', (pick, result, cents) => {
    expect(sabongReturnCents(pick, 10_000, result)).toBe(cents);
  });
  it('shows the odds as decimals', () => {
    expect([SABONG_ODDS.meron, SABONG_ODDS.draw, SABONG_ODDS.wala].map(oddsText)).toEqual(['1.90', '8.00', '1.90']);
  });
  it('rounds a return down to the centavo', () => {
    expect(sabongReturnCents('meron', 1_001, 'meron')).toBe(1_901);
  });
  it('draws results by their weights from the seeded source', () => {
    const rng = createRng(42);
    const counts = { meron: 0, draw: 0, wala: 0 };
    for (let i = 0; i < 20_000; i++) counts[fightResult(rng)]++;
    expect(counts.meron / 20_000).toBeCloseTo(0.465, 1);
    expect(counts.wala / 20_000).toBeCloseTo(0.465, 1);
    expect(counts.draw / 20_000).toBeCloseTo(0.07, 1);
    // The same seed, the same fights.
    const a = createRng(7);
    const b = createRng(7);
    expect(Array.from({ length: 20 }, () => fightResult(a))).toEqual(Array.from({ length: 20 }, () => fightResult(b)));
  });
});

describe('matches: Home or Away at the line', () => {
  it.each([
    [0, '1.65', '2.25'],
    [1, '1.90', '1.90'],
    [2, '2.10', '1.72'],
    [3, '1.50', '2.60'],
  ])('match %i: home %s, away %s', (match, home, away) => {
    const line = matchLine(match);
    expect([oddsText(line[0]), oddsText(line[1])]).toEqual([home, away]);
    expect(matchReturnCents('home', 10_000, line, 'home')).toBe(line[0] * 100);
    expect(matchReturnCents('away', 10_000, line, 'away')).toBe(line[1] * 100);
    expect(matchReturnCents('home', 10_000, line, 'away')).toBe(0);
    expect(matchReturnCents('away', 10_000, line, 'home')).toBe(0);
  });
  it('the favourite wins more often: home weight follows the implied chances', () => {
    expect(homeWeight([190, 190])).toBe(5_000);
    expect(homeWeight([150, 260])).toBe(6_341);
    const rng = createRng(3);
    let home = 0;
    for (let i = 0; i < 10_000; i++) if (matchResult(rng, [150, 260]) === 'home') home++;
    expect(home / 10_000).toBeCloseTo(0.634, 1);
  });
});

describe('events run on the clock, one a minute', () => {
  it.each([
    [Date.UTC(2026, 10, 24, 12, 0, 0), Date.UTC(2026, 10, 24, 12, 1, 0)],
    [Date.UTC(2026, 10, 24, 12, 0, 59, 999), Date.UTC(2026, 10, 24, 12, 1, 0)],
    [Date.UTC(2026, 10, 24, 12, 1, 0), Date.UTC(2026, 10, 24, 12, 2, 0)],
  ])('a bet at %i is on the event starting at %i', (now, starts) => {
    expect(eventStartsAt(eventNoAt(now))).toBe(starts);
  });
});
