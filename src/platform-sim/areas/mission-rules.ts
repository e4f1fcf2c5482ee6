// The demo platform's member services rules: mission periods and progress, rankings (order, masked
// names) and the invite-friends qualification. Pure functions over integer centavos and UTC day
// boundaries; the screens only display what the platform answers (the medals and the invite link
// they draw are the engine's: src/engine/mission-rules.ts).

import { DAY_MS } from '@/engine/time';

export type MissionPeriod = 'daily' | 'weekly';
export type RankingPeriod = 'today' | 'week' | 'month';
export type MissionKind = 'deposit' | 'bet' | 'games' | 'login';
export type MissionState = 'inProgress' | 'complete' | 'claimed';

export interface PeriodRange {
  /** Inclusive start, ms. */
  start: number;
  /** Exclusive end, ms. */
  end: number;
}

/** Start of the UTC day holding `at`. */
export const dayStart = (at: number): number => Math.floor(at / DAY_MS) * DAY_MS;

/** The day, the week (Monday to Sunday) or the month (UTC) that holds `now`. */
export function periodRange(period: MissionPeriod | RankingPeriod, now: number): PeriodRange {
  const today = dayStart(now);
  if (period === 'daily' || period === 'today') return { start: today, end: today + DAY_MS };
  if (period === 'weekly' || period === 'week') {
    // getUTCDay: Sunday 0 … Saturday 6; the week starts on Monday.
    const sinceMonday = (new Date(today).getUTCDay() + 6) % 7;
    const start = today - sinceMonday * DAY_MS;
    return { start, end: start + 7 * DAY_MS };
  }
  const d = new Date(today);
  return { start: Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1), end: Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) };
}

/** A wallet movement as the rules need it (already on the current calendar). */
export interface ActivityEntry {
  at: number;
  kind: string;
  /** Signed integer centavos as in the ledger (bets are negative). */
  amountCents: number;
  game?: string;
}

export const inRange = (at: number, r: PeriodRange): boolean => at >= r.start && at < r.end;

/** Centavos deposited within the range. */
export const depositedCents = (entries: readonly ActivityEntry[], r: PeriodRange): number =>
  entries.reduce((t, e) => (e.kind === 'deposit' && inRange(e.at, r) ? t + Math.abs(e.amountCents) : t), 0);

/** Centavos staked (valid bets) within the range. */
export const betCents = (entries: readonly ActivityEntry[], r: PeriodRange): number =>
  entries.reduce((t, e) => (e.kind === 'bet' && inRange(e.at, r) ? t + Math.abs(e.amountCents) : t), 0);

/**
 * How far a member has come on a mission: centavos for deposit and bet missions, a count of
 * different games or of days with a login (or any wallet activity) for the others.
 */
export function missionProgress(kind: MissionKind, entries: readonly ActivityEntry[], loginDays: readonly number[], r: PeriodRange): number {
  switch (kind) {
    case 'deposit':
      return depositedCents(entries, r);
    case 'bet':
      return betCents(entries, r);
    case 'games':
      return new Set(entries.filter((e) => e.kind === 'bet' && inRange(e.at, r)).map((e) => e.game ?? '')).size;
    case 'login': {
      const days = new Set<number>();
      for (const d of loginDays) if (inRange(d, r)) days.add(dayStart(d));
      for (const e of entries) if (inRange(e.at, r) && (e.kind === 'bet' || e.kind === 'deposit')) days.add(dayStart(e.at));
      return days.size;
    }
  }
}

/** Measured in money (centavos) or counted. */
export const missionUnit = (kind: MissionKind): 'money' | 'count' => (kind === 'deposit' || kind === 'bet' ? 'money' : 'count');

export function missionState(progress: number, target: number, claimed: boolean): MissionState {
  if (claimed) return 'claimed';
  return progress >= target ? 'complete' : 'inProgress';
}

/** Whole percent of the progress bar, 0–100 (integer arithmetic). */
export function progressPercent(progress: number, target: number): number {
  if (target <= 0) return 100;
  if (progress <= 0) return 0;
  return Math.min(100, Math.floor((progress * 100) / target));
}

/** 'demoplayer' → 'de****er': enough to recognise oneself, not enough to find someone. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return `${chars.join('')}***`;
  if (chars.length <= 4) return `${chars[0]}***${chars.at(-1)}`;
  return `${chars.slice(0, 2).join('')}****${chars.slice(-2).join('')}`;
}

export interface RankInput {
  userName: string;
  cents: number;
}

export interface RankRow extends RankInput {
  rank: number;
}

export const RANKING_SIZE = 20;

/** Orders by amount (highest first, then name), drops zero amounts; ranks start at 1. */
export function rankTotals(totals: readonly RankInput[]): RankRow[] {
  return totals
    .filter((t) => t.cents > 0)
    .slice()
    .sort((a, b) => b.cents - a.cents || (a.userName < b.userName ? -1 : a.userName > b.userName ? 1 : 0))
    .map((t, i) => ({ ...t, rank: i + 1 }));
}

// ---- invite friends

/** A friend qualifies by registering with the member's code and a first deposit of at least this. */
export const REFERRAL_MIN_DEPOSIT_CENTS = 10_000;
/** What the member earns for each qualified friend. */
export const REFERRAL_REWARD_CENTS = 8_800;

export type FriendStatus = 'pending' | 'claimable' | 'claimed';

/** The first deposit in a friend's ledger (centavos), or null when there is none. */
export function firstDepositCents(entries: readonly ActivityEntry[]): number | null {
  const deposits = entries.filter((e) => e.kind === 'deposit').sort((a, b) => a.at - b.at);
  const first = deposits[0];
  return first ? Math.abs(first.amountCents) : null;
}

export const qualifies = (firstDeposit: number | null, minCents = REFERRAL_MIN_DEPOSIT_CENTS): boolean => firstDeposit !== null && firstDeposit >= minCents;

export function friendStatus(qualified: boolean, claimed: boolean): FriendStatus {
  if (!qualified) return 'pending';
  return claimed ? 'claimed' : 'claimable';
}

/** A stable referral code of a member: 'P' and six characters derived from the name. */
export function referralCodeFor(seed: string): string {
  let h = 2166136261;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 16777619);
  const code = (h >>> 0).toString(36).toUpperCase().padStart(6, '0').slice(-6);
  return `P${code}`;
}
