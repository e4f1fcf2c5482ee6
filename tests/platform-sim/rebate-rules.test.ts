// @vitest-environment node
import { canClaimRebate, claimableRebate, formatRateBp, rebateCents } from '@/platform-sim/areas/rebate-rules';

describe('rebateCents (basis points × centavos, rounded down)', () => {
  it.each([
    // cents, bp, rebate
    [100_000, 40, 400], // ₱1,000.00 × 0.40% = ₱4.00
    [100_000, 80, 800], // ₱1,000.00 × 0.80% = ₱8.00
    [12_345, 80, 98], // ₱123.45 × 0.80% = 98.76 centavos → 98
    [12_499, 40, 49], // 49.996 → 49 (never rounded up)
    [249, 40, 0], // 0.996 centavo → 0
    [250, 40, 1],
    [1, 10_000, 1], // 100% of one centavo
    [0, 80, 0],
    [100_000, 0, 0],
    [-5_000, 80, 0], // a negative stake earns nothing
    [5_000, -80, 0],
    [9_007_199_254_740_000, 1, 900_719_925_474], // no overflow past the safe range
    [1.5, 80, 0], // not integer centavos: nothing
    [1000, 0.5, 0], // not integer basis points: nothing
  ])('%d centavos at %d bp → %d', (cents, bp, out) => {
    expect(rebateCents(cents, bp)).toBe(out);
  });
});

describe('claimableRebate', () => {
  const TYPES = ['SPORTS', 'LIVE', 'RNG'] as const;
  const rates = { SPORTS: 40, RNG: 80 };

  it.each([
    [
      'nothing bet: the rated types at zero',
      [],
      [
        ['SPORTS', 0, 40, 0],
        ['RNG', 0, 80, 0],
      ],
      0,
      0,
    ],
    [
      'bets summed per type before rounding',
      [
        { gameType: 'RNG', cents: 12_345 },
        { gameType: 'RNG', cents: 12_345 },
        { gameType: 'SPORTS', cents: 50_000 },
      ],
      [
        ['SPORTS', 50_000, 40, 200],
        ['RNG', 24_690, 80, 197],
      ],
      74_690,
      397,
    ],
    [
      'a type without a rate shows its bets and earns nothing',
      [{ gameType: 'LIVE', cents: 10_000 }],
      [
        ['SPORTS', 0, 40, 0],
        ['LIVE', 10_000, 0, 0],
        ['RNG', 0, 80, 0],
      ],
      10_000,
      0,
    ],
    [
      'unknown types and non-positive stakes are ignored',
      [
        { gameType: 'CHESS', cents: 10_000 },
        { gameType: 'RNG', cents: -500 },
        { gameType: 'RNG', cents: 1000 },
      ],
      [
        ['SPORTS', 0, 40, 0],
        ['RNG', 1000, 80, 8],
      ],
      1000,
      8,
    ],
  ] as const)('%s', (_label, bets, lines, validBet, total) => {
    const r = claimableRebate(bets, rates, TYPES);
    expect(r.lines.map((l) => [l.gameType, l.validBetCents, l.rateBp, l.rebateCents])).toEqual(lines);
    expect(r.validBetCents).toBe(validBet);
    expect(r.totalCents).toBe(total);
  });

  it('each line is rounded down on its own, so the total never exceeds the exact rebate', () => {
    const r = claimableRebate(
      [
        { gameType: 'SPORTS', cents: 249 },
        { gameType: 'RNG', cents: 124 },
      ],
      rates,
      TYPES,
    );
    expect(r.lines.map((l) => l.rebateCents)).toEqual([0, 0]);
    expect(r.totalCents).toBe(0);
    expect(canClaimRebate(r.totalCents)).toBe(false);
  });
});

describe('canClaimRebate and formatRateBp', () => {
  it.each([
    [0, false],
    [1, true],
    [-1, false],
    [0.5, false],
  ])('canClaim(%d) → %s', (cents, ok) => {
    expect(canClaimRebate(cents)).toBe(ok);
  });

  it.each([
    [40, '0.40'],
    [80, '0.80'],
    [150, '1.50'],
    [10_000, '100.00'],
    [0, '0.00'],
  ])('%d bp → %s%%', (bp, text) => {
    expect(formatRateBp(bp)).toBe(text);
  });
});
