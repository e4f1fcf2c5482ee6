import { centsOf, daysOf, formatRate, gameTypeOfBet, parseRate, periodOf, periodsOf, reachedTier, REBATE_GAME_TYPES, shareCents } from '@/engine/agent-reports';

describe('parseRate / formatRate', () => {
  it.each([
    ['1', 100],
    ['1.2', 120],
    ['1.25', 125],
    [' 0.05 ', 5],
    ['0', 0],
    ['100', 10_000],
    ['12.', 1200],
    ['1.234', null],
    ['-1', null],
    ['100.01', null],
    ['abc', null],
    ['', null],
    ['1,5', null],
  ])('%j → %j', (text, bp) => {
    expect(parseRate(text)).toBe(bp);
  });

  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [120, '1.20'],
    [10_000, '100.00'],
  ])('%i → %s', (bp, text) => {
    expect(formatRate(bp)).toBe(text);
  });
});

describe('shareCents', () => {
  it.each([
    [100_000, 80, 800],
    [12_345, 150, 185],
    [99, 100, 0],
    [0, 100, 0],
    [100_000, 0, 0],
    [-500, 100, 0],
    // Exact beyond what a float product could hold.
    [900_719_925_474_099, 9_999, 900_629_853_481_551],
  ])('%i × %i bp → %i', (amount, bp, out) => {
    expect(shareCents(amount, bp)).toBe(out);
  });
});

describe('centsOf', () => {
  it.each([
    ['123.45', 12_345],
    ['-0.50', -50],
    ['0.00', 0],
    ['1.5', null],
    ['x', null],
  ])('%s → %j', (m, c) => {
    expect(centsOf(m)).toBe(c);
  });
});

describe('gameTypeOfBet', () => {
  it.each([
    ['LIVE:table 7', 'LIVE'],
    ['SPORTS-123', 'SPORTS'],
    ['ESPORTS:dota', 'SPORTS'],
    ['COCKFIGHT/9', 'SPORTS'],
    ['FISH:ocean', 'FISH'],
  ])('names the type in %s', (ref, type) => {
    expect(gameTypeOfBet(ref, 'x')).toBe(type);
  });

  it('derives a stable known type otherwise', () => {
    const a = gameTypeOfBet('B1', 'juan100/L2');
    expect(REBATE_GAME_TYPES).toContain(a);
    expect(gameTypeOfBet('B1', 'juan100/L2')).toBe(a);
    const spread = new Set(Array.from({ length: 40 }, (_, i) => gameTypeOfBet('bet', `m${i}/L2`)));
    expect(spread.size).toBeGreaterThan(3);
  });
});

describe('reachedTier', () => {
  const tiers = [
    { thresholdCents: 500_000, activeMembers: 2 },
    { thresholdCents: 1_000_000, activeMembers: 3 },
    { thresholdCents: 5_000_000, activeMembers: 5 },
  ];
  it.each([
    [0, 0, -1],
    [499_999, 9, -1],
    [500_000, 1, -1],
    [500_000, 2, 0],
    [2_000_000, 2, 0],
    [2_000_000, 3, 1],
    [9_000_000, 4, 1],
    [9_000_000, 5, 2],
  ])('volume %i with %i active → tier index %i', (v, a, i) => {
    expect(reachedTier(tiers, v, a)).toBe(i);
  });
});

describe('daysOf / periodOf / periodsOf', () => {
  it('lists days newest first, capped', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-03-02', '2026-03-01', '2026-02-28', '2026-02-27']);
    expect(daysOf('2026-03-02', '2026-03-01')).toEqual([]);
    expect(daysOf('bad', '2026-03-01')).toEqual([]);
    expect(daysOf('2020-01-01', '2026-03-01')).toHaveLength(92);
  });

  it.each([
    ['2026-11-01', '2026-11-01', '2026-11-15'],
    ['2026-11-15', '2026-11-01', '2026-11-15'],
    ['2026-11-16', '2026-11-16', '2026-11-30'],
    ['2026-02-20', '2026-02-16', '2026-02-28'],
    ['2028-02-29', '2028-02-16', '2028-02-29'],
    ['2026-12-31', '2026-12-16', '2026-12-31'],
  ])('%s falls in %s – %s', (day, start, end) => {
    expect(periodOf(day)).toEqual({ id: `${start}~${end}`, startDate: start, endDate: end });
  });

  it('lists the whole periods overlapping a range, newest first', () => {
    expect(periodsOf('2026-10-10', '2026-11-20').map((p) => p.id)).toEqual([
      '2026-11-16~2026-11-30',
      '2026-11-01~2026-11-15',
      '2026-10-16~2026-10-31',
      '2026-10-01~2026-10-15',
    ]);
    expect(periodsOf('2026-12-20', '2027-01-03').map((p) => p.startDate)).toEqual(['2027-01-01', '2026-12-16']);
    expect(periodsOf('2026-11-20', '2026-11-01')).toEqual([]);
  });
});
