// Member-services rules: the reward center (a reward's state), the points mall (points earned from
// valid bets, the points balance, why a redemption is refused) and the VIP levels (the level
// reached from cumulative deposits and valid bets, the progress to the next one).
// Pure functions on integers (centavos, points); no React, no fetch. The simulator applies the
// same rules, so the screens and the platform never disagree.

// ------------------------------------------------------------------ reward center

export const REWARD_KINDS = ['vipUpgrade', 'weeklyCashback', 'birthday', 'depositStreak', 'monthlyBonus'] as const;
export type RewardKind = (typeof REWARD_KINDS)[number];

export type RewardState = 'claimable' | 'claimed' | 'expired';

/** A reward is claimed once it has a claim time; otherwise it can be claimed until (not at) its expiry. */
export function rewardState(claimedAt: number | null, expiresAt: number, now: number): RewardState {
  if (claimedAt !== null) return 'claimed';
  return now < expiresAt ? 'claimable' : 'expired';
}

/** Whole days left before an expiry (0 on its last day, null once expired). */
export function daysLeft(expiresAt: number, now: number): number | null {
  if (now >= expiresAt) return null;
  return Math.floor((expiresAt - now) / DAY_MS);
}

// ------------------------------------------------------------------ points mall
import { DAY_MS } from '@/engine/time';

/** 1 point per full ₱10.00 (1,000 centavos) of valid bets. */
export const CENTS_PER_POINT = 1000;

/** Points earned from the total valid bet (centavos); partial ₱10 steps earn nothing. */
export function pointsEarned(validBetCents: number, centsPerPoint = CENTS_PER_POINT): number {
  if (!Number.isInteger(validBetCents) || validBetCents <= 0 || centsPerPoint <= 0) return 0;
  return Math.floor(validBetCents / centsPerPoint);
}

/** What is left to spend: earned minus spent, never below zero. */
export function pointsBalance(earned: number, spent: number): number {
  return Math.max(0, earned - spent);
}

export type RedeemRefusal = 'outOfStock' | 'notEnoughPoints';

export interface RedeemCheck {
  /** The member's points balance. */
  readonly balance: number;
  /** The item's price in points. */
  readonly cost: number;
  /** Items left; null when unlimited. */
  readonly stock: number | null;
}

/** Why an item cannot be redeemed now (stock is checked first: no points can buy what is gone). */
export function redeemRefusal({ balance, cost, stock }: RedeemCheck): RedeemRefusal | null {
  if (stock !== null && stock <= 0) return 'outOfStock';
  if (balance < cost) return 'notEnoughPoints';
  return null;
}

// ------------------------------------------------------------------ VIP levels

export interface LevelThreshold {
  /** Cumulative deposits needed, centavos. */
  readonly depositCents: number;
  /** Cumulative valid bets needed, centavos. */
  readonly validBetCents: number;
}

export interface MemberTotals {
  readonly depositCents: number;
  readonly validBetCents: number;
}

/** The highest level whose deposit AND valid-bet thresholds are both met (levels in ascending order; 0 at least). */
export function levelReached(levels: readonly LevelThreshold[], totals: MemberTotals): number {
  let reached = 0;
  levels.forEach((l, i) => {
    if (totals.depositCents >= l.depositCents && totals.validBetCents >= l.validBetCents) reached = i;
  });
  return reached;
}

/** have / need as a whole percentage, 0–100, in integers (need ≤ 0 counts as done). */
export function percentOf(haveCents: number, needCents: number): number {
  if (needCents <= 0) return 100;
  if (haveCents <= 0) return 0;
  return Math.min(100, Math.floor((haveCents * 100) / needCents));
}

export interface ProgressPart {
  readonly haveCents: number;
  readonly needCents: number;
  readonly remainingCents: number;
  readonly percent: number;
}

export interface LevelProgress {
  /** The member's level: the one the platform assigned, or a higher one the totals reach. */
  readonly current: number;
  /** The next level, or null at the top. */
  readonly next: number | null;
  /** Progress towards the next level (null at the top). */
  readonly deposit: ProgressPart | null;
  readonly validBet: ProgressPart | null;
  /** Overall progress: the lesser of both parts (both are needed); 100 at the top. */
  readonly percent: number;
}

const part = (have: number, need: number): ProgressPart => ({
  haveCents: have,
  needCents: need,
  remainingCents: Math.max(0, need - have),
  percent: percentOf(have, need),
});

/**
 * Where a member stands. A level is never taken away: the platform's assigned level (from the
 * member's club label) counts even when the totals are lower.
 */
export function levelProgress(levels: readonly LevelThreshold[], totals: MemberTotals, assigned = 0): LevelProgress {
  const top = Math.max(0, levels.length - 1);
  const current = Math.min(top, Math.max(assigned, levelReached(levels, totals)));
  const nextLevel = levels[current + 1];
  if (!nextLevel) return { current, next: null, deposit: null, validBet: null, percent: 100 };
  const deposit = part(totals.depositCents, nextLevel.depositCents);
  const validBet = part(totals.validBetCents, nextLevel.validBetCents);
  return { current, next: current + 1, deposit, validBet, percent: Math.min(deposit.percent, validBet.percent) };
}

/** The level index of a club label such as 'VIP 3' among the levels' labels (0 when unknown). */
export function levelOfLabel(labels: readonly string[], label: string | null | undefined): number {
  if (!label) return 0;
  const i = labels.findIndex((l) => l.toLowerCase() === label.trim().toLowerCase());
  return i < 0 ? 0 : i;
}
