// Pure helpers of the content pages: centavo arithmetic of the jackpot, ratings, file sizes.
import { centsOf, decimalOf, poolTiers } from '@/features/content/pool';
import { averageRating } from '@/features/content/testimonials-screen';
import { formatSize } from '@/features/content/download-guide-screen';

describe('centsOf / decimalOf', () => {
  it.each([
    ['1250000.00', 125_000_000],
    ['1250000.37', 125_000_037],
    ['0.5', 50],
    ['12', 1200],
    ['0.07', 7],
  ])('%s ⇄ %i centavos', (decimal, cents) => {
    expect(centsOf(decimal)).toBe(cents);
  });
  it.each(['', 'abc', '-1.00', '1.234', '1,000.00'])('%j is not a pool amount', (bad) => expect(centsOf(bad)).toBeNull());
  it.each([
    [125_000_037, '1250000.37'],
    [7, '0.07'],
    [0, '0.00'],
    [100, '1.00'],
  ])('%i → %s', (cents, decimal) => expect(decimalOf(cents)).toBe(decimal));
});

describe('poolTiers', () => {
  it.each([
    [100_000, { grand: 60_000, major: 25_000, minor: 10_000, mini: 5_000 }],
    [99, { grand: 62, major: 24, minor: 9, mini: 4 }],
    [125_000_037, { grand: 75_000_024, major: 31_250_009, minor: 12_500_003, mini: 6_250_001 }],
  ])('%i centavos', (cents, tiers) => {
    const out = poolTiers(cents);
    expect(out).toEqual(tiers);
    expect(out.grand + out.major + out.minor + out.mini).toBe(cents);
  });
});

describe('averageRating', () => {
  it.each([
    [[5, 5, 4, 5, 4, 5, 4], '4.6'],
    [[5], '5.0'],
    [[1, 2], '1.5'],
    [[4, 4, 5], '4.3'],
    [[], null],
  ])('%j → %s', (ratings, out) => expect(averageRating(ratings)).toBe(out));
});

describe('formatSize', () => {
  it.each([
    [24_641_536, '23.5 MB'],
    [2_048, '2 KB'],
    [100, '1 KB'],
    [1_048_576, '1.0 MB'],
  ])('%i bytes → %s', (bytes, out) => expect(formatSize(bytes)).toBe(out));
});
