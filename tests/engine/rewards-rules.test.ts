// @vitest-environment node
import {
  daysLeft,
  levelOfLabel,
  levelProgress,
  levelReached,
  percentOf,
  pointsBalance,
  pointsEarned,
  redeemRefusal,
  rewardState,
  type LevelThreshold,
  type RedeemRefusal,
  type RewardState,
} from '@/engine/rewards-rules';

const DAY = 86_400_000;
const NOW = Date.UTC(2026, 10, 22, 12);

describe('rewardState', () => {
  it.each<[string, number | null, number, RewardState]>([
    ['unclaimed, expires tomorrow', null, NOW + DAY, 'claimable'],
    ['unclaimed, expires in 1 ms', null, NOW + 1, 'claimable'],
    ['unclaimed, expires right now', null, NOW, 'expired'],
    ['unclaimed, expired yesterday', null, NOW - DAY, 'expired'],
    ['claimed before expiry', NOW - DAY, NOW + DAY, 'claimed'],
    ['claimed, expiry since passed', NOW - 3 * DAY, NOW - DAY, 'claimed'],
  ])('%s → %s', (_n, claimedAt, expiresAt, want) => {
    expect(rewardState(claimedAt, expiresAt, NOW)).toBe(want);
  });
});

describe('daysLeft', () => {
  it.each<[number, number | null]>([
    [NOW + 6 * DAY + 5, 6],
    [NOW + DAY - 1, 0],
    [NOW + DAY, 1],
    [NOW, null],
    [NOW - 1, null],
  ])('expires %i → %s', (expiresAt, want) => {
    expect(daysLeft(expiresAt, NOW)).toBe(want);
  });
});

describe('pointsEarned: 1 point per full ₱10 of valid bet', () => {
  it.each<[number, number]>([
    [0, 0],
    [999, 0],
    [1_000, 1],
    [1_999, 1],
    [779_000, 779],
    [1_234_567, 1_234],
    [-5_000, 0],
    [12.5, 0],
  ])('%i centavos → %i points', (cents, want) => {
    expect(pointsEarned(cents)).toBe(want);
  });
  it('takes another rate', () => {
    expect(pointsEarned(10_000, 500)).toBe(20);
    expect(pointsEarned(10_000, 0)).toBe(0);
  });
});

describe('pointsBalance', () => {
  it.each<[number, number, number]>([
    [779, 0, 779],
    [779, 500, 279],
    [500, 500, 0],
    [100, 300, 0],
  ])('earned %i, spent %i → %i', (earned, spent, want) => {
    expect(pointsBalance(earned, spent)).toBe(want);
  });
});

describe('redeemRefusal', () => {
  it.each<[string, number, number, number | null, RedeemRefusal | null]>([
    ['enough points, unlimited', 779, 500, null, null],
    ['exactly enough', 500, 500, null, null],
    ['one short', 499, 500, null, 'notEnoughPoints'],
    ['in stock', 5_000, 2_000, 1, null],
    ['out of stock', 5_000, 2_000, 0, 'outOfStock'],
    ['out of stock and short: stock first', 10, 2_000, 0, 'outOfStock'],
    ['short with stock', 10, 2_000, 25, 'notEnoughPoints'],
  ])('%s', (_n, balance, cost, stock, want) => {
    expect(redeemRefusal({ balance, cost, stock })).toBe(want);
  });
});

const LEVELS: LevelThreshold[] = [
  { depositCents: 0, validBetCents: 0 },
  { depositCents: 100_000, validBetCents: 300_000 },
  { depositCents: 2_000_000, validBetCents: 5_000_000 },
  { depositCents: 5_000_000, validBetCents: 15_000_000 },
];

describe('levelReached: both thresholds needed', () => {
  it.each<[string, number, number, number]>([
    ['nothing yet', 0, 0, 0],
    ['deposits only', 5_000_000, 0, 0],
    ['bets only', 0, 50_000_000, 0],
    ['exactly VIP 1', 100_000, 300_000, 1],
    ['demoplayer', 770_000, 779_000, 1],
    ['VIP 2 deposits, VIP 1 bets', 2_000_000, 400_000, 1],
    ['top', 9_000_000, 90_000_000, 3],
  ])('%s → %i', (_n, depositCents, validBetCents, want) => {
    expect(levelReached(LEVELS, { depositCents, validBetCents })).toBe(want);
  });
});

describe('percentOf', () => {
  it.each<[number, number, number]>([
    [0, 100, 0],
    [-5, 100, 0],
    [50, 100, 50],
    [999, 1_000, 99],
    [1_000, 1_000, 100],
    [5_000, 1_000, 100],
    [10, 0, 100],
  ])('%i of %i → %i%%', (have, need, want) => {
    expect(percentOf(have, need)).toBe(want);
  });
});

describe('levelProgress', () => {
  it('demoplayer: VIP 1, towards VIP 2 on both counts; overall the lesser', () => {
    const p = levelProgress(LEVELS, { depositCents: 770_000, validBetCents: 779_000 }, 1);
    expect(p).toEqual({
      current: 1,
      next: 2,
      deposit: { haveCents: 770_000, needCents: 2_000_000, remainingCents: 1_230_000, percent: 38 },
      validBet: { haveCents: 779_000, needCents: 5_000_000, remainingCents: 4_221_000, percent: 15 },
      percent: 15,
    });
  });
  it('an assigned level is kept even with lower totals (demoagent: VIP 3 with no bets)', () => {
    const p = levelProgress(LEVELS, { depositCents: 0, validBetCents: 0 }, 3);
    expect(p).toMatchObject({ current: 3, next: null, deposit: null, validBet: null, percent: 100 });
  });
  it('totals above the assigned level count', () => {
    expect(levelProgress(LEVELS, { depositCents: 2_000_000, validBetCents: 5_000_000 }, 0).current).toBe(2);
  });
  it('an assigned level beyond the table is the top', () => {
    expect(levelProgress(LEVELS, { depositCents: 0, validBetCents: 0 }, 9).current).toBe(3);
  });
  it('a met part shows 0 remaining', () => {
    const p = levelProgress(LEVELS, { depositCents: 3_000_000, validBetCents: 400_000 }, 0);
    expect(p.current).toBe(1);
    expect(p.deposit).toMatchObject({ remainingCents: 0, percent: 100 });
    expect(p.percent).toBe(8);
  });
});

describe('levelOfLabel', () => {
  const labels = ['VIP 0', 'VIP 1', 'VIP 2', 'VIP 3'];
  it.each<[string | null | undefined, number]>([
    ['VIP 1', 1],
    ['VIP 3', 3],
    ['vip 2 ', 2],
    ['Gold', 0],
    [null, 0],
    [undefined, 0],
  ])('%s → %i', (label, want) => {
    expect(levelOfLabel(labels, label)).toBe(want);
  });
});
